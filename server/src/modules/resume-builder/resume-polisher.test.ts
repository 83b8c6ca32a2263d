import { describe, expect, it } from "vitest";
import { DISABLED_LLM, type LlmClient } from "../../engines/llm/llm-client";
import { createRuleBasedResumeWriter } from "../../engines/resume-writer/rule-based-writer";
import type { ResumeForm } from "../../engines/resume-writer/types";
import { createResumePolisher } from "./resume-polisher";

const FORM: ResumeForm = {
  name: "Priya Sharma",
  email: "priya.sharma@example.com",
  headline: "Performance Marketing Manager",
  summary: "Performance marketer with six years of paid acquisition across food delivery and fintech.",
  skills: ["Google Ads", "SQL"],
  experience: [
    {
      title: "Performance Marketing Manager",
      company: "Swiggy",
      start: "Jan 2021",
      end: "Present",
      bullets: ["Scaled paid acquisition to 1.2M installs a quarter at 18% lower CPI", "Responsible for managing a monthly budget of Rs 2 crore"],
    },
  ],
  projects: [{ name: "Attribution dashboard", bullets: ["Built a Looker Studio dashboard joining Appsflyer and GA4 data"] }],
  instructions: "Make it sound confident.",
};

const quiet = { info: () => undefined, warn: () => undefined };
const built = await createRuleBasedResumeWriter().build(FORM);

/** An LLM at the network edge, typed against the real client: it answers with `reply(user)` and counts calls. */
function fakeLlm(reply: (user: { summary: string | null; entries: Array<{ id: string; bullets: string[] }> }) => unknown) {
  const calls: string[] = [];
  const llm: LlmClient = {
    enabled: true,
    async completeJson(prompt, schema) {
      calls.push(prompt.user);
      const answer = reply(JSON.parse(prompt.user));
      if (answer instanceof Error) throw answer;
      const parsed = schema.safeParse(answer);
      return parsed.success ? parsed.data : null;
    },
  };
  return { llm, calls };
}

const reworded = (user: { entries: Array<{ id: string; bullets: string[] }> }) => ({
  summary: "Performance marketer with six years in paid acquisition across food delivery and fintech.",
  entries: user.entries.map((e) => ({ id: e.id, bullets: e.bullets.map((b) => b.replace(/^Scaled/, "Grew").replace(/^Built/, "Designed")) })),
});

describe("the resume polisher", () => {
  it("does nothing, and asks nothing, when the LLM is not configured", async () => {
    const polisher = createResumePolisher(DISABLED_LLM, { logger: quiet });
    expect(polisher.enabled).toBe(false);
    expect(await polisher.polish(FORM, built)).toBe(built);
  });

  it("rewords the summary and bullets the guard accepts, and renders the markdown from the polished document", async () => {
    const { llm, calls } = fakeLlm(reworded);
    const out = await createResumePolisher(llm, { logger: quiet }).polish(FORM, built);
    const sent = JSON.parse(calls[0]!) as { tone: string; entries: Array<{ id: string; heading: string }> };
    expect(sent.tone).toContain("confident");
    expect(sent.entries.map((e) => e.heading)).toEqual(["Performance Marketing Manager, Swiggy", "Attribution dashboard"]);

    expect(out.markdown).toContain("Performance marketer with six years in paid acquisition");
    expect(out.markdown).toContain("- Grew paid acquisition to 1.2M installs a quarter at 18% lower CPI");
    expect(out.markdown).toContain("- Designed a Looker Studio dashboard joining Appsflyer and GA4 data");
    // Everything else is the deterministic document, untouched.
    expect(out.document.sections.map((s) => s.heading)).toEqual(built.document.sections.map((s) => s.heading));
    expect({ ...out.document, sections: [] }).toEqual({ ...built.document, sections: [] });
    const entry = (d: typeof built.document) => d.sections.find((s) => s.heading === "Experience")!.blocks[0];
    expect(entry(out.document)).toMatchObject({ title: (entry(built.document) as { title: string }).title, meta: (entry(built.document) as { meta: string }).meta });
    // The deterministic resume itself is not modified.
    expect(built.markdown).toContain("- Scaled paid acquisition");
  });

  it("keeps an entry as built when the reply changes its number of bullets, and each text the guard rejects", async () => {
    const { llm } = fakeLlm((user) => ({
      summary: "Performance marketer with 8 years of paid acquisition at Flipkart.",
      entries: user.entries.map((e) => ({ id: e.id, bullets: e.id.startsWith("experience") ? [e.bullets.join(" ")] : ["Designed a Looker Studio dashboard joining Appsflyer and GA4 data"] })),
    }));
    const out = await createResumePolisher(llm, { logger: quiet }).polish(FORM, built);
    const exp = (d: typeof built.document) => d.sections.find((s) => s.heading === "Experience");
    expect(exp(out.document)).toEqual(exp(built.document));
    expect(out.document.sections.find((s) => s.heading === "Summary")).toEqual(built.document.sections.find((s) => s.heading === "Summary"));
    expect(out.markdown).toContain("- Designed a Looker Studio dashboard");
  });

  it.each([
    ["no answer (the client's null)", () => null],
    ["an answer the schema refuses", () => ({ entries: "none" })],
    ["an error", () => new Error("socket hang up")],
    ["only rejected texts", (user: { entries: Array<{ id: string; bullets: string[] }> }) => ({ entries: user.entries.map((e) => ({ id: e.id, bullets: e.bullets.map((b) => `${b} at Google`) })) })],
  ])("gives back the deterministic resume itself on %s", async (_label, reply) => {
    const { llm } = fakeLlm(reply);
    expect(await createResumePolisher(llm, { logger: quiet }).polish(FORM, built)).toBe(built);
  });
});
