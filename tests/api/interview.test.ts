import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";
import { createInterviewRepository } from "../../server/src/modules/interview/interview-repository";

const SETUP = {
  role: "Performance Marketing Manager",
  seniority: "mid",
  skills: ["Google Ads", "Meta Ads", "Attribution"],
  company: "Swiggy",
  resume_text: "",
  style: "behavioral+technical",
};

const STRONG =
  "At Zomato I owned the Diwali acquisition campaign for our food delivery app. The situation: installs had plateaued and our CPA had crept up to ₹110 against a target of ₹90. " +
  "My task was to bring in 200k new users in six weeks within a ₹2 crore budget. I restructured our Google App campaigns by user intent, split Meta Ads into prospecting and retargeting, " +
  "and ran 14 creative tests in the first two weeks, moving 30% of the budget to the three winning creatives. I also set up a geo holdout with the analytics team to measure incrementality " +
  "rather than trusting last-click attribution. As a result we acquired 236k new users at ₹71 CPA, 21% below target, and the ROAS on first orders was 2.4x. " +
  "What I learned is to test creatives early and let the data move the budget instead of waiting for the end of the month.";

const WEAK = "I am very hard working and a team player. I always give my best and everyone appreciated my work on campaigns.";

const MEDIUM =
  "I managed Google Ads and Meta Ads campaigns for an e-commerce brand. I checked the dashboards every day, paused ads that were not converting and increased budgets on the good ones. " +
  "I also worked with the design team on new creatives and we saw better results over the quarter.";

const FREE_LIMIT = "You've used all mock interviews included in the Free plan. Upgrade to unlock more practice sessions and advanced coaching.";

type Session = Awaited<ReturnType<typeof signUp>>["session"];

function client(h: Harness, session: Session) {
  const auth = `Bearer ${session.access_token}`;
  return {
    start: (body: Record<string, unknown> = SETUP) => h.api().post("/api/v1/interview/start").set("Authorization", auth).send(body),
    next: (session_id: string, answer: string) => h.api().post("/api/v1/interview/next").set("Authorization", auth).send({ session_id, answer }),
    finish: (session_id: string) => h.api().post("/api/v1/interview/finish").set("Authorization", auth).send({ session_id }),
  };
}

/** A new account on the given plan (with LAUNCH_PROMO_PLAN none, signup stores free). */
async function signUpOn(h: Harness, plan: "free" | "starter" | "pro" | "pro_plus") {
  const user = await signUp(h);
  await h.db.database.knex("users").where({ id: user.session.user.id }).update({ plan });
  return user;
}

async function turnNumbers(h: Harness, sessionId: string): Promise<number[]> {
  const rows = await h.db.database.knex("interview_turns").where({ session_id: sessionId }).orderBy("turn_no").select("turn_no");
  return rows.map((r: { turn_no: number }) => Number(r.turn_no));
}

describeEachDatabase("interview", (kind) => {
  // LAUNCH_PROMO_PLAN none: a user stored as free really is on the Free plan here.
  const h = useApi(kind, { LAUNCH_PROMO_PLAN: "none", SIGNUPS_PER_IP_PER_HOUR: "1000" });

  describe("a full interview", () => {
    it("starts with a first question that fits the role, scores a strong answer well above a weak one, and ends with a summary", async () => {
      const user = await signUpOn(h, "pro_plus");
      const api = client(h, user.session);

      const started = await api.start();
      expect(started.status).toBe(201);
      expect(started.body.session_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(started.body.first_question).toMatch(/campaign/i);
      expect(started.body.total_questions).toBe(8); // pro_plus
      expect(started.body.time_limit_minutes).toBeNull();
      const id = started.body.session_id as string;

      const strong = await api.next(id, STRONG);
      expect(strong.status).toBe(200);
      expect(strong.body).toMatchObject({ finished: false, turn: 1 });
      expect(strong.body.score).toBeGreaterThanOrEqual(8);
      expect(strong.body.feedback).toMatch(/Strong/);
      expect(strong.body.next_question).toEqual(expect.any(String));

      const weak = await api.next(id, WEAK);
      expect(weak.status).toBe(200);
      expect(weak.body.turn).toBe(2);
      expect(weak.body.score).toBeLessThanOrEqual(4);
      expect(strong.body.score - weak.body.score).toBeGreaterThanOrEqual(4);
      expect(weak.body.feedback).toMatch(/example/i);

      let last = weak.body;
      const questions = new Set<string>([started.body.first_question, strong.body.next_question]);
      for (let i = 0; i < 15 && !last.finished; i++) {
        const res = await api.next(id, `${MEDIUM} (turn ${i + 3})`);
        expect(res.status).toBe(200);
        expect(res.body.turn).toBe(i + 3);
        last = res.body;
        if (res.body.next_question) questions.add(res.body.next_question);
      }
      expect(last.finished).toBe(true);
      expect(last.next_question).toBeNull();
      expect(questions.size).toBeGreaterThanOrEqual(8);
      expect(await turnNumbers(h, id)).toEqual(Array.from({ length: last.turn }, (_, i) => i + 1));

      const finished = await api.finish(id);
      expect(finished.status).toBe(200);
      expect(finished.body.overall).toBeGreaterThan(0);
      expect(finished.body.overall).toBeLessThanOrEqual(100);
      expect(Object.keys(finished.body.section_scores).sort()).toEqual(["communication", "confidence", "impact_evidence", "role_knowledge", "structure"]);
      expect(finished.body.summary).toContain("Performance Marketing Manager");

      const row = await h.db.database.knex("interview_sessions").where({ id }).first();
      expect(row.user_id).toBe(user.session.user.id);
      expect(row.role).toBe("Performance Marketing Manager");
      expect(Number(row.overall)).toBe(finished.body.overall);
      expect(row.finished_at).not.toBeNull();

      const activity = await h.db.database.knex("activity_events").where({ user_id: user.session.user.id, kind: "interview_finished" });
      expect(activity).toHaveLength(1);
      expect(activity[0].summary).toContain(`${finished.body.overall}/100`);
    });

    it("returns the same stored result when the interview is finished twice", async () => {
      const api = client(h, (await signUp(h)).session);
      const id = (await api.start()).body.session_id;
      await api.next(id, STRONG);
      const first = await api.finish(id);
      expect(first.status).toBe(200);
      const second = await api.finish(id);
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
    });

    it("says so in the summary when the interview is finished without any answer", async () => {
      const api = client(h, (await signUp(h)).session);
      const id = (await api.start()).body.session_id;
      const res = await api.finish(id);
      expect(res.status).toBe(200);
      expect(res.body.overall).toBe(0);
      expect(Object.values(res.body.section_scores)).toEqual([0, 0, 0, 0, 0]);
      expect(res.body.summary).toMatch(/No answers were recorded/);
    });

    it("trims the role and skills and drops blank skills before planning", async () => {
      const user = await signUp(h);
      const res = await client(h, user.session).start({ role: "  Data Analyst  ", skills: ["  SQL ", "", "   ", "Tableau"], company: "   " });
      expect(res.status).toBe(201);
      const row = await h.db.database.knex("interview_sessions").where({ id: res.body.session_id }).first();
      const plan = typeof row.plan === "string" ? JSON.parse(row.plan) : row.plan;
      expect(row.role).toBe("Data Analyst");
      expect(row.seniority).toBe("mid");
      expect(row.company).toBeNull();
      expect(plan.skills).toEqual(["SQL", "Tableau"]);
      expect(plan.family).not.toBe("performance_marketing");
    });
  });

  describe("after the end", () => {
    it("answers next with finished: true and the last score once the questions run out, without recording the extra answer", async () => {
      const user = await signUpOn(h, "free");
      const api = client(h, user.session);
      const started = await api.start();
      expect(started.body).toMatchObject({ total_questions: 3, time_limit_minutes: 5 });
      const id = started.body.session_id;
      let last = (await api.next(id, STRONG)).body;
      for (let i = 0; i < 10 && !last.finished; i++) last = (await api.next(id, `${MEDIUM} Answer ${i}.`)).body;
      expect(last.finished).toBe(true);

      const extra = await api.next(id, "One more answer after the interview ended.");
      expect(extra.status).toBe(200);
      expect(extra.body).toEqual({ finished: true, next_question: null, score: last.score, feedback: last.feedback, turn: last.turn });
      expect(await turnNumbers(h, id)).toHaveLength(last.turn);
    });

    it("answers next with finished: true after Finish & Summary, even with no answers", async () => {
      const api = client(h, (await signUp(h)).session);
      const id = (await api.start()).body.session_id;
      await api.finish(id);
      const res = await api.next(id, STRONG);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ finished: true, next_question: null, score: 0, turn: 0 });
      expect(res.body.feedback).toMatch(/interview is over/);
      expect(await turnNumbers(h, id)).toEqual([]);
    });
  });

  describe("time limit", () => {
    /** Moves the session's start back, as if the candidate had been answering for that long. */
    const startedAgo = (id: string, seconds: number) =>
      h.db.database.knex("interview_sessions").where({ id }).update({ started_at: h.db.database.knex.raw(`now() - interval '${seconds} seconds'`) });

    it("does not score an answer sent well after a Free interview's five minutes, and ends the interview", async () => {
      const api = client(h, (await signUpOn(h, "free")).session);
      const started = await api.start();
      expect(started.body.time_limit_minutes).toBe(5);
      const id = started.body.session_id;
      const first = await api.next(id, STRONG);
      expect(first.body).toMatchObject({ finished: false, turn: 1 });

      await startedAgo(id, 6 * 60);
      const late = await api.next(id, MEDIUM);
      expect(late.status).toBe(200);
      expect(late.body).toMatchObject({ finished: true, next_question: null, score: first.body.score, turn: 1 });
      expect(late.body.feedback).toBe(
        "Time is up: this 5-minute interview has ended, so this answer was not scored. Finish to see your summary of the answers you gave.",
      );
      expect(await turnNumbers(h, id)).toEqual([1]);

      // The session stays over, and the summary covers the answer given in time.
      const again = await api.next(id, MEDIUM);
      expect(again.body).toMatchObject({ finished: true, next_question: null, turn: 1 });
      const finished = await api.finish(id);
      expect(finished.status).toBe(200);
      expect(finished.body.overall).toBe(Math.round(first.body.score * 10));
    });

    it("still scores an answer that arrives just after the limit, and makes it the last one", async () => {
      const api = client(h, (await signUpOn(h, "free")).session);
      const id = (await api.start()).body.session_id;
      await startedAgo(id, 5 * 60 + 10);
      const res = await api.next(id, STRONG);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ finished: true, next_question: null, turn: 1 });
      expect(res.body.score).toBeGreaterThanOrEqual(8);
      expect(await turnNumbers(h, id)).toEqual([1]);
    });

    it("lets untimed plans take as long as they need", async () => {
      const api = client(h, (await signUpOn(h, "pro_plus")).session);
      const started = await api.start();
      expect(started.body.time_limit_minutes).toBeNull();
      await startedAgo(started.body.session_id, 3 * 60 * 60);
      const res = await api.next(started.body.session_id, STRONG);
      expect(res.body).toMatchObject({ finished: false, turn: 1 });
      expect(res.body.next_question).toEqual(expect.any(String));
    });
  });

  describe("privacy", () => {
    it("answers 404 to next and finish on another user's session and on unknown ids, and leaves the owner's session untouched", async () => {
      const owner = client(h, (await signUp(h)).session);
      const other = client(h, (await signUp(h, { name: "Rohan Iyer" })).session);
      const id = (await owner.start()).body.session_id;

      for (const res of [await other.next(id, STRONG), await other.finish(id), await owner.next("00000000-0000-4000-8000-000000000000", STRONG)]) {
        expect(res.status).toBe(404);
        expect(res.headers["content-type"]).toContain("application/problem+json");
        expect(res.body.detail).toBe("That interview session was not found.");
      }

      const mine = await owner.next(id, STRONG);
      expect(mine.status).toBe(200);
      expect(mine.body.turn).toBe(1);
      const row = await h.db.database.knex("interview_sessions").where({ id }).first();
      expect(row.finished_at).toBeNull();
    });

    it("refuses interview calls without a token", async () => {
      const res = await h.api().post("/api/v1/interview/start").send(SETUP);
      expect(res.status).toBe(401);
    });
  });

  describe("plan quota", () => {
    it("gives a Free user one interview a month, then 402 with the plan's limit message", async () => {
      const user = await signUpOn(h, "free");
      const api = client(h, user.session);

      expect((await api.start()).status).toBe(201);
      const second = await api.start();
      expect(second.status).toBe(402);
      expect(second.headers["content-type"]).toContain("application/problem+json");
      expect(second.body.detail).toBe(FREE_LIMIT);
      const sessions = await h.db.database.knex("interview_sessions").where({ user_id: user.session.user.id });
      expect(sessions).toHaveLength(1);
    });

    it("does not use up an interview when the setup is refused", async () => {
      const user = await signUpOn(h, "free");
      const api = client(h, user.session);

      const blank = await api.start({ ...SETUP, role: "   " });
      expect(blank.status).toBe(400);
      expect(blank.body.detail).toMatch(/role/);
      const missing = await api.start({ seniority: "mid" });
      expect(missing.status).toBe(400);
      const badSeniority = await api.start({ ...SETUP, seniority: "intern" });
      expect(badSeniority.status).toBe(400);
      expect((await api.start()).status).toBe(201);
    });

    it("counts each start against the monthly allowance shown on the subscription", async () => {
      const user = await signUpOn(h, "pro");
      const api = client(h, user.session);
      for (let i = 0; i < 3; i++) expect((await api.start()).status).toBe(201);
      const fourth = await api.start();
      expect(fourth.status).toBe(402);
      expect(fourth.body.detail).toBe("You've used all mock interviews included in the Pro plan. Upgrade to unlock more practice sessions and advanced coaching.");
      const sub = await h.api().get("/api/v1/subscription").set("Authorization", `Bearer ${user.session.access_token}`);
      expect(sub.body.usage.mockInterviews).toMatchObject({ count: 3, limit: 3 });
    });
  });

  describe("determinism", () => {
    it("gives the same questions, scores, feedback and summary for the same setup and answers", async () => {
      const answers = [STRONG, WEAK, MEDIUM, "", "asdf qwer zxcv"].filter(Boolean);
      const run = async () => {
        const api = client(h, (await signUpOn(h, "pro_plus")).session);
        const started = await api.start();
        const replies = [];
        for (const a of answers) replies.push((await api.next(started.body.session_id, a)).body);
        const finished = (await api.finish(started.body.session_id)).body;
        return { first: started.body.first_question, total: started.body.total_questions, replies, finished };
      };
      const a = await run();
      const b = await run();
      expect(b).toEqual(a);
      expect(a.replies.map((r) => r.turn)).toEqual([1, 2, 3, 4]);
      expect(a.replies[3].score).toBeLessThanOrEqual(1); // gibberish
    });
  });

  describe("validation and concurrency", () => {
    it("refuses a blank answer with 400 and records nothing", async () => {
      const api = client(h, (await signUp(h)).session);
      const id = (await api.start()).body.session_id;
      const blank = await api.next(id, "   \n  ");
      expect(blank.status).toBe(400);
      expect(blank.body.detail).toBe("Please type an answer before submitting.");
      const empty = await api.next(id, "");
      expect(empty.status).toBe(400);
      const badId = await api.next("not-a-uuid", STRONG);
      expect(badId.status).toBe(400);
      expect(await turnNumbers(h, id)).toEqual([]);
      expect((await api.next(id, STRONG)).body.turn).toBe(1);
    });

    it("never records two concurrent answers as the same turn", async () => {
      const api = client(h, (await signUp(h)).session);
      const id = (await api.start()).body.session_id;
      const results = await Promise.all([api.next(id, STRONG), api.next(id, MEDIUM), api.next(id, WEAK)]);
      for (const r of results) expect([200, 409]).toContain(r.status);
      const ok = results.filter((r) => r.status === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      const turns = ok.map((r) => r.body.turn).sort();
      expect(new Set(turns).size).toBe(turns.length);
      expect(await turnNumbers(h, id)).toEqual(Array.from({ length: ok.length }, (_, i) => i + 1));
    });

    it("keeps the first answer when a turn number is taken twice (the unique index is the backstop)", async () => {
      const api = client(h, (await signUp(h)).session);
      const id = (await api.start()).body.session_id;
      const first = await api.next(id, STRONG);
      expect(first.status).toBe(200);
      const repo = createInterviewRepository(h.db.database.knex);
      const [stored] = await repo.listTurns(id);
      const inserted = await repo.insertTurn(id, { ...stored!, answer: "a racing duplicate" });
      expect(inserted).toBe(false);
      expect((await repo.listTurns(id)).map((t) => t.answer)).toEqual([STRONG]);
    });
  });
});
