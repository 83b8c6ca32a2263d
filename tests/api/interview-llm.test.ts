import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";
import { useFakeLlm } from "../support/fake-llm";

const POLISHED_FEEDBACK = "Great story: you gave the numbers that prove it worked. Next time, close by linking the result to the wider business goal.";
const POLISHED_SUMMARY = "You tell clear, measured stories about your campaigns. Keep ending every answer with a number, and practise budget-split questions out loud before your next interview.";

const STRONG =
  "At Zomato I owned the Diwali acquisition campaign. The situation: installs had plateaued and our CPA had crept up to ₹110 against a target of ₹90. " +
  "My task was to bring in 200k new users in six weeks within a ₹2 crore budget. I restructured our Google App campaigns by intent, split Meta Ads into prospecting and retargeting, " +
  "and ran 14 creative tests, moving 30% of the budget to the winners. I set up a geo holdout to measure incrementality. As a result we acquired 236k users at ₹71 CPA, 21% below target.";

describeEachDatabase("interview with the optional LLM", (kind) => {
  const env: Record<string, string> = { LAUNCH_PROMO_PLAN: "pro_plus" };
  // The summary prompt asks for {"summary": ...}, the feedback prompt for {"feedback": ...}.
  const llm = useFakeLlm(env, (call) => (call.system.includes('{"summary"') ? { summary: POLISHED_SUMMARY } : { feedback: POLISHED_FEEDBACK }), "fake-coach");
  const h: Harness = useApi(kind, env);

  async function interview() {
    const auth = `Bearer ${(await signUp(h)).session.access_token}`;
    const id = (await h.api().post("/api/v1/interview/start").set("Authorization", auth).send({ role: "Performance Marketing Manager", skills: ["Google Ads"] })).body
      .session_id as string;
    return {
      id,
      next: (answer: string) => h.api().post("/api/v1/interview/next").set("Authorization", auth).send({ session_id: id, answer }),
      finish: () => h.api().post("/api/v1/interview/finish").set("Authorization", auth).send({ session_id: id }),
    };
  }

  it("rewords feedback and summary naturally while the rubric keeps the score, and stores what the candidate saw", async () => {
    const s = await interview();
    const answered = await s.next(STRONG);
    expect(answered.status).toBe(200);
    expect(answered.body.feedback).toBe(POLISHED_FEEDBACK);
    expect(answered.body.score).toBeGreaterThanOrEqual(8);
    // The model saw the rubric's result, and the rubric's own result is kept alongside the wording.
    expect(llm.current.calls[0]?.model).toBe("fake-coach");
    expect(llm.current.calls[0]?.user).toMatchObject({ rubric_score_out_of_10: answered.body.score, answer: STRONG });
    const turn = await h.db.database.knex("interview_turns").where({ session_id: s.id, turn_no: 1 }).first();
    expect(turn.feedback).toBe(POLISHED_FEEDBACK);
    const result = typeof turn.result === "string" ? JSON.parse(turn.result) : turn.result;
    expect(result.feedback).toMatch(/^Strong/);
    expect(Number(turn.score)).toBe(answered.body.score);

    const finished = await s.finish();
    expect(finished.status).toBe(200);
    expect(finished.body.summary).toBe(POLISHED_SUMMARY);
    expect(finished.body.overall).toBe(Math.round(answered.body.score * 10));
    const again = await s.finish();
    expect(again.body).toEqual(finished.body);
  });

  it.each([
    ["text that is not the JSON asked for", "garbage"],
    ["an error status", "down"],
  ] as const)("keeps the rubric's own wording when the model answers with %s", async (_label, m) => {
    llm.current.mode = m;
    const s = await interview();
    const answered = await s.next(STRONG);
    expect(answered.status).toBe(200);
    expect(answered.body.feedback).toMatch(/^Strong: you quantified the outcome/);
    const finished = await s.finish();
    expect(finished.status).toBe(200);
    expect(finished.body.summary).not.toBe(POLISHED_SUMMARY);
    expect(finished.body.summary.length).toBeGreaterThan(40);
    expect(llm.current.calls).toHaveLength(2);
  });

  it("does not ask the model to reword the summary of an interview with no answers", async () => {
    const s = await interview();
    const finished = await s.finish();
    expect(finished.body.summary).toMatch(/No answers were recorded/);
    expect(llm.current.calls).toHaveLength(0);
  });
});
