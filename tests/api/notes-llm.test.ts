import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";
import { useFakeLlm } from "../support/fake-llm";

const POLISHED =
  "You are preparing for a senior Data Analyst role at Swiggy. This guide walks you through SQL, dashboards and stakeholder communication, with questions to rehearse and a plan for your first 90 days.";

const REQUEST = {
  role: "Data Analyst",
  experience_level: "senior",
  focus_areas: ["SQL", "dashboards", "stakeholder communication"],
  target_company: "Swiggy",
  writing_style: "friendly",
};

describeEachDatabase("notes with the optional LLM", (kind) => {
  const env: Record<string, string> = {};
  const llm = useFakeLlm(env, () => ({ summary: POLISHED }), "fake-writer");
  const h: Harness = useApi(kind, env);

  async function generate() {
    const { session } = await signUp(h);
    const res = await h.api().post("/api/v1/notes/generate").set("Authorization", `Bearer ${session.access_token}`).send(REQUEST);
    expect(res.status).toBe(201);
    return res.body as { summary: string; sections: Array<{ heading: string; bullets: string[] }> };
  }

  it("uses the model's reworded summary and keeps the deterministic sections", async () => {
    const body = await generate();
    expect(body.summary).toBe(POLISHED);
    expect(llm.current.calls).toHaveLength(1);
    expect(llm.current.calls[0]?.model).toBe("fake-writer");
    expect(llm.current.calls[0]?.user).toMatchObject({ role: "Data Analyst", experience_level: "senior", target_company: "Swiggy", tone: "friendly" });
    expect(body.sections.length).toBeGreaterThan(4);
  });

  it("keeps the offline summary when the model answers nonsense or is down", async () => {
    llm.current.mode = "garbage";
    const garbage = await generate();
    llm.current.mode = "down";
    const down = await generate();
    expect(garbage.summary).not.toBe(POLISHED);
    expect(garbage.summary.length).toBeGreaterThan(40);
    expect(down.summary).toBe(garbage.summary);
    expect(llm.current.calls).toHaveLength(2);
  });
});
