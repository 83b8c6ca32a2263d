import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildRoleProfiles, serializeRoleProfiles } from "../../../../scripts/build-role-profiles";
import { getDefaultRoleResolver } from "../roles/role-resolver";
import { DEFAULT_ROLE_PROFILES_PATH, getDefaultRoleProfiles } from "./role-profiles";

describe("role-skill-profiles.json", () => {
  it("When rebuilt from O*NET and the curated profiles, Then it equals the committed file (run npm run role-profiles:build)", () => {
    expect(readFileSync(DEFAULT_ROLE_PROFILES_PATH, "utf8")).toBe(serializeRoleProfiles(buildRoleProfiles()));
  });
});

describe("role profiles through the role taxonomy", () => {
  const profiles = getDefaultRoleProfiles();

  it("When a title matches no profile role, Then its role family picks the profile family", () => {
    expect(profiles.profileFor("Growth Hacker")?.family).toBe("marketing");
    expect(profiles.profileFor("GST Executive")?.family).toBe("finance");
    expect(profiles.profileFor("Voice Process Executive")?.family).toBe("support");
  });

  it("When the title is a hotel, kitchen or trade job, Then its own profile gives that trade's skills, not a stranger's", () => {
    expect(profiles.profileFor("AC Technician")?.skills.map((s) => s.name)).toContain("HVAC");
    expect(profiles.profileFor("Front Office Executive")?.skills.map((s) => s.name).slice(0, 3)).toEqual(["Front Office", "Opera PMS", "Guest Relations"]);
    expect(profiles.profileFor("Commis Chef")?.family).toBe("hospitality");
    expect(profiles.profileFor("Commis Chef")?.skills.map((s) => s.name)).toEqual(expect.arrayContaining(["Food Preparation", "HACCP", "Food Safety"]));
    expect(profiles.profileFor("Electrician")?.skills[0]?.name).toBe("Electrical Wiring");
  });

  it("When a title shares only a job noun or a spelling with a profile role of another kind, Then that role is not used", () => {
    expect(profiles.profileFor("Finance Manager")?.family).toBe("finance");
    expect(profiles.profileFor("Accounts Executive")?.role).toBe("Accountant");
    expect(profiles.profileFor("Civil Site Engineer")?.family).not.toBe("devops");
    expect(profiles.profileFor("Safety Officer")?.role).not.toBe("Staff Nurse");
    expect(profiles.profileFor("Data Analyst")?.role).toBe("Data Analyst");
  });

  it("When profile families are listed, Then each role family belongs to at most one", () => {
    const resolver = getDefaultRoleResolver();
    const data = buildRoleProfiles();
    const claimed = data.families.flatMap((f) => f.role_families);
    for (const id of claimed) expect(resolver.family(id), id).toBeDefined();
    expect(new Set(claimed).size).toBe(claimed.length);
  });
});
