import crypto from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi } from "../support/api-harness";
import { startFakePortals, type FakePortals } from "../support/fake-portals";
import { createLogger } from "../../server/src/lib/logger";
import { createUserRepository } from "../../server/src/modules/auth/user-repository";
import { createAutoApplyWorker } from "../../server/src/modules/auto-apply";
import { createAutoApplyRepository } from "../../server/src/modules/auto-apply/auto-apply-repository";
import { placeKeys } from "../../server/src/modules/jobs/location-match";

const GH_KEYS = { kalpaka: "gh-key-kalpaka", tarang: "gh-key-tarang" };
const LEVER_KEYS = { nimbus: "lever-key-nimbus", ketu: "lever-key-ketu" };
const ALL_OFF = { linkedin: false, greenhouse: false, lever: false, workable: false, successfactors: false, naukri: false, shine: false };
/** Greenhouse and Lever on, one role, Bengaluru or remote. */
const targeted = { portals: { ...ALL_OFF, greenhouse: true, lever: true }, roles: ["Performance Marketing Manager"], locations: ["Bengaluru", "Remote"] };

const RESUME_TEXT = "Asha Verma\nasha.verma@example.com | +91 98450 12345 | Bengaluru\n\nEXPERIENCE\nPerformance Marketing Manager, Swiggy (Jan 2021 – Present)\n";
const PARSED = {
  name: "Asha Verma",
  email: "asha.verma@example.com",
  phone: "+91 98450 12345",
  location: "Bengaluru",
  headline: "Performance Marketing Manager",
  experienceEntries: [{ title: "Performance Marketing Manager", company: "Swiggy", location: "Bengaluru", start: "Jan 2021", end: "Present", bullets: [] }],
  skills: ["Google Ads", "Meta Ads", "Google Analytics", "SQL"],
  links: ["linkedin.com/in/asha-verma"],
};

interface PostingSeed {
  title: string;
  company: string;
  portal: string;
  location?: string;
  work_mode?: "remote" | "hybrid" | "onsite";
  skills?: string[];
  apply_meta?: Record<string, unknown>;
  /** Hours ago it was posted; newer postings win ties. */
  age?: number;
}

describeEachDatabase("auto-apply", (kind) => {
  // Filled before useApi's beforeAll reads it (hooks run in the order they are registered).
  const env: Record<string, string> = {};
  let portals: FakePortals;
  beforeAll(async () => {
    portals = await startFakePortals({ greenhouseKeys: GH_KEYS, leverKeys: LEVER_KEYS });
    Object.assign(env, {
      GREENHOUSE_API_URL: portals.url,
      LEVER_API_URL: portals.url,
      GREENHOUSE_BOARD_KEYS: Object.entries(GH_KEYS).map(([b, k]) => `${b}=${k}`).join(","),
      LEVER_API_KEYS: Object.entries(LEVER_KEYS).map(([s, k]) => `${s}=${k}`).join(","),
    });
  });
  afterAll(async () => {
    await portals?.close();
  });
  const h = useApi(kind, env);

  const knex = () => h.db.database.knex;
  const worker = (options: Parameters<typeof createAutoApplyWorker>[1] = {}) =>
    createAutoApplyWorker({ knex: knex(), config: h.config, logger: createLogger("silent"), users: createUserRepository(knex()) }, options);
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function user() {
    const u = await signUp(h);
    return { id: u.session.user.id, email: u.email, token: u.session.access_token };
  }
  async function withResume(userId: string) {
    await knex()("user_resumes").insert({ user_id: userId, origin: "job_search", file_name: "asha.pdf", file_kind: "pdf", raw_text: RESUME_TEXT, parsed: JSON.stringify(PARSED), skills: PARSED.skills });
  }
  async function grant(token: string) {
    const res = await h.api().post("/api/v1/auto-apply/consent").set(auth(token)).send({ accept: true });
    expect(res.status).toBe(200);
  }
  async function save(token: string, settings: Record<string, unknown>) {
    const body = { enabled: true, min_match_pct: 60, daily_cap: 10, portals: ALL_OFF, locations: [], roles: [], pause_until: null, ...settings };
    return h.api().post("/api/v1/auto-apply/settings").set(auth(token)).send(body);
  }
  /** A user with a resume, consent and the given settings saved. */
  async function readyUser(settings: Record<string, unknown>) {
    const u = await user();
    await withResume(u.id);
    await grant(u.token);
    const res = await save(u.token, settings);
    expect(res.status).toBe(200);
    return u;
  }
  /** A job_postings row as the repository's upsert writes it (place keys included); `postedAt` overrides `age`. */
  function postingRow(p: PostingSeed, postedAt?: unknown) {
    const id = crypto.randomUUID();
    const meta =
      p.apply_meta ??
      (p.portal === "greenhouse"
        ? { board_token: "kalpaka", job_id: String(Math.floor(Math.random() * 1e9)) }
        : p.portal === "lever"
          ? { company: "nimbus", posting_id: crypto.randomUUID() }
          : {});
    const location = p.location ?? "Bengaluru, Karnataka, India";
    const workMode = p.work_mode ?? "hybrid";
    return {
      id,
      source: p.portal === "greenhouse" || p.portal === "lever" ? p.portal : "import",
      external_id: id,
      title: p.title,
      company: p.company,
      location,
      place_keys: placeKeys(location, workMode),
      description: `${p.title} at ${p.company}.`,
      work_mode: workMode,
      skills: p.skills ?? ["Google Ads", "Meta Ads", "SQL"],
      apply_link: `https://jobs.example.com/${id}`,
      portal: p.portal,
      apply_meta: JSON.stringify(meta),
      posted_at: postedAt ?? new Date(Date.now() - (p.age ?? 1) * 3_600_000),
    };
  }
  async function posting(p: PostingSeed): Promise<string> {
    const row = postingRow(p);
    await knex()("job_postings").insert(row);
    return row.id;
  }
  async function postingIdOf(jobId: string): Promise<string> {
    const row = await knex()("job_postings").where({ id: jobId }).first("apply_meta");
    const meta = row.apply_meta as { job_id?: string; posting_id?: string };
    return (meta.job_id ?? meta.posting_id)!;
  }
  async function log(token: string, query = "") {
    const res = await h.api().get(`/api/v1/auto-apply/applications${query}`).set(auth(token));
    expect(res.status).toBe(200);
    return res.body as { applications: Array<{ job_id: string; status: string; reason: string | null; portal: string; title: string; company: string; apply_link: string; score: number }>; last_run_at: string | null };
  }
  const acceptedFor = (ids: string[]) => portals.accepted.filter((a) => ids.includes(a.postingId));

  // Postings are shared by every user, so each run test starts from an empty job index in this suite's database.
  beforeEach(async () => {
    if (h.db) await knex()("job_postings").del();
  });

  describe("consent", () => {
    it("starts as not granted", async () => {
      const u = await user();
      const res = await h.api().get("/api/v1/auto-apply/consent").set(auth(u.token));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ accepted: false, granted_at: null, ip: null, consent_version: null });
    });

    it("records the time, the client's ip and the consent text version when granted", async () => {
      const u = await user();
      const before = Date.now();
      const res = await h.api().post("/api/v1/auto-apply/consent").set(auth(u.token)).set("X-Forwarded-For", "203.0.113.24").send({ accept: true });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ accepted: true, ip: "203.0.113.24", consent_version: "2026-11" });
      expect(Date.parse(res.body.granted_at)).toBeGreaterThanOrEqual(before - 1000);
      const again = await h.api().get("/api/v1/auto-apply/consent").set(auth(u.token));
      expect(again.body).toEqual(res.body);
    });

    it("keeps the consent text version the client showed", async () => {
      const u = await user();
      const res = await h.api().post("/api/v1/auto-apply/consent").set(auth(u.token)).send({ accept: true, consent_version: " 2026-11 " });
      expect(res.status).toBe(200);
      expect(res.body.consent_version).toBe("2026-11");
    });

    it("refuses a grant naming a consent text version the server does not know, and changes nothing", async () => {
      const u = await user();
      const res = await h.api().post("/api/v1/auto-apply/consent").set(auth(u.token)).send({ accept: true, consent_version: "2026-10" });
      expect(res.status).toBe(422);
      expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({
        status: 422,
        type: "https://hirewise.app/problems/unprocessable",
        detail: 'Consent text version "2026-10" is not one this server knows (current: 2026-11). Reload the page to see the current consent text, then grant consent again.',
        errors: [{ path: "/body/consent_version", message: "must be one of: 2026-11" }],
      });
      expect((await h.api().get("/api/v1/auto-apply/consent").set(auth(u.token))).body).toEqual({ accepted: false, granted_at: null, ip: null, consent_version: null });
      expect(await knex()("auto_apply_consent_events").where({ user_id: u.id })).toEqual([]);

      // A revoke is never refused, whatever version comes with it.
      await grant(u.token);
      const revoke = await h.api().post("/api/v1/auto-apply/consent").set(auth(u.token)).send({ accept: false, consent_version: "2026-10" });
      expect(revoke.status).toBe(200);
      expect(revoke.body.accepted).toBe(false);
    });

    it("revoking switches Auto-Apply off on the server at once, and both events stay in the audit trail", async () => {
      const u = await user();
      await grant(u.token);
      expect((await save(u.token, { enabled: true })).body.enabled).toBe(true);
      const res = await h.api().post("/api/v1/auto-apply/consent").set(auth(u.token)).send({ accept: false });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ accepted: false, granted_at: null, ip: null, consent_version: null });
      const settings = await h.api().get("/api/v1/auto-apply/settings").set(auth(u.token));
      expect(settings.body.enabled).toBe(false);
      const stored = await knex()("auto_apply_settings").where({ user_id: u.id }).first();
      expect(stored.enabled).toBe(false);
      const events = await knex()("auto_apply_consent_events").where({ user_id: u.id }).orderBy("created_at");
      expect(events.map((e: { action: string }) => e.action)).toEqual(["grant", "revoke"]);
      expect(events[0].consent_version).toBe("2026-11");
      expect(events[0].ip).toBeTruthy();
    });

    it("refuses a body without accept with 400, and needs a login", async () => {
      const u = await user();
      expect((await h.api().post("/api/v1/auto-apply/consent").set(auth(u.token)).send({})).status).toBe(400);
      expect((await h.api().get("/api/v1/auto-apply/consent")).status).toBe(401);
    });
  });

  describe("settings", () => {
    it("answers the section 9 defaults before anything is saved", async () => {
      const u = await user();
      const res = await h.api().get("/api/v1/auto-apply/settings").set(auth(u.token));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ enabled: false, min_match_pct: 75, daily_cap: 10, portals: ALL_OFF, locations: [], roles: [], pause_until: null });
    });

    it("refuses enabling without consent with the section 5 message, and saves nothing", async () => {
      const u = await user();
      const res = await save(u.token, { enabled: true });
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe("Please grant consent before enabling Auto-Apply.");
      expect(await knex()("auto_apply_settings").where({ user_id: u.id }).first()).toBeUndefined();
    });

    it("saves disabled settings without consent, trimmed and de-duplicated, and answers what was saved", async () => {
      const u = await user();
      const res = await save(u.token, {
        enabled: false,
        min_match_pct: 82.5,
        daily_cap: 25,
        portals: { greenhouse: true, naukri: true },
        locations: ["  Bengaluru ", "bengaluru", "", "Remote", "  "],
        roles: ["Performance Marketing Manager", "performance  marketing manager", " Growth Lead "],
        pause_until: "2026-12-01T10:00:00.000Z",
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        enabled: false,
        min_match_pct: 82.5,
        daily_cap: 25,
        portals: { ...ALL_OFF, greenhouse: true, naukri: true },
        locations: ["Bengaluru", "Remote"],
        roles: ["Performance Marketing Manager", "Growth Lead"],
        pause_until: "2026-12-01T10:00:00.000Z",
      });
      expect((await h.api().get("/api/v1/auto-apply/settings").set(auth(u.token))).body).toEqual(res.body);
    });

    it("enables once consent is granted", async () => {
      const u = await user();
      await grant(u.token);
      const res = await save(u.token, { enabled: true, portals: { ...ALL_OFF, lever: true } });
      expect(res.status).toBe(200);
      expect(res.body.enabled).toBe(true);
    });

    it("refuses numbers outside 0-100 and 1-200 with 422 and a detail, keeping the saved settings", async () => {
      const u = await user();
      await save(u.token, { enabled: false, min_match_pct: 70, daily_cap: 5 });
      for (const [body, detail] of [
        [{ min_match_pct: 101 }, "Min match percentage must be between 0 and 100."],
        [{ min_match_pct: -1 }, "Min match percentage must be between 0 and 100."],
        [{ daily_cap: 0 }, "Daily cap must be a whole number between 1 and 200."],
        [{ daily_cap: 201 }, "Daily cap must be a whole number between 1 and 200."],
      ] as const) {
        const res = await save(u.token, { enabled: false, ...body });
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(res.body.detail).toBe(detail);
      }
      const kept = await h.api().get("/api/v1/auto-apply/settings").set(auth(u.token));
      expect(kept.body).toMatchObject({ min_match_pct: 70, daily_cap: 5 });
    });

    it("accepts the bounds themselves", async () => {
      const u = await user();
      expect((await save(u.token, { enabled: false, min_match_pct: 0, daily_cap: 1 })).status).toBe(200);
      expect((await save(u.token, { enabled: false, min_match_pct: 100, daily_cap: 200 })).status).toBe(200);
    });

    it("refuses values that are not numbers, a fractional cap and unknown portals with 400", async () => {
      const u = await user();
      expect((await save(u.token, { enabled: false, min_match_pct: "lots" })).status).toBe(400);
      expect((await save(u.token, { enabled: false, daily_cap: 10.5 })).status).toBe(400);
      expect((await save(u.token, { enabled: false, portals: { ...ALL_OFF, monster: true } })).status).toBe(400);
      expect((await save(u.token, { enabled: false, pause_until: "next tuesday" })).status).toBe(400);
    });
  });

  describe("a run", () => {

    it("applies through Greenhouse and Lever only to postings that clear min match, roles and locations", async () => {
      const u = await readyUser({ ...targeted, min_match_pct: 60 });
      const fit = await posting({ title: "Performance Marketing Manager", company: "Kalpaka Commerce", portal: "greenhouse", skills: ["Google Ads", "Meta Ads", "SQL"] });
      const remote = await posting({ title: "Senior Performance Marketing Manager", company: "Nimbus Pay", portal: "lever", location: "Remote, India", work_mode: "remote", skills: ["Google Ads", "Google Analytics"] });
      const wrongCity = await posting({ title: "Performance Marketing Manager", company: "Mumbai Retail", portal: "greenhouse", location: "Mumbai, Maharashtra" });
      const wrongRole = await posting({ title: "Data Engineer", company: "Dataworks", portal: "lever", skills: ["Google Ads", "SQL"] });
      const weak = await posting({ title: "Performance Marketing Manager", company: "Backend Co", portal: "greenhouse", skills: ["Python", "Kubernetes", "Java", "Go"] });
      const otherPortal = await posting({ title: "Performance Marketing Manager", company: "Elsewhere", portal: "other" });
      const portalOff = await posting({ title: "Performance Marketing Manager", company: "Naukri Co", portal: "naukri" });

      const summary = await worker().runForUser(u.id);
      // The other four are skipped, each for its reason (the run explains itself: tests/api/auto-apply-runs.test.ts).
      expect(summary).toMatchObject({ outcome: "completed", considered: 7, counts: { submitted: 2, ready_for_you: 0, failed: 0, skipped: 5 }, rateLimited: false });
      expect(Object.fromEntries(summary.skips.map((g) => [g.reason, g.count]))).toEqual({ portal_off: 2, outside_roles: 1, outside_locations: 1, below_min_match: 1 });

      const gh = acceptedFor([await postingIdOf(fit)]);
      expect(gh).toHaveLength(1);
      expect(gh[0]).toMatchObject({ portal: "greenhouse", owner: "kalpaka", authorization: `Basic ${Buffer.from("gh-key-kalpaka:").toString("base64")}` });
      expect(gh[0]!.fields).toMatchObject({ first_name: "Asha", last_name: "Verma", email: "asha.verma@example.com", phone: "+91 98450 12345" });
      // multipart/form-data sends text fields with CRLF line breaks.
      expect(gh[0]!.fields.resume_text!.replace(/\r\n/g, "\n")).toBe(RESUME_TEXT);
      const lv = acceptedFor([await postingIdOf(remote)]);
      expect(lv).toHaveLength(1);
      expect(lv[0]!.query.key).toBe("lever-key-nimbus");
      expect(lv[0]!.fields).toMatchObject({ name: "Asha Verma", email: "asha.verma@example.com", org: "Swiggy", "urls[LinkedIn]": "https://linkedin.com/in/asha-verma" });
      expect(lv[0]!.resume).toMatchObject({ name: "Asha_Verma_Resume.txt", text: RESUME_TEXT });
      for (const id of [wrongCity, wrongRole, weak, otherPortal, portalOff]) expect(acceptedFor([await postingIdOf(id).catch(() => "")])).toHaveLength(0);

      const body = await log(u.token);
      expect(body.applications.map((a) => a.job_id).sort()).toEqual([fit, remote].sort());
      expect(body.applications.every((a) => a.status === "submitted" && a.reason === null && a.score >= 60)).toBe(true);
      expect(body.applications.find((a) => a.job_id === fit)).toMatchObject({ title: "Performance Marketing Manager", company: "Kalpaka Commerce", portal: "greenhouse" });
      expect(body.last_run_at).not.toBeNull();
    });

    it("reads only postings that fit the roles and locations, as the job search reads places", async () => {
      const u = await readyUser({ ...targeted, locations: ["Bengaluru", "Remote", "Pune"] });
      const fits = [
        await posting({ title: "Performance Marketing Manager", company: "Spelling Co", portal: "greenhouse", location: "Bangalore" }),
        await posting({ title: "Senior Performance Marketing Manager", company: "Remote Co", portal: "lever", location: "Remote (India)", work_mode: "remote" }),
        await posting({ title: "Marketing Manager, Performance", company: "Pune Co", portal: "greenhouse", location: "Baner, Pune, Maharashtra" }),
      ];
      await posting({ title: "Performance Marketing Manager", company: "Mumbai Co", portal: "greenhouse", location: "Mumbai" });
      await posting({ title: "Data Engineer", company: "Wrong Role Co", portal: "greenhouse" });
      await posting({ title: "Product Manager", company: "Generic Word Co", portal: "lever" });
      await posting({ title: "Performance Marketing Manager", company: "Portal Off Co", portal: "naukri" });
      // Written without place keys (not through the repository): still found by its location text.
      const keyless = postingRow({ title: "Performance Marketing Manager", company: "Keyless Co", portal: "lever", location: "Bengaluru" });
      await knex()("job_postings").insert({ ...keyless, place_keys: [] });

      const repo = createAutoApplyRepository(knex());
      const filter = { portals: ["greenhouse", "lever"], roles: targeted.roles, locations: ["Bengaluru", "Remote", "Pune"] };
      const found = await repo.candidatePostings(u.id, filter, { limit: 50 });
      expect(found.map((r) => r.id).sort()).toEqual([...fits, keyless.id].sort());
      // A country takes in its cities; "Anywhere" lifts the location filter.
      const inIndia = await repo.candidatePostings(u.id, { ...filter, locations: ["India"] }, { limit: 50 });
      expect(inIndia.map((r) => r.company).sort()).toEqual(["Keyless Co", "Mumbai Co", "Pune Co", "Remote Co", "Spelling Co"]);
      expect(await repo.candidatePostings(u.id, { ...filter, roles: [], locations: ["Anywhere"] }, { limit: 50 })).toHaveLength(7);
    });

    it("pages past newer postings that do not qualify, so older matching postings are still applied to", async () => {
      const u = await readyUser({ ...targeted, min_match_pct: 60 });
      // Newer than the matches and more of them than a page: wrong role or city (left out in SQL), and the right
      // role and city with the wrong skills (scored below min match). The weak ones share one posted_at, to the
      // microsecond, so pages break inside a tie.
      const fresh = [
        ...Array.from({ length: 6 }, (_, i) => postingRow({ title: "Data Engineer", company: `Wrong Role ${i}`, portal: "greenhouse", age: 1 })),
        ...Array.from({ length: 6 }, (_, i) => postingRow({ title: "Performance Marketing Manager", company: `Wrong City ${i}`, portal: "lever", location: "Mumbai", age: 1 })),
        ...Array.from({ length: 9 }, (_, i) =>
          postingRow({ title: "Performance Marketing Manager", company: `Weak ${i}`, portal: i % 2 ? "lever" : "greenhouse", skills: ["Python", "Kubernetes", "Java", "Go"] }, knex().raw("now() - interval '2 hours'")),
        ),
      ];
      await knex()("job_postings").insert(fresh);
      const older = [
        await posting({ title: "Performance Marketing Manager", company: "Old Match Co", portal: "greenhouse", age: 100 }),
        await posting({ title: "Performance Marketing Manager", company: "Older Match Co", portal: "lever", location: "Remote", work_mode: "remote", age: 500 }),
      ];
      const window = 4;
      expect(fresh.length).toBeGreaterThan(window);

      // A run that may read only one page does not get to them...
      expect((await worker({ candidateWindow: window, maxCandidates: window }).runForUser(u.id)).counts.submitted).toBe(0);
      // ...paging does, and sends nothing else.
      const run = await worker({ candidateWindow: window }).runForUser(u.id);
      expect(run).toMatchObject({ outcome: "completed", considered: 23, counts: { submitted: 2, ready_for_you: 0, failed: 0, skipped: 21 } });
      expect(Object.fromEntries(run.skips.map((g) => [g.reason, g.count]))).toEqual({ outside_roles: 6, outside_locations: 6, below_min_match: 9 });
      expect(acceptedFor(await Promise.all(older.map(postingIdOf)))).toHaveLength(2);
      expect(acceptedFor(await Promise.all(fresh.map((f) => postingIdOf(f.id))))).toHaveLength(0);
      expect((await log(u.token)).applications.map((a) => a.job_id).sort()).toEqual([...older].sort());
      expect((await worker({ candidateWindow: window }).runForUser(u.id)).counts.submitted).toBe(0);
    });

    it("applies to at most daily_cap postings a day, best matches first", async () => {
      const u = await readyUser({ ...targeted, min_match_pct: 50, daily_cap: 2 });
      const best = await posting({ title: "Performance Marketing Manager", company: "A Co", portal: "greenhouse", skills: ["Google Ads", "Meta Ads", "SQL"], age: 5 });
      const second = await posting({ title: "Performance Marketing Manager", company: "B Co", portal: "lever", skills: ["Google Ads", "Meta Ads"], age: 1 });
      const third = await posting({ title: "Performance Marketing Manager", company: "C Co", portal: "greenhouse", skills: ["Google Ads", "Python", "Java"], age: 1 });

      const first = await worker().runForUser(u.id);
      expect(first).toMatchObject({ outcome: "cap_reached", counts: { submitted: 2 } });
      expect((await log(u.token)).applications.map((a) => a.job_id).sort()).toEqual([best, second].sort());
      // Later the same day: the cap is used up.
      const later = await worker().runForUser(u.id);
      expect(later.outcome).toBe("cap_reached");
      expect(later.counts.submitted).toBe(0);
      expect(later.message).toBe("You've reached today's limit of 2 applications. Auto-Apply continues tomorrow.");
      expect(acceptedFor([await postingIdOf(third)])).toHaveLength(0);
      // Yesterday's attempts (in the user's day) do not count against today.
      await knex()("auto_apply_applications").where({ user_id: u.id }).update({ created_at: new Date(Date.now() - 26 * 3_600_000) });
      const tomorrow = await worker().runForUser(u.id);
      expect(tomorrow.counts.submitted).toBe(1);
      expect(acceptedFor([await postingIdOf(third)])).toHaveLength(1);
    });

    it("counts the daily cap in the user's own day, not the last 24 hours", async () => {
      // A zone without daylight saving where it is now between 03:00 and 21:00, so 'just before midnight'
      // is yesterday there yet less than 24 hours ago.
      const now = new Date();
      const zones = ["Asia/Kolkata", "Asia/Tokyo", "Asia/Dubai", "America/Bogota", "America/Phoenix", "Pacific/Honolulu"];
      const clock = (tz: string) => {
        const parts = Object.fromEntries(
          new Intl.DateTimeFormat("en-GB", { timeZone: tz, hourCycle: "h23", hour: "2-digit", minute: "2-digit", second: "2-digit" }).formatToParts(now).map((p) => [p.type, p.value]),
        );
        return { hour: Number(parts.hour), secondsIntoDay: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second) };
      };
      const timeZone = zones.find((tz) => clock(tz).hour >= 3 && clock(tz).hour < 21)!;
      const midnight = now.getTime() - clock(timeZone).secondsIntoDay * 1000 - now.getMilliseconds();

      const u = await readyUser({ ...targeted, min_match_pct: 50, daily_cap: 2 });
      await knex()("users").where({ id: u.id }).update({ time_zone: timeZone });
      const earlier = (minutesFromMidnight: number, company: string) => ({
        user_id: u.id,
        job_id: crypto.randomUUID(),
        title: "Performance Marketing Manager",
        company,
        company_key: company.toLowerCase(),
        portal: "greenhouse",
        apply_link: "https://jobs.example.com/earlier",
        score: 80,
        status: "submitted",
        attempts: 1,
        created_at: new Date(midnight + minutesFromMidnight * 60_000),
      });
      // Two attempts a minute before the user's midnight (yesterday for them), one a minute after (today).
      await knex()("auto_apply_applications").insert([earlier(-1, "Late Co 1"), earlier(-1, "Late Co 2"), earlier(1, "Early Co")]);
      const jobs = [];
      for (let i = 0; i < 3; i++) jobs.push(await posting({ title: "Performance Marketing Manager", company: `Day Co ${i}`, portal: "greenhouse", age: i + 1 }));

      const run = await worker().runForUser(u.id);
      expect(run).toMatchObject({ outcome: "cap_reached", counts: { submitted: 1 } });
      expect(acceptedFor(await Promise.all(jobs.map(postingIdOf)))).toHaveLength(1);
    });

    it("never applies twice to a posting, even when runs are retried or overlap", async () => {
      const u = await readyUser({ ...targeted, min_match_pct: 50 });
      const a = await posting({ title: "Performance Marketing Manager", company: "Once Co", portal: "greenhouse" });
      const b = await posting({ title: "Performance Marketing Manager", company: "Twice Co", portal: "lever" });
      const w = worker();
      const [r1, r2] = await Promise.all([w.runForUser(u.id), w.runForUser(u.id)]);
      expect(r1.counts.submitted + r2.counts.submitted).toBe(2);
      const retry = await w.runForUser(u.id);
      expect(retry.counts).toEqual({ submitted: 0, ready_for_you: 0, failed: 0, skipped: 0 });
      expect(acceptedFor([await postingIdOf(a), await postingIdOf(b)])).toHaveLength(2);
      const rows = await knex()("auto_apply_applications").where({ user_id: u.id });
      expect(rows).toHaveLength(2);
    });

    it("keeps overlapping runs within the daily cap together", async () => {
      const u = await readyUser({ ...targeted, min_match_pct: 50, daily_cap: 2 });
      for (let i = 0; i < 5; i++) await posting({ title: "Performance Marketing Manager", company: `Overlap Co ${i}`, portal: i % 2 ? "lever" : "greenhouse" });
      const w = worker();
      const runs = await Promise.all([w.runForUser(u.id), w.runForUser(u.id), w.runForUser(u.id)]);
      expect(runs.reduce((n, r) => n + r.counts.submitted, 0)).toBe(2);
      expect((await log(u.token)).applications.filter((a) => a.status === "submitted")).toHaveLength(2);
    });

    it("hands portals without a public application API to the user as ready for you, with the apply link", async () => {
      const u = await readyUser({ portals: { ...ALL_OFF, naukri: true, linkedin: true, shine: true, workable: true, successfactors: true }, min_match_pct: 50 });
      const ids: Record<string, string> = {};
      for (const portal of ["naukri", "linkedin", "shine", "workable", "successfactors"]) {
        ids[portal] = await posting({ title: "Performance Marketing Manager", company: `${portal} employer`, portal });
      }
      const summary = await worker().runForUser(u.id);
      expect(summary.counts).toEqual({ submitted: 0, ready_for_you: 5, failed: 0, skipped: 0 });
      const body = await log(u.token);
      expect(body.applications).toHaveLength(5);
      for (const a of body.applications) {
        expect(a.status).toBe("ready_for_you");
        expect(a.apply_link).toBe(`https://jobs.example.com/${a.job_id}`);
        expect(a.reason).toMatch(/Finish this one in a click\.$/);
      }
      expect(body.applications.find((a) => a.portal === "naukri")!.reason).toBe("Naukri has no public application API. Finish this one in a click.");
      expect(portals.requests.filter((r) => Object.values(ids).includes(r.postingId))).toHaveLength(0);
    });

    it("records portal failures with their reason, and hands over postings whose employer key is missing", async () => {
      const u = await readyUser({ ...targeted, min_match_pct: 50 });
      const closed = await posting({ title: "Performance Marketing Manager", company: "Closed Co", portal: "greenhouse" });
      const broken = await posting({ title: "Performance Marketing Manager", company: "Broken Co", portal: "lever" });
      const gone = await posting({ title: "Performance Marketing Manager", company: "Gone Co", portal: "greenhouse" });
      const noKey = await posting({ title: "Performance Marketing Manager", company: "Keyless Co", portal: "greenhouse", apply_meta: { board_token: "keyless", job_id: "777001" } });
      const noMeta = await posting({ title: "Performance Marketing Manager", company: "Metaless Co", portal: "lever", apply_meta: {} });
      portals.script(await postingIdOf(closed), ["422"]);
      portals.script(await postingIdOf(broken), ["500"]);
      portals.script(await postingIdOf(gone), ["404"]);

      const summary = await worker().runForUser(u.id);
      expect(summary.counts).toEqual({ submitted: 0, ready_for_you: 2, failed: 3, skipped: 0 });
      expect(summary.rateLimited).toBe(false);
      const byJob = Object.fromEntries((await log(u.token)).applications.map((a) => [a.job_id, a]));
      expect(byJob[closed]).toMatchObject({ status: "failed", reason: "Greenhouse rejected the application (422): Job post is not live" });
      expect(byJob[broken]).toMatchObject({ status: "failed", reason: "Lever had a server error (500); not resent, so it cannot arrive twice." });
      expect(byJob[gone]).toMatchObject({ status: "failed", reason: "The posting is no longer open on Greenhouse (404)." });
      expect(byJob[noKey]).toMatchObject({ status: "ready_for_you" });
      expect(byJob[noKey]!.reason).toContain("employer's key");
      expect(byJob[noMeta]).toMatchObject({ status: "ready_for_you" });
      // Failures other than rate limits are final: a later run does not resend them.
      const again = await worker().runForUser(u.id);
      expect(again.counts).toEqual({ submitted: 0, ready_for_you: 0, failed: 0, skipped: 0 });
      expect(portals.requests.filter((r) => r.postingId === "777001")).toHaveLength(1);
    });

    it("keeps a rate-limited attempt as failed 'rate limited, will retry' and sends it once on the retry", async () => {
      const u = await readyUser({ ...targeted, min_match_pct: 50, daily_cap: 1 });
      const busy = await posting({ title: "Performance Marketing Manager", company: "Busy Co", portal: "lever" });
      const busyId = await postingIdOf(busy);
      portals.script(busyId, ["429"]);

      const first = await worker().runForUser(u.id);
      expect(first).toMatchObject({ rateLimited: true, counts: { failed: 1 } });
      const row = (await log(u.token)).applications[0]!;
      expect(row).toMatchObject({ job_id: busy, status: "failed" });
      expect(row.reason).toContain("rate limited, will retry");

      // The queue's retry: the same row is claimed again and the cap slot it used today is reused.
      const retry = await worker().runForUser(u.id);
      expect(retry).toMatchObject({ rateLimited: false, counts: { submitted: 1 } });
      const after = await log(u.token);
      expect(after.applications).toHaveLength(1);
      expect(after.applications[0]).toMatchObject({ job_id: busy, status: "submitted", reason: null });
      expect(acceptedFor([busyId])).toHaveLength(1);
      expect(portals.requests.filter((r) => r.postingId === busyId).map((r) => r.status)).toEqual([429, 200]);
    });

    it("skips a company applied to in the last 30 days, and shows why", async () => {
      const u = await readyUser({ ...targeted, min_match_pct: 50 });
      const firstJob = await posting({ title: "Performance Marketing Manager", company: "Repeat Co", portal: "greenhouse", age: 3 });
      const sameRun = await posting({ title: "Performance Marketing Manager", company: "repeat co", portal: "lever", skills: ["Google Ads", "Python"], age: 2 });
      const first = await worker().runForUser(u.id);
      expect(first.counts).toMatchObject({ submitted: 1, skipped: 1 });
      const byJob = Object.fromEntries((await log(u.token)).applications.map((a) => [a.job_id, a]));
      expect(byJob[firstJob]!.status).toBe("submitted");
      expect(byJob[sameRun]).toMatchObject({ status: "skipped", reason: "You applied to repeat co in the last 30 days, so this posting was skipped." });

      // 29 days on, still skipped; 31 days on, the company is open again.
      await knex()("auto_apply_applications").where({ user_id: u.id, job_id: firstJob }).update({ created_at: new Date(Date.now() - 29 * 86_400_000) });
      expect((await worker().runForUser(u.id)).counts.submitted).toBe(0);
      await knex()("auto_apply_applications").where({ user_id: u.id, job_id: firstJob }).update({ created_at: new Date(Date.now() - 31 * 86_400_000) });
      const later = await worker().runForUser(u.id);
      expect(later.counts.submitted).toBe(1);
      expect(acceptedFor([await postingIdOf(sameRun)])).toHaveLength(1);
      expect((await log(u.token)).applications.find((a) => a.job_id === sameRun)).toMatchObject({ status: "submitted", reason: null });
    });

    it("stops at the next posting once consent is revoked mid-run", async () => {
      const u = await readyUser({ ...targeted, min_match_pct: 50 });
      const jobs = [];
      for (let i = 0; i < 3; i++) jobs.push(await posting({ title: "Performance Marketing Manager", company: `Stop Co ${i}`, portal: "greenhouse", age: i + 1 }));
      const firstId = await postingIdOf(jobs[0]!);
      portals.onApplication = async (postingId) => {
        if (postingId === firstId) expect((await h.api().post("/api/v1/auto-apply/consent").set(auth(u.token)).send({ accept: false })).status).toBe(200);
      };
      try {
        const summary = await worker().runForUser(u.id);
        expect(summary.outcome).toBe("stopped");
        expect(summary.counts.submitted).toBe(1);
      } finally {
        portals.onApplication = undefined;
      }
      // A run queued before the revoke (or the queue's retry) sends nothing either.
      expect(await worker().runForUser(u.id)).toMatchObject({ outcome: "inactive", counts: { submitted: 0, ready_for_you: 0, failed: 0, skipped: 0 } });
      expect(acceptedFor(await Promise.all(jobs.map(postingIdOf)))).toHaveLength(1);
      expect((await log(u.token)).applications).toHaveLength(1);
    });

    it("stops when a pause begins mid-run, and does nothing while paused", async () => {
      const u = await readyUser({ ...targeted, min_match_pct: 50 });
      const jobs = [];
      for (let i = 0; i < 2; i++) jobs.push(await posting({ title: "Performance Marketing Manager", company: `Pause Co ${i}`, portal: "lever", age: i + 1 }));
      const firstId = await postingIdOf(jobs[0]!);
      const pauseUntil = new Date(Date.now() + 86_400_000).toISOString();
      portals.onApplication = async (postingId) => {
        if (postingId === firstId) expect((await save(u.token, { ...targeted, min_match_pct: 50, pause_until: pauseUntil })).status).toBe(200);
      };
      try {
        expect((await worker().runForUser(u.id)).outcome).toBe("stopped");
      } finally {
        portals.onApplication = undefined;
      }
      expect((await worker().runForUser(u.id)).outcome).toBe("inactive");
      expect(acceptedFor(await Promise.all(jobs.map(postingIdOf)))).toHaveLength(1);
      const run = await h.api().post("/api/v1/auto-apply/run").set(auth(u.token));
      expect(run.status).toBe(422);
      expect(run.body.detail).toBe("Auto-Apply is paused. Clear 'pause until' and save to run it now.");
    });

    it("records nothing when the user has no resume yet, and says so", async () => {
      const u = await user();
      await grant(u.token);
      await save(u.token, { ...targeted, min_match_pct: 0 });
      await posting({ title: "Performance Marketing Manager", company: "Resume Co", portal: "greenhouse" });
      const summary = await worker().runForUser(u.id);
      expect(summary.outcome).toBe("no_resume");
      expect(summary.message).toBe("Upload your resume in the job search workspace first: Auto-Apply applies with your latest resume.");
      const body = await log(u.token);
      expect(body.applications).toEqual([]);
      expect(body.last_run_at).not.toBeNull();
    });

    it("runs on demand: POST /auto-apply/run answers 202 with the counts when no queue runs", async () => {
      const u = await readyUser({ ...targeted, min_match_pct: 50 });
      await posting({ title: "Performance Marketing Manager", company: "Demand Co", portal: "greenhouse" });
      const res = await h.api().post("/api/v1/auto-apply/run").set(auth(u.token));
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ status: "completed", message: "Auto-Apply looked at 1 new posting: 1 submitted, 0 ready for you, 0 failed, 0 skipped.", considered: 1, submitted: 1, ready_for_you: 0, failed: 0, skipped: 0 });
      expect(res.body.run).toMatchObject({ trigger: "manual", outcome: "completed", considered: 1, submitted: 1, skips: [] });
    });

    it("refuses an on-demand run without consent or while switched off", async () => {
      const u = await user();
      const noConsent = await h.api().post("/api/v1/auto-apply/run").set(auth(u.token));
      expect(noConsent.status).toBe(422);
      expect(noConsent.body.detail).toBe("Please grant consent before running Auto-Apply.");
      await grant(u.token);
      const off = await h.api().post("/api/v1/auto-apply/run").set(auth(u.token));
      expect(off.status).toBe(422);
      expect(off.body.detail).toBe("Auto-Apply is switched off. Enable it and save your settings first.");
    });

    it("the schedule picks only users with consent, enabled and not paused", async () => {
      const active = await readyUser({ ...targeted });
      const paused = await readyUser({ ...targeted, pause_until: new Date(Date.now() + 3_600_000).toISOString() });
      const pauseOver = await readyUser({ ...targeted, pause_until: new Date(Date.now() - 3_600_000).toISOString() });
      const revoked = await readyUser({ ...targeted });
      await h.api().post("/api/v1/auto-apply/consent").set(auth(revoked.token)).send({ accept: false });
      const ids = await worker().activeUserIds();
      expect(ids).toContain(active.id);
      expect(ids).toContain(pauseOver.id);
      expect(ids).not.toContain(paused.id);
      expect(ids).not.toContain(revoked.id);
    });
  });

  describe("the applications log", () => {
    it("lists every attempt newest first, honours limit, and is empty before any run", async () => {
      const u = await readyUser({ portals: { ...ALL_OFF, greenhouse: true, naukri: true }, min_match_pct: 50 });
      const empty = await log(u.token);
      expect(empty).toEqual({ applications: [], last_run_at: null });
      for (let i = 0; i < 3; i++) await posting({ title: "Performance Marketing Manager", company: `Log Co ${i}`, portal: i === 1 ? "naukri" : "greenhouse", age: i + 1 });
      await worker().runForUser(u.id);
      const all = await log(u.token);
      expect(all.applications).toHaveLength(3);
      const times = all.applications.map((a) => Date.parse((a as unknown as { created_at: string }).created_at));
      expect([...times].sort((x, y) => y - x)).toEqual(times);
      expect(new Set(all.applications.map((a) => a.status))).toEqual(new Set(["submitted", "ready_for_you"]));
      expect((await log(u.token, "?limit=2")).applications).toHaveLength(2);
      expect((await h.api().get("/api/v1/auto-apply/applications?limit=0").set(auth(u.token))).status).toBe(400);
    });

    it("shows only the signed-in user's attempts", async () => {
      const a = await readyUser({ ...targeted, min_match_pct: 50 });
      const b = await user();
      await posting({ title: "Performance Marketing Manager", company: "Mine Co", portal: "greenhouse" });
      await worker().runForUser(a.id);
      expect((await log(a.token)).applications).toHaveLength(1);
      expect((await log(b.token)).applications).toHaveLength(0);
    });
  });
});
