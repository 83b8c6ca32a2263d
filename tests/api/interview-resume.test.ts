import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";

/**
 * Interview setup from a stored resume (issue 14, parse once, use everywhere): `resume_id` bases the questions on
 * the resume as it was parsed at upload (or last edited), and GET /resume tells the client which resume that is.
 */
const LOGISTICS = `RAHUL MEHTA
Ahmedabad, Gujarat | +91 99250 11223 | rahul.mehta@example.com

SUMMARY
Logistics coordinator with 5 years of experience in warehouse and fleet operations.

EXPERIENCE
Logistics Coordinator, Sabarmati Freight
Mar 2021 – Present
- Planned daily routes for a fleet of 40 trucks and cut fuel cost by 12%
- Ran inventory audits across 3 warehouses

Warehouse Supervisor, Kutch Cold Chain
Jun 2018 – Feb 2021
- Supervised a team of 18 loaders on two shifts

SKILLS
Inventory Management, Route Planning, SAP, Excel
`;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function upload(h: Harness, token: string, text: string, name: string) {
  const res = await h.api().post("/api/v1/resume/upload?parse=true").set(bearer(token)).attach("file", Buffer.from(text), name);
  expect(res.status).toBe(200);
  return res.body as { resume_id: string; document: { experience: Array<{ company: string }>; skills: string[] } & Record<string, unknown> };
}

async function plan(h: Harness, sessionId: string) {
  const row = await h.db.database.knex("interview_sessions").where({ id: sessionId }).first("plan");
  const p = (typeof row.plan === "string" ? JSON.parse(row.plan) : row.plan) as { skills: string[]; resumeItems: string[]; questions: Array<{ text: string }> };
  return p;
}

describeEachDatabase("interview from a stored resume", (kind) => {
  const h = useApi(kind, { LAUNCH_PROMO_PLAN: "none", SIGNUPS_PER_IP_PER_HOUR: "1000" });

  it("GET /resume answers the latest stored resume, and 404 with a detail before there is one", async () => {
    const { session } = await signUp(h);
    const none = await h.api().get("/api/v1/resume").set(bearer(session.access_token));
    expect(none.status).toBe(404);
    expect(none.body.detail).toMatch(/not stored a resume/);

    const up = await upload(h, session.access_token, LOGISTICS, "rahul-mehta.txt");
    const latest = await h.api().get("/api/v1/resume").set(bearer(session.access_token));
    expect(latest.status).toBe(200);
    expect(latest.body).toMatchObject({ id: up.resume_id, file_name: "rahul-mehta.txt", origin: "job_search", document: up.document });
  });

  it("asks about the companies and skills of the resume named by resume_id, and follows its edits", async () => {
    const { session } = await signUp(h);
    // Two interviews in a month need a paid plan.
    await h.db.database.knex("users").where({ id: session.user.id }).update({ plan: "pro" });
    const token = session.access_token;
    const up = await upload(h, token, LOGISTICS, "rahul-mehta.txt");

    const started = await h.api().post("/api/v1/interview/start").set(bearer(token)).send({ role: "Logistics Coordinator", seniority: "mid", resume_id: up.resume_id });
    expect(started.status).toBe(201);
    // The first question is about the most recent employer the resume names, read from its document.
    expect(started.body.first_question).toContain("Sabarmati Freight");
    const p = await plan(h, started.body.session_id);
    expect(p.resumeItems).toEqual(expect.arrayContaining(["Sabarmati Freight", "Kutch Cold Chain"]));
    expect(p.skills).toEqual(expect.arrayContaining(["Inventory Management", "SAP", "Excel"]));
    // The resume's skills reach the questions themselves, not only the plan.
    const text = p.questions.map((q) => q.text).join("\n");
    expect(up.document.skills.some((s) => text.includes(s))).toBe(true);

    // An edit in the Resume Builder is what the next interview reads.
    const edited = { ...up.document, experience: up.document.experience.map((e, i) => (i === 0 ? { ...e, company: "Narmada Logistics" } : e)) };
    const put = await h.api().put(`/api/v1/resume/${up.resume_id}`).set(bearer(token)).send({ document: edited });
    expect(put.status).toBe(200);
    const again = await h.api().post("/api/v1/interview/start").set(bearer(token)).send({ role: "Logistics Coordinator", resume_id: up.resume_id, resume_text: "Analyst at Infosys" });
    expect(again.status).toBe(201);
    expect(again.body.first_question).toContain("Narmada Logistics");
    expect(again.body.first_question).not.toContain("Infosys");
  });

  it("answers 404 with the lookup's detail for another user's resume (no session is started)", async () => {
    const owner = await signUp(h);
    const up = await upload(h, owner.session.access_token, LOGISTICS, "rahul-mehta.txt");
    const other = await signUp(h);
    const res = await h.api().post("/api/v1/interview/start").set(bearer(other.session.access_token)).send({ role: "Logistics Coordinator", resume_id: up.resume_id });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe("That resume was not found. Upload it again (in Job Search or the Resume Builder), or use another one.");
    const [row] = await h.db.database.knex("interview_sessions").where({ user_id: other.session.user.id }).count<{ n: string }[]>({ n: "*" });
    expect(Number(row!.n)).toBe(0);
  });
});
