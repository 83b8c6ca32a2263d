import { beforeEach, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi } from "../support/api-harness";
import { useFakeLlm, type FakeLlmCall } from "../support/fake-llm";

const RESUME = [
  "Priya Sharma",
  "priya.sharma@example.com | +91 98765 43210 | Bengaluru",
  "Performance Marketing Manager",
  "EXPERIENCE",
  "Performance Marketing Manager | Swiggy | Bengaluru | Jan 2021 - Present",
  "- Scaled paid acquisition to 1.2M installs a quarter at 18% lower CPI",
  "- Managed a monthly budget of Rs 2 crore across Google Ads and Meta Ads",
  "SKILLS",
  "Google Ads, Meta Ads, SQL, Excel",
].join("\n");
const JD = "Performance Marketing Manager\nRequirements\n- 4+ years of performance marketing on Google Ads and Meta Ads\n- SQL and Excel for analysis\n- Report ROAS to leadership every week";

type Sent = { tone: string; paragraphs: string[] };
let answer: (sent: Sent) => Record<string, unknown>;

describeEachDatabase("cover letters with the optional LLM", (kind) => {
  const env: Record<string, string> = { SIGNUPS_PER_IP_PER_HOUR: "1000" };
  const llm = useFakeLlm(env, (call: FakeLlmCall) => answer(call.user as Sent), "fake-editor");
  const h = useApi(kind, env);
  beforeEach(() => {
    answer = (sent) => ({ paragraphs: sent.paragraphs });
  });

  const write = async () => {
    const { session } = await signUp(h);
    const res = await h.api().post("/api/v1/cover-letters").set({ Authorization: `Bearer ${session.access_token}` }).send({ job_description: JD, company: "Zestmoney Foods", resume_text: RESUME, tone: "friendly" });
    expect(res.status).toBe(201);
    return res.body as { body: string; polished: boolean };
  };

  it("takes a rewording that keeps every fact, and sends neither the greeting nor the sign-off", async () => {
    answer = (sent) => ({ paragraphs: sent.paragraphs.map((p) => p.replace("I was glad to see", "I was delighted to see")) });
    const letter = await write();
    expect(letter.polished).toBe(true);
    expect(letter.body).toContain("I was delighted to see the Performance Marketing Manager role at Zestmoney Foods");
    expect(letter.body).toMatch(/^Dear Zestmoney Foods team,/);
    expect(letter.body).toMatch(/Warm regards,\nPriya Sharma\npriya\.sharma@example\.com \| \+91 98765 43210$/);
    const sent = llm.current.calls[0]!.user as Sent;
    expect(sent.tone).toBe("friendly");
    expect(sent.paragraphs.join("\n")).not.toContain("Dear");
    expect(sent.paragraphs.join("\n")).not.toContain("priya.sharma@example.com");
  });

  it("keeps the offline sentence where the rewording invents a number, an employer or a skill", async () => {
    answer = (sent) => ({
      paragraphs: sent.paragraphs.map((p, i) => (i === 0 ? `${p} I grew revenue by 300% at Google.` : p.replace("Google Ads", "Google Ads and Kubernetes"))),
    });
    const letter = await write();
    expect(letter.polished).toBe(false);
    expect(letter.body).not.toMatch(/300%|Kubernetes|at Google\./);
  });

  it("falls back to the offline letter when the LLM is down or answers nonsense", async () => {
    llm.current.mode = "down";
    const down = await write();
    expect(down.polished).toBe(false);
    llm.current.mode = "garbage";
    const garbage = await write();
    expect(garbage.polished).toBe(false);
    expect(garbage.body).toBe(down.body);
  });
});
