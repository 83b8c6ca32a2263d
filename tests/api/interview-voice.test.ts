import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";

// Issue 17 (voice practice) and issue 16 (practise for a saved job), through the API as the web app calls it.

const SETUP = { role: "Performance Marketing Manager", seniority: "mid", skills: ["Google Ads", "Meta Ads"], style: "behavioral+technical" };

const SPOKEN =
  "So um at Zomato I owned the Diwali acquisition campaign. The goal was two hundred thousand new users at under ninety rupees CPA. " +
  "I restructured our Google campaigns by intent, ran fourteen creative tests on Meta and basically moved thirty percent of the budget to the winners. " +
  "You know, we hit two hundred and thirty six thousand users at seventy one rupees CPA, and I learned to test creatives early.";

const POSTING = `Growth Marketing Manager - Kalpaka Commerce

What you will do:
- Own paid acquisition on Google Ads and Meta Ads with a monthly budget of 40 lakh
- Build weekly dashboards in SQL and Looker for the leadership team
- Run A/B tests on landing pages with the product team

Requirements:
- 4+ years in performance marketing
- Strong Google Ads, Meta Ads and SQL
- Experience with Google Analytics

Nice to have: Looker`;

type Session = Awaited<ReturnType<typeof signUp>>["session"];

function api(h: Harness, session: Session) {
  const auth = `Bearer ${session.access_token}`;
  return {
    start: (body: Record<string, unknown> = SETUP) => h.api().post("/api/v1/interview/start").set("Authorization", auth).send(body),
    next: (body: Record<string, unknown>) => h.api().post("/api/v1/interview/next").set("Authorization", auth).send(body),
    finish: (session_id: string) => h.api().post("/api/v1/interview/finish").set("Authorization", auth).send({ session_id }),
    voice: () => h.api().get("/api/v1/interview/voice").set("Authorization", auth),
    detail: (id: string) => h.api().get(`/api/v1/interview/sessions/${id}`).set("Authorization", auth),
    save: (id: string) => h.api().post(`/api/v1/interview/sessions/${id}/save`).set("Authorization", auth).send({}),
    subscription: () => h.api().get("/api/v1/subscription").set("Authorization", auth),
    createApplication: (body: Record<string, unknown>) => h.api().post("/api/v1/applications").set("Authorization", auth).send(body),
  };
}

async function signUpOn(h: Harness, plan: "free" | "starter" | "pro" | "pro_plus") {
  const user = await signUp(h);
  await h.db.database.knex("users").where({ id: user.session.user.id }).update({ plan });
  return user;
}

const timing = (duration: number) => ({
  duration_seconds: duration,
  speech_start_seconds: 1.5,
  speech_end_seconds: duration - 0.5,
  pauses: [{ start_seconds: 10, end_seconds: 14.2 }],
  recognition: true,
});

describeEachDatabase("interview voice practice and job practice", (kind) => {
  const h = useApi(kind, { LAUNCH_PROMO_PLAN: "none", SIGNUPS_PER_IP_PER_HOUR: "1000" });

  describe("daily voice minutes per plan", () => {
    it("gives Pro 30 minutes and Pro Plus 60 a day, and Free and Starter none", async () => {
      for (const [plan, minutes] of [["free", 0], ["starter", 0], ["pro", 30], ["pro_plus", 60]] as const) {
        const user = await signUpOn(h, plan);
        const res = await api(h, user.session).voice();
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ available: minutes > 0, plan_id: plan, daily_minutes: minutes, used_seconds: 0, remaining_seconds: minutes * 60 });
        expect(res.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      const plans = await h.api().get("/api/v1/plans");
      expect(Object.fromEntries(plans.body.plans.map((p: { id: string; limits: { voice_minutes_daily: number } }) => [p.id, p.limits.voice_minutes_daily]))).toEqual({
        free: 0,
        starter: 0,
        pro: 30,
        pro_plus: 60,
      });
    });

    it("refuses a spoken answer on Starter with 402 and scores nothing, and the same answer typed is scored", async () => {
      const user = await signUpOn(h, "starter");
      const c = api(h, user.session);
      const id = (await c.start()).body.session_id as string;
      const spoken = await c.next({ session_id: id, answer: SPOKEN, voice: timing(40) });
      expect(spoken.status).toBe(402);
      expect(spoken.body.detail).toBe(
        "Voice practice is part of the Pro (30 minutes a day) and Pro Plus (1 hour a day) plans, not the Starter plan. Your answer was not scored; submit it as typed text, or upgrade to answer by voice.",
      );
      expect(await h.db.database.knex("interview_turns").where({ session_id: id }).count("* as n").first()).toMatchObject({ n: expect.anything() });
      const typed = await c.next({ session_id: id, answer: SPOKEN });
      expect(typed.status).toBe(200);
      expect(typed.body.turn).toBe(1);
      expect(typed.body.speaking).toBeUndefined();
    });

    it("counts each spoken answer's seconds against today's minutes, and refuses once they are used up", async () => {
      const user = await signUpOn(h, "pro");
      const c = api(h, user.session);
      const id = (await c.start()).body.session_id as string;

      const first = await c.next({ session_id: id, answer: SPOKEN, voice: timing(40.2) });
      expect(first.status).toBe(200);
      expect(first.body.voice_seconds_left).toBe(30 * 60 - 41);
      expect((await c.voice()).body).toMatchObject({ used_seconds: 41, remaining_seconds: 1759 });
      expect((await c.subscription()).body.usage.voiceSeconds).toMatchObject({ count: 41, limit: 1800 });

      // Use the rest of the day as the account's own counter (the same row the API writes).
      const day = (await c.voice()).body.date as string;
      await h.db.database.knex("usage_counters").where({ user_id: user.session.user.id, feature: "voiceSeconds", period: day }).update({ count: 1790 });

      // Within the grace an answer that runs past what is left still counts, up to the limit.
      const last = await c.next({ session_id: id, answer: SPOKEN, voice: timing(20) });
      expect(last.status).toBe(200);
      expect(last.body.voice_seconds_left).toBe(0);

      const over = await c.next({ session_id: id, answer: SPOKEN, voice: timing(5) });
      expect(over.status).toBe(402);
      expect(over.body.detail).toBe("You've used today's 30 voice minutes on the Pro plan. Your answer was not scored; submit it as typed text. Voice minutes renew tomorrow.");
      expect((await c.voice()).body).toMatchObject({ used_seconds: 1800, remaining_seconds: 0 });
    });

    it("refuses an answer far longer than what is left instead of letting it through", async () => {
      const user = await signUpOn(h, "pro");
      const c = api(h, user.session);
      const id = (await c.start()).body.session_id as string;
      const day = (await c.voice()).body.date as string;
      await h.db.database.knex("usage_counters").insert({ user_id: user.session.user.id, feature: "voiceSeconds", period: day, count: 1700 });
      const res = await c.next({ session_id: id, answer: SPOKEN, voice: timing(300) });
      expect(res.status).toBe(402);
      expect((await c.voice()).body.used_seconds).toBe(1700);
    });

    it("gives the seconds back when the spoken answer is not scored (an unknown session, an interview already over)", async () => {
      const user = await signUpOn(h, "pro_plus");
      const c = api(h, user.session);
      const missing = await c.next({ session_id: "3f6a9c2e-8b1d-4e7f-a5c3-9d2b7e1f4a60", answer: SPOKEN, voice: timing(30) });
      expect(missing.status).toBe(404);
      expect((await c.voice()).body.used_seconds).toBe(0);

      const id = (await c.start()).body.session_id as string;
      expect((await c.finish(id)).status).toBe(200);
      const late = await c.next({ session_id: id, answer: SPOKEN, voice: timing(30) });
      expect(late.status).toBe(200);
      expect(late.body.finished).toBe(true);
      expect((await c.voice()).body.used_seconds).toBe(0);
    });

    it("rejects timing that is not a recording's (over 15 minutes, negative, unknown fields) with a 400 the UI can show", async () => {
      const user = await signUpOn(h, "pro");
      const c = api(h, user.session);
      const id = (await c.start()).body.session_id as string;
      for (const voice of [{ duration_seconds: 901 }, { duration_seconds: -1 }, { duration_seconds: 10, volume: 3 }, {}]) {
        const res = await c.next({ session_id: id, answer: SPOKEN, voice });
        expect(res.status).toBe(400);
        expect(res.body.detail).toEqual(expect.any(String));
      }
    });
  });

  describe("speaking feedback stored with the session", () => {
    it("scores the content as usual and adds pace, fillers, pauses and length; Results and the reopened session show them", async () => {
      const user = await signUpOn(h, "pro_plus");
      const c = api(h, user.session);
      const id = (await c.start()).body.session_id as string;

      const spoken = await c.next({ session_id: id, answer: SPOKEN, voice: timing(32) });
      expect(spoken.status).toBe(200);
      expect(spoken.body.score).toBeGreaterThan(0);
      const m = spoken.body.speaking;
      expect(m).toMatchObject({ duration_seconds: 32, speaking_seconds: 30, pace: "good", long_pauses: 1, longest_pause_seconds: 4.2, length: "short" });
      expect(m.words_per_minute).toBe(Math.round((m.words * 60) / 30));
      expect(m.fillers).toEqual(
        expect.arrayContaining([
          { word: "so", count: 1 },
          { word: "um", count: 1 },
          { word: "basically", count: 1 },
          { word: "you know", count: 1 },
        ]),
      );
      expect(m.feedback).toContain("Length: 30 seconds is short of the 60–90 seconds an answer needs; add what you did and the result.");

      // A typed answer in the same interview has no speaking feedback.
      const typed = await c.next({ session_id: id, answer: "I would split the budget by the marginal CPA of each channel, reviewed every week against our ROAS targets." });
      expect(typed.status).toBe(200);
      expect(typed.body.speaking).toBeUndefined();

      const finished = await c.finish(id);
      expect(finished.status).toBe(200);
      expect(finished.body.speaking).toMatchObject({ answers: 1, filler_count: 4, long_pauses: 1, answers_in_range: 0, average_seconds: 30 });

      // Stored: the transcript (the answer) and its metrics reopen with the session, saved or not.
      expect((await c.save(id)).status).toBe(200);
      const detail = await c.detail(id);
      expect(detail.status).toBe(200);
      expect(detail.body.turns[0]).toMatchObject({ turn: 1, answer: SPOKEN, speaking: m });
      expect(detail.body.turns[1].speaking).toBeUndefined();
      expect(detail.body.speaking).toEqual(finished.body.speaking);

      const row = await h.db.database.knex("interview_turns").where({ session_id: id, turn_no: 1 }).first();
      const voice = typeof row.voice === "string" ? JSON.parse(row.voice) : row.voice;
      expect(voice).toMatchObject({ charged_seconds: 32, timing: { duration_seconds: 32, recognition: true } });
    });

    it("leaves a fully typed interview without speaking feedback", async () => {
      const user = await signUpOn(h, "pro");
      const c = api(h, user.session);
      const id = (await c.start()).body.session_id as string;
      await c.next({ session_id: id, answer: SPOKEN });
      const finished = await c.finish(id);
      expect(finished.body.speaking).toBeUndefined();
      expect((await c.detail(id)).body.speaking).toBeUndefined();
    });
  });

  describe("practise for a saved job", () => {
    it("asks about the posting's own duties and required skills, with its title and company", async () => {
      const user = await signUpOn(h, "pro_plus");
      const c = api(h, user.session);
      const app = await c.createApplication({ title: "Growth Marketing Manager", company: "Kalpaka Commerce", job_description: POSTING });
      expect(app.status, JSON.stringify(app.body)).toBe(201);

      const started = await c.start({ application_id: app.body.id, role: " ", seniority: "mid", skills: [], style: "behavioral+technical" });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      expect(started.body.job).toMatchObject({ application_id: app.body.id, title: "Growth Marketing Manager", company: "Kalpaka Commerce" });
      expect(started.body.job.skills).toEqual(expect.arrayContaining(["Google Ads", "Meta Ads", "SQL"]));
      // The first question quotes a duty from the posting, word for word.
      expect(started.body.first_question).toMatch(/^The posting says this job involves: “(Own paid acquisition|Build weekly dashboards|Run A\/B tests)/);

      // The planned questions follow the job: its quoted duties, the skills it requires, and the company.
      const id = started.body.session_id as string;
      const row = await h.db.database.knex("interview_sessions").where({ id }).first();
      const plan = typeof row.plan === "string" ? JSON.parse(row.plan) : row.plan;
      const planned = (plan.questions as Array<{ text: string }>).slice(0, 6).map((q) => q.text);
      for (const q of planned) expect(q).toMatch(/posting says this job involves|Google Ads|Meta Ads|SQL|Performance Marketing|Kalpaka Commerce/);
      expect(planned.filter((q) => q.startsWith("The posting says this job involves:"))).toHaveLength(3);
      expect(planned.join(" ")).not.toMatch(/Lever|Greenhouse/);
      expect((await c.detail(id)).body.job).toMatchObject({ title: "Growth Marketing Manager", company: "Kalpaka Commerce" });
    });

    it("keeps a role the user typed over the posting's title", async () => {
      const user = await signUpOn(h, "pro");
      const c = api(h, user.session);
      const app = await c.createApplication({ title: "Growth Marketing Manager", company: "Kalpaka Commerce", job_description: POSTING });
      const started = await c.start({ ...SETUP, application_id: app.body.id });
      expect(started.status).toBe(201);
      const detail = await c.detail(started.body.session_id);
      expect(detail.body.role).toBe("Performance Marketing Manager");
      expect(detail.body.company).toBe("Kalpaka Commerce");
    });

    it("answers 404 for a job that is not the user's, without taking a mock interview", async () => {
      const owner = await signUpOn(h, "pro");
      const app = await api(h, owner.session).createApplication({ title: "Growth Marketing Manager", job_description: POSTING });
      const other = await signUpOn(h, "free");
      const c = api(h, other.session);
      const res = await c.start({ application_id: app.body.id, role: "Growth Marketing Manager", style: "behavioral+technical" });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe("That saved job was not found. It may have been removed from your applications.");
      // Free has one interview a month: it is still there.
      expect((await c.start()).status).toBe(201);
    });
  });
});
