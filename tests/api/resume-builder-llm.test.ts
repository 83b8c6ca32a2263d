import http from "node:http";
import type { AddressInfo } from "node:net";
import mammoth from "mammoth";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, uniqueEmail, useApi, type Harness } from "../support/api-harness";
import { useFakeLlm, type FakeLlmCall } from "../support/fake-llm";
import { binary, RESUME_FORM } from "../support/resume-builder";
import { useTwoApps } from "../support/two-apps";

const SUMMARY = "Performance marketer with six years of paid acquisition across food delivery and fintech.";
const POLISHED_SUMMARY = "Results-focused performance marketer with six years of paid acquisition across food delivery and fintech.";
/** The rewording a good model gives: stronger openings, every fact kept. */
const VERBS: Record<string, string> = { Scaled: "Grew", Managed: "Owned", "Contributed to": "Ran", Built: "Designed" };
const reword = (bullet: string) => bullet.replace(/^(Scaled|Managed|Contributed to|Built)\b/, (v) => VERBS[v]!);

let counter = 0;
/** A different resume for every build (the same resume again is the same build, with the words it got then). */
function form() {
  counter += 1;
  return { ...RESUME_FORM, email: `priya.${counter}@example.com`, summary: SUMMARY, instructions: "Make it sound confident.", focus_gaps: false };
}
type Form = ReturnType<typeof form>;

type Sent = { tone: string; summary: string | null; entries: Array<{ id: string; heading: string; bullets: string[] }> };
/** How the fake model answers; each test picks one. */
let answer: (sent: Sent) => Record<string, unknown>;
const GOOD = (sent: Sent) => ({
  summary: sent.summary?.replace(/^Performance marketer/, "Results-focused performance marketer") ?? null,
  entries: sent.entries.map((e) => ({ id: e.id, bullets: e.bullets.map(reword) })),
});

/** Builds the resume as markdown and as Word for one new user; the Word file comes back as its text. */
async function buildBoth(h: Harness, body: Form) {
  const { session } = await signUp(h);
  const auth = { Authorization: `Bearer ${session.access_token}` };
  const md = await h.api().post("/api/v1/resume-builder/build").set(auth).send(body);
  expect(md.status).toBe(200);
  const word = await h.api().post("/api/v1/resume-builder/build/docx").set(auth).send(body).buffer(true).parse(binary);
  expect(word.status).toBe(200);
  const { value: docx } = await mammoth.extractRawText({ buffer: word.body as Buffer });
  const builds = await h.db.database.knex("resume_builds").where({ user_id: session.user.id });
  return { markdown: md.body.markdown as string, docx, builds: builds.length };
}

describeEachDatabase("resume builder with the optional LLM", (kind) => {
  const env: Record<string, string> = {};
  const llm = useFakeLlm(env, (call: FakeLlmCall) => answer(call.user as Sent), "fake-editor");
  const h: Harness = useApi(kind, env);
  // The same product with no LLM configured: the offline resume to compare with.
  const offline: Harness = useApi(kind);
  beforeEach(() => {
    answer = GOOD;
  });

  it("uses the model's reworded summary and bullets, identically in the markdown and the Word file", async () => {
    const body = form();
    const [polished, plain] = [await buildBoth(h, body), await buildBoth(offline, body)];
    expect(polished.markdown).toContain(`## Summary\n${POLISHED_SUMMARY}\n`);
    for (const b of ["Grew paid acquisition to 1.2M installs a quarter at 18% lower CPI", "Owned a monthly budget of Rs 2 crore", "Ran Google Ads search campaigns for 3 products", "Designed a Looker Studio dashboard joining Appsflyer and GA4 data"]) {
      expect(polished.markdown).toContain(`\n- ${b}\n`);
      expect(polished.docx).toContain(b);
    }
    expect(polished.docx).toContain(POLISHED_SUMMARY);
    // Nothing else moved: headings, name, contact, titles, dates and skills are the offline resume's, in both formats.
    const expected = (text: string) => text.replace(SUMMARY, POLISHED_SUMMARY).replace(/^(- )?(Scaled|Managed|Contributed to|Built)\b/gm, (_m, dash: string | undefined, v: string) => `${dash ?? ""}${VERBS[v]}`);
    expect(polished.markdown).toBe(expected(plain.markdown));
    expect(polished.docx).toBe(expected(plain.docx));

    // One call for both downloads: the Word file reuses the wording the build showed, and counts as the same build.
    expect(llm.current.calls).toHaveLength(1);
    expect(polished.builds).toBe(1);
    const sent = llm.current.calls[0]!;
    expect(sent.model).toBe("fake-editor");
    expect(sent.user).toMatchObject({ tone: "make it sound confident.", summary: SUMMARY });
    expect((sent.user as Sent).entries.map((e) => e.heading)).toEqual(["Performance Marketing Manager, Swiggy", "Digital Marketing Executive, PaySafe", "Attribution dashboard"]);
  });

  it("keeps the deterministic text wherever the model invents a number or an employer", async () => {
    answer = (sent) => ({
      summary: "Performance marketer with 8 years of paid acquisition across food delivery and fintech.",
      entries: sent.entries.map((e) => ({
        id: e.id,
        bullets: e.bullets.map((b) =>
          b.startsWith("Scaled") ? `${reword(b)} at Flipkart` : b.startsWith("Managed") ? "Owned a monthly budget of Rs 5 crore" : reword(b),
        ),
      })),
    });
    const body = form();
    const [polished, plain] = [await buildBoth(h, body), await buildBoth(offline, body)];
    for (const text of [polished.markdown, polished.docx]) {
      expect(text).toContain(SUMMARY);
      expect(text).toContain("Scaled paid acquisition to 1.2M installs a quarter at 18% lower CPI");
      expect(text).toContain("Managed a monthly budget of Rs 2 crore");
      expect(text).not.toMatch(/Flipkart|Rs 5 crore|8 years/);
      // The honest rewordings in the same reply are kept.
      expect(text).toContain("Ran Google Ads search campaigns for 3 products");
      expect(text).toContain("Designed a Looker Studio dashboard");
    }
    expect(polished.markdown).toBe(plain.markdown.replace(/^- (Contributed to|Built)\b/gm, (_m, v: string) => `- ${VERBS[v]}`));
  });

  it.each([
    ["an error status", "down"],
    ["text that is not JSON", "garbage"],
    ["JSON of the wrong shape", "wrong-shape"],
  ] as const)("gives exactly the offline resume when the model answers with %s", async (_label, mode) => {
    if (mode === "wrong-shape") answer = () => ({ resume: "Here is your improved resume" });
    else llm.current.mode = mode;
    const body = form();
    const [polished, plain] = [await buildBoth(h, body), await buildBoth(offline, body)];
    expect(polished.markdown).toBe(plain.markdown);
    expect(polished.docx).toBe(plain.docx);
    expect(polished.builds).toBe(1);
    expect(llm.current.calls).toHaveLength(1);
  });
});

describeEachDatabase("resume builder when the LLM does not answer in time", (kind) => {
  // A short limit keeps the test quick; the product waits 12 s for a resume build by default.
  const env: Record<string, string> = { LLM_MODEL: "fake-editor", LLM_TIMEOUT_MS: "1000" };
  let server: http.Server;
  let requests = 0;
  beforeAll(async () => {
    // Accepts the request and never answers: the client gives up after its timeout.
    server = http.createServer(() => {
      requests += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    env.LLM_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const h: Harness = useApi(kind, env);
  const offline: Harness = useApi(kind);

  it("gives exactly the offline resume, and the Word file matches it", async () => {
    const body = form();
    const [slow, plain] = [await buildBoth(h, body), await buildBoth(offline, body)];
    expect(slow.markdown).toBe(plain.markdown);
    expect(slow.docx).toBe(plain.docx);
    // The Word download reuses the build's outcome rather than waiting again.
    expect(requests).toBe(1);
  });
});

describeEachDatabase("resume builder with the optional LLM on two API processes", (kind) => {
  const env: Record<string, string> = {};
  // Each call words the bullets differently, so a second call would show.
  const llm = useFakeLlm(env, (call: FakeLlmCall) => {
    const verb = llm.current.calls.length === 1 ? "Grew" : "Drove";
    return { entries: (call.user as Sent).entries.map((e) => ({ id: e.id, bullets: e.bullets.map((b) => b.replace(/^Scaled/, verb)) })) };
  }, "fake-editor");
  const apps = useTwoApps(kind, env);

  it("gives the Word download asked of the other process the words the build showed, without asking the model again", async () => {
    const signup = await request(apps.a).post("/api/v1/auth/signup").send({ name: "Priya Sharma", email: uniqueEmail("polish"), password: "correct-horse" });
    const auth = { Authorization: `Bearer ${signup.body.access_token as string}` };
    const body = form();
    const md = await request(apps.a).post("/api/v1/resume-builder/build").set(auth).send(body);
    expect(md.status).toBe(200);
    expect(md.body.markdown).toContain("- Grew paid acquisition to 1.2M installs");
    const word = await request(apps.b).post("/api/v1/resume-builder/build/docx").set(auth).send(body).buffer(true).parse(binary);
    expect(word.status).toBe(200);
    const { value: docx } = await mammoth.extractRawText({ buffer: word.body as Buffer });
    expect(docx).toContain("Grew paid acquisition to 1.2M installs");
    expect(docx).not.toContain("Drove");
    expect(llm.current.calls).toHaveLength(1);
  });
});
