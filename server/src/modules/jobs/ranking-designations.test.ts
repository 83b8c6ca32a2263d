import { describe, expect, it } from "vitest";
import { realDesignations, type Label } from "../../engines/roles/real-designations";
import { roleFacts } from "./ranking";

const right = (label: Label, family: string | null) => (label === null || typeof label === "string" ? family === label : label.includes(family ?? ""));

// The job search reads a person's family from their title (roleFacts); real resume titles are the test of that
// reading that tuning persona by persona is not. Only the train half is asserted: the test half stays held out.
describe("roleFacts on real Indian resume designations (DataTurks, train half)", () => {
  it("When the train titles are read, Then at least 155 of 191 get the family a recruiter gives them, and at most 14 non-titles get one", () => {
    const train = realDesignations("train");
    const read = train.map(([title, label]) => ({ title, label, family: roleFacts(title).family }));
    const wrong = read.filter((r) => !right(r.label, r.family));
    expect(train.length).toBe(191);
    expect(read.length - wrong.length, wrong.map((r) => `${r.title}: ${r.family} (want ${String(r.label)})`).join("\n")).toBeGreaterThanOrEqual(155);
    expect(wrong.filter((r) => r.label === null).length).toBeLessThanOrEqual(14);
  });

  it.each(["Team Member", "2001", "Microsoft", "Developer", "Jr. Developer", "Consultant", "Sr consultant", "Associate", "Lead Engineer", "Student", "SELF EMPLOYED", "fresher job", "Intern"])(
    "When the title is %s, Then it names no family",
    (title) => {
      expect(roleFacts(title).family).toBeNull();
    },
  );

  it.each([
    ["FI/CO Consultant in Tech Mahindra", "enterprise-applications"],
    ["Senior System Engineer at Infosys Limited", "software-engineering"],
    ["Officer-HR & Administration in H.& R. Johnson (India)", "hr"],
    ["Trainer-Finacle-Core Banking Solutions", "learning-development"],
    ["Jr. ASP.NET Developer", "software-engineering"],
    ["Maximo Consultant", "enterprise-applications"],
    ["SAP UI5 Lead, Native HANA Developer", "enterprise-applications"],
    ["Mule ESB Integration Developer", "software-engineering"],
    ["Working as Escalation Engineer", "customer-support"],
  ])("When the title is %s, Then it is %s (its employer, separators and tools read for what they are)", (title, family) => {
    expect(roleFacts(title).family).toBe(family);
  });
});
