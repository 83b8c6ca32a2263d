import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";
import { MAX_DRAFTS } from "../../server/src/modules/resume-builder/drafts-service";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const MISSING = "00000000-0000-4000-8000-000000000000";

const ANSWER =
  "At Meesho I rebuilt the weekly sales reporting in SQL and Tableau. Report preparation fell from two days to twenty minutes, and data errors dropped by 90% after I added quality checks.";

/** A finished interview of the user: started, one answer, finished. */
async function finishedInterview(h: Harness, token: string, setup: Record<string, unknown> = { role: "Data Analyst", seniority: "senior", skills: ["SQL"], company: "Flipkart" }) {
  const started = await h.api().post("/api/v1/interview/start").set(bearer(token)).send(setup);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = started.body.session_id as string;
  expect((await h.api().post("/api/v1/interview/next").set(bearer(token)).send({ session_id: id, answer: ANSWER })).status).toBe(200);
  const finished = await h.api().post("/api/v1/interview/finish").set(bearer(token)).send({ session_id: id });
  expect(finished.status).toBe(200);
  return { id, question: started.body.first_question as string, result: finished.body as { overall: number; section_scores: Record<string, number>; summary: string } };
}

describeEachDatabase("interview: Save Results", (kind) => {
  const h = useApi(kind, { SIGNUPS_PER_IP_PER_HOUR: "1000" });

  it("saves a finished interview under the role's title, lists it and reopens it whole", async () => {
    const user = await signUp(h);
    const token = user.session.access_token;
    const { id, question, result } = await finishedInterview(h, token);

    const saved = await h.api().post(`/api/v1/interview/sessions/${id}/save`).set(bearer(token)).send();
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      session_id: id,
      title: "Data Analyst mock interview at Flipkart",
      role: "Data Analyst",
      seniority: "senior",
      company: "Flipkart",
      overall: result.overall,
      answers: 1,
    });
    expect(Date.parse(saved.body.saved_at)).toBeGreaterThanOrEqual(Date.parse(saved.body.finished_at));

    const list = await h.api().get("/api/v1/interview/sessions").set(bearer(token));
    expect(list.status).toBe(200);
    expect(list.body.sessions).toEqual([saved.body]);

    const detail = await h.api().get(`/api/v1/interview/sessions/${id}`).set(bearer(token));
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ ...saved.body, section_scores: result.section_scores, summary: result.summary });
    expect(detail.body.turns).toEqual([{ turn: 1, question, answer: ANSWER, score: expect.any(Number), feedback: expect.any(String) }]);
  });

  it("renames on a second save, keeps the first saved time, and lists the most recently saved first", async () => {
    const user = await signUp(h);
    const token = user.session.access_token;
    const first = await finishedInterview(h, token);
    const second = await finishedInterview(h, token, { role: "Staff Nurse", seniority: "mid", skills: ["patient care"] });
    const a = await h.api().post(`/api/v1/interview/sessions/${first.id}/save`).set(bearer(token)).send({ title: "  Flipkart   practice " });
    expect(a.body.title).toBe("Flipkart practice");
    const b = await h.api().post(`/api/v1/interview/sessions/${second.id}/save`).set(bearer(token)).send({});
    expect(b.body.title).toBe("Staff Nurse mock interview");
    const renamed = await h.api().post(`/api/v1/interview/sessions/${first.id}/save`).set(bearer(token)).send({ title: "Flipkart, take one" });
    expect(renamed.body).toMatchObject({ title: "Flipkart, take one", saved_at: a.body.saved_at });
    // Saving again without a title keeps the name it has.
    expect((await h.api().post(`/api/v1/interview/sessions/${first.id}/save`).set(bearer(token)).send()).body.title).toBe("Flipkart, take one");
    const list = await h.api().get("/api/v1/interview/sessions").set(bearer(token));
    expect(list.body.sessions.map((s: { session_id: string }) => s.session_id)).toEqual([second.id, first.id]);
  });

  it("refuses to save an interview that is not finished (409) and a blank title (400)", async () => {
    const user = await signUp(h);
    const token = user.session.access_token;
    const started = await h.api().post("/api/v1/interview/start").set(bearer(token)).send({ role: "Data Analyst", seniority: "mid", skills: [] });
    const res = await h.api().post(`/api/v1/interview/sessions/${started.body.session_id}/save`).set(bearer(token)).send();
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe("This interview is not finished yet. Finish it to see your summary, then save the results.");
    // An unfinished interview can still be opened: no scores yet.
    const detail = await h.api().get(`/api/v1/interview/sessions/${started.body.session_id}`).set(bearer(token));
    expect(detail.body).toMatchObject({ overall: null, finished_at: null, saved_at: null, section_scores: null, summary: null, turns: [], answers: 0 });
    const { id } = await finishedInterview(h, token);
    const blank = await h.api().post(`/api/v1/interview/sessions/${id}/save`).set(bearer(token)).send({ title: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].path).toBe("/body/title");
  });

  it("takes an interview out of the saved list without deleting it", async () => {
    const user = await signUp(h);
    const token = user.session.access_token;
    const { id } = await finishedInterview(h, token);
    await h.api().post(`/api/v1/interview/sessions/${id}/save`).set(bearer(token)).send();
    expect((await h.api().delete(`/api/v1/interview/sessions/${id}/save`).set(bearer(token))).status).toBe(204);
    expect((await h.api().get("/api/v1/interview/sessions").set(bearer(token))).body.sessions).toEqual([]);
    expect((await h.api().get(`/api/v1/interview/sessions/${id}`).set(bearer(token))).body.saved_at).toBeNull();
    expect((await h.api().get("/api/v1/dashboard").set(bearer(token))).body.interview_scores).toHaveLength(1);
  });

  it("answers another user's interview exactly like a missing one", async () => {
    const owner = await signUp(h);
    const stranger = await signUp(h);
    const { id } = await finishedInterview(h, owner.session.access_token);
    for (const [method, path] of [
      ["get", `/api/v1/interview/sessions/${id}`],
      ["post", `/api/v1/interview/sessions/${id}/save`],
      ["delete", `/api/v1/interview/sessions/${id}/save`],
      ["get", `/api/v1/interview/sessions/${MISSING}`],
    ] as const) {
      const res = await h.api()[method](path).set(bearer(stranger.session.access_token));
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.detail).toBe("That interview session was not found.");
    }
    expect((await h.api().get("/api/v1/interview/sessions/not-a-uuid").set(bearer(stranger.session.access_token))).status).toBe(400);
    expect((await h.api().get("/api/v1/interview/sessions").set(bearer(stranger.session.access_token))).body.sessions).toEqual([]);
  });
});

/** A form as a person leaves it: odd spacing, blank lines and entries, CRLF, non-Latin text, bullets with markers. */
function awkwardForm() {
  return {
    info: {
      name: "  Priya   Sharma ",
      email: "priya.sharma@example.com",
      phone: "+91 98765 43210",
      location: "बेंगलुरु, Karnataka",
      headline: "Performance Marketing Manager 🚀",
      summary: "Line one.\r\n\r\n  Indented line two.\n",
      skills: "Google Ads,, Meta Ads ,SQL,  ",
      target_role: "Growth Marketing Lead",
      target_company: "",
      education: "MBA (Marketing), NMIMS Mumbai, 2018\n\n\nB.Com, St. Xavier's\n",
    },
    experience: [
      { title: "Performance Marketing Manager", company: "Swiggy", location: "Bengaluru", start: "Jan 2021", end: "Present", bullets: "- Scaled installs 1.2M/quarter\n• Cut CPI 18%\n\n   " },
      { title: "", company: "", location: "", start: "", end: "", bullets: "" },
    ],
    projects: [{ name: "Attribution model", link: "https://example.com/a?b=c&d=e", bullets: "1) Built in SQL\n2) Adopted by 40 marketers" }],
    instructions: "Keep it to one page.\tLead with analytics.",
    existing_resume_text: "PRIYA SHARMA\n\u00a0Experience…\n",
    reference_resume_text: "",
    focus_gaps: true,
    markdown: "# Priya Sharma\n\n## Summary\nPerformance marketer.\n",
  };
}

describeEachDatabase("resume builder: drafts (Save Draft)", (kind) => {
  const h = useApi(kind, { SIGNUPS_PER_IP_PER_HOUR: "1000" });

  it("stores the form exactly as sent: created, read back, updated and read back again are the same form", async () => {
    const user = await signUp(h);
    const token = user.session.access_token;
    const form = awkwardForm();
    const created = await h.api().post("/api/v1/resume-builder/drafts").set(bearer(token)).send({ name: "  Razorpay   application ", form });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Razorpay application", target_role: "Growth Marketing Lead", form });
    expect(created.body.created_at).toBe(created.body.updated_at);

    const read = await h.api().get(`/api/v1/resume-builder/drafts/${created.body.id}`).set(bearer(token));
    expect(read.status).toBe(200);
    expect(read.body.form).toEqual(form);

    const changed = { ...form, info: { ...form.info, target_role: "Head of Growth", skills: "" }, experience: [], focus_gaps: false, markdown: "" };
    const updated = await h.api().put(`/api/v1/resume-builder/drafts/${created.body.id}`).set(bearer(token)).send({ name: "Head of Growth", form: changed });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.body.id, name: "Head of Growth", target_role: "Head of Growth", created_at: created.body.created_at, form: changed });
    expect(Date.parse(updated.body.updated_at)).toBeGreaterThan(Date.parse(created.body.updated_at));
    expect((await h.api().get(`/api/v1/resume-builder/drafts/${created.body.id}`).set(bearer(token))).body.form).toEqual(changed);
  });

  it("keeps a form's built resume as sent: null before the first build, the document after it, null again when cleared", async () => {
    const user = await signUp(h);
    const token = user.session.access_token;
    const notBuilt = { ...awkwardForm(), built: null, resume_id: null };
    const created = await h.api().post("/api/v1/resume-builder/drafts").set(bearer(token)).send({ name: "Not built yet", form: notBuilt });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.form.built).toBeNull();
    const id = created.body.id as string;
    expect((await h.api().get(`/api/v1/resume-builder/drafts/${id}`).set(bearer(token))).body.form).toEqual(notBuilt);

    const document = {
      name: "Priya Sharma",
      contact: ["priya.sharma@example.com", "+91 98765 43210", "Bengaluru, Karnataka"],
      headline: "",
      sections: [{ heading: "Summary", blocks: [{ kind: "paragraph", text: "Performance marketer." }] }],
    };
    const built = { ...notBuilt, built: document };
    expect((await h.api().put(`/api/v1/resume-builder/drafts/${id}`).set(bearer(token)).send({ name: "Built", form: built })).status).toBe(200);
    expect((await h.api().get(`/api/v1/resume-builder/drafts/${id}`).set(bearer(token))).body.form.built).toEqual(document);

    const cleared = await h.api().put(`/api/v1/resume-builder/drafts/${id}`).set(bearer(token)).send({ name: "Cleared", form: notBuilt });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect((await h.api().get(`/api/v1/resume-builder/drafts/${id}`).set(bearer(token))).body.form).toEqual(notBuilt);

    // null is the only non-document the field takes.
    for (const wrong of ["not a document", {}, [document]]) {
      const res = await h.api().put(`/api/v1/resume-builder/drafts/${id}`).set(bearer(token)).send({ name: "Wrong", form: { ...notBuilt, built: wrong } });
      expect(res.status, JSON.stringify(wrong)).toBe(400);
      expect(res.body.detail).toEqual(expect.any(String));
    }
  });

  it("lists drafts without their forms, most recently updated first", async () => {
    const user = await signUp(h);
    const token = user.session.access_token;
    const ids: string[] = [];
    for (const name of ["First", "Second", "Third"]) {
      const res = await h.api().post("/api/v1/resume-builder/drafts").set(bearer(token)).send({ name, form: awkwardForm() });
      ids.push(res.body.id);
    }
    await h.api().put(`/api/v1/resume-builder/drafts/${ids[0]}`).set(bearer(token)).send({ name: "First, edited", form: awkwardForm() });
    const list = await h.api().get("/api/v1/resume-builder/drafts").set(bearer(token));
    expect(list.status).toBe(200);
    expect(list.body.drafts.map((d: { name: string }) => d.name)).toEqual(["First, edited", "Third", "Second"]);
    expect(list.body.drafts[0]).toEqual({ id: ids[0], name: "First, edited", target_role: "Growth Marketing Lead", created_at: expect.any(String), updated_at: expect.any(String) });
  });

  it("deletes a draft, and answers another user's draft like a missing one", async () => {
    const owner = await signUp(h);
    const stranger = await signUp(h);
    const created = await h.api().post("/api/v1/resume-builder/drafts").set(bearer(owner.session.access_token)).send({ name: "Mine", form: awkwardForm() });
    const id = created.body.id as string;
    for (const req of [
      h.api().get(`/api/v1/resume-builder/drafts/${id}`),
      h.api().put(`/api/v1/resume-builder/drafts/${id}`).send({ name: "Stolen", form: awkwardForm() }),
      h.api().delete(`/api/v1/resume-builder/drafts/${id}`),
    ]) {
      const res = await req.set(bearer(stranger.session.access_token));
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe("That draft was not found. It may have been deleted.");
    }
    expect((await h.api().get("/api/v1/resume-builder/drafts").set(bearer(stranger.session.access_token))).body.drafts).toEqual([]);
    expect((await h.api().get(`/api/v1/resume-builder/drafts/${id}`).set(bearer(owner.session.access_token))).body.name).toBe("Mine");
    expect((await h.api().delete(`/api/v1/resume-builder/drafts/${id}`).set(bearer(owner.session.access_token))).status).toBe(204);
    expect((await h.api().get(`/api/v1/resume-builder/drafts/${id}`).set(bearer(owner.session.access_token))).status).toBe(404);
    expect((await h.api().delete(`/api/v1/resume-builder/drafts/${id}`).set(bearer(owner.session.access_token))).status).toBe(404);
  });

  it("refuses a blank name, a form missing a field and a field over its limit, storing nothing", async () => {
    const user = await signUp(h);
    const token = user.session.access_token;
    const post = (body: unknown) => h.api().post("/api/v1/resume-builder/drafts").set(bearer(token)).send(body as object);
    const blank = await post({ name: "  ", form: awkwardForm() });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe("Please give the draft a name.");
    const { markdown: _dropped, ...partial } = awkwardForm();
    expect((await post({ name: "Partial", form: partial })).status).toBe(400);
    const long = await post({ name: "Long", form: { ...awkwardForm(), instructions: "x".repeat(5001) } });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].path).toContain("instructions");
    expect((await h.api().get("/api/v1/resume-builder/drafts").set(bearer(token))).body.drafts).toEqual([]);
  });

  it(`keeps at most ${MAX_DRAFTS} drafts per user, even when saves arrive together`, async () => {
    const user = await signUp(h);
    const token = user.session.access_token;
    const knex = h.db.database.knex;
    await knex("resume_drafts").insert(Array.from({ length: MAX_DRAFTS - 2 }, (_, i) => ({ user_id: user.session.user.id, name: `Old ${i}`, form: JSON.stringify(awkwardForm()) })));
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => h.api().post("/api/v1/resume-builder/drafts").set(bearer(token)).send({ name: `New ${i}`, form: awkwardForm() })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.detail).toBe(`You already have ${MAX_DRAFTS} saved drafts. Please delete one you no longer need, then save again.`);
    const [row] = await knex("resume_drafts").where({ user_id: user.session.user.id }).count<{ count: string | number }[]>({ count: "*" });
    expect(Number(row?.count)).toBe(MAX_DRAFTS);
    // Updating one of them is still fine.
    const list = await h.api().get("/api/v1/resume-builder/drafts").set(bearer(token));
    expect(list.body.drafts).toHaveLength(MAX_DRAFTS);
    expect((await h.api().put(`/api/v1/resume-builder/drafts/${list.body.drafts[0].id}`).set(bearer(token)).send({ name: "Edited", form: awkwardForm() })).status).toBe(200);
  });
});

describeEachDatabase("dashboard: saved work to reopen", (kind) => {
  const h = useApi(kind, { SIGNUPS_PER_IP_PER_HOUR: "1000" });

  it("starts empty", async () => {
    const user = await signUp(h);
    const res = await h.api().get("/api/v1/dashboard").set(bearer(user.session.access_token));
    expect(res.body).toMatchObject({ saved_interviews: [], resume_drafts: [] });
  });

  it("lists the latest saved interviews and drafts (five of each), the user's own only", async () => {
    const user = await signUp(h);
    const other = await signUp(h);
    const token = user.session.access_token;
    const { id } = await finishedInterview(h, token);
    const saved = await h.api().post(`/api/v1/interview/sessions/${id}/save`).set(bearer(token)).send({ title: "Flipkart practice" });
    for (let i = 0; i < 6; i++) await h.api().post("/api/v1/resume-builder/drafts").set(bearer(token)).send({ name: `Draft ${i}`, form: awkwardForm() });
    await h.api().post("/api/v1/resume-builder/drafts").set(bearer(other.session.access_token)).send({ name: "Not yours", form: awkwardForm() });

    const res = await h.api().get("/api/v1/dashboard").set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.body.saved_interviews).toEqual([saved.body]);
    expect(res.body.resume_drafts.map((d: { name: string }) => d.name)).toEqual(["Draft 5", "Draft 4", "Draft 3", "Draft 2", "Draft 1"]);
    expect(res.body.resume_drafts[0]).toMatchObject({ target_role: "Growth Marketing Lead" });
    expect((await h.api().get("/api/v1/dashboard").set(bearer(other.session.access_token))).body.resume_drafts.map((d: { name: string }) => d.name)).toEqual(["Not yours"]);
  });
});
