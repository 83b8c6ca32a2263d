import type { Response } from "supertest";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** supertest buffers binary bodies only when asked to. */
function binary(res: Response, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (c: Buffer) => chunks.push(c));
  res.on("end", () => cb(null, Buffer.concat(chunks)));
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

const ANALYST = {
  role: "Data Analyst",
  experience_level: "senior",
  focus_areas: ["SQL", "dashboards", "stakeholder communication"],
  target_company: "Swiggy",
  writing_style: "friendly",
} as const;

async function generate(h: Harness, token: string, body: Record<string, unknown> = ANALYST) {
  return h.api().post("/api/v1/notes/generate").set(bearer(token)).send(body);
}

async function download(h: Harness, token: string, url: string) {
  return h.api().get(url).set(bearer(token)).buffer(true).parse(binary);
}

describeEachDatabase("notes (role playbook)", (kind) => {
  const h = useApi(kind);

  describe("generate and download", () => {
    it("writes a stored playbook with a deep dive per focus area, a company section and real resources", async () => {
      const { session } = await signUp(h);
      const res = await generate(h, session.access_token);
      expect(res.status).toBe(201);
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.pdf_url).toBe(`/api/v1/notes/${res.body.id}/pdf`);
      expect(res.body.filename).toMatch(/\.pdf$/);
      expect(res.body.title).toContain("Data Analyst");
      expect(res.body.summary.length).toBeGreaterThan(40);
      const headings: string[] = res.body.sections.map((s: { heading: string }) => s.heading);
      for (const topic of ANALYST.focus_areas) expect(headings.some((x) => x.toLowerCase().includes(topic.toLowerCase()))).toBe(true);
      expect(headings.some((x) => x.includes("Swiggy"))).toBe(true);
      for (const s of res.body.sections) expect(s.bullets.length).toBeGreaterThan(0);
      expect(res.body.resources.length).toBeGreaterThanOrEqual(3);
    });

    it("downloads the owner's playbook as a PDF whose text holds every section heading and the owner's name", async () => {
      const { session, name } = await signUp(h, { name: "Rohan Iyer" });
      const made = (await generate(h, session.access_token)).body;
      const res = await download(h, session.access_token, made.pdf_url);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe(`attachment; filename="${made.filename}"`);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const bytes = res.body as Buffer;
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const text = await pdfText(bytes);
      expect(text).toContain(squash(made.title));
      expect(text).toContain(name);
      for (const s of made.sections as Array<{ heading: string }>) expect(text).toContain(squash(s.heading));
    });

    it("lists the user's playbooks newest first and opens one again", async () => {
      const { session } = await signUp(h);
      const first = (await generate(h, session.access_token, { role: "Product Manager", experience_level: "mid", focus_areas: ["product strategy", "analytics"] })).body;
      const second = (await generate(h, session.access_token)).body;
      const list = await h.api().get("/api/v1/notes").set(bearer(session.access_token));
      expect(list.status).toBe(200);
      expect(list.body.playbooks.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);
      expect(list.body.playbooks[0]).toMatchObject({
        title: second.title,
        role: "Data Analyst",
        experience_level: "senior",
        target_company: "Swiggy",
        pdf_url: second.pdf_url,
        filename: second.filename,
      });
      expect(list.body.playbooks[1].target_company).toBeNull();
      const limited = await h.api().get("/api/v1/notes?limit=1").set(bearer(session.access_token));
      expect(limited.body.playbooks).toHaveLength(1);
      const again = await h.api().get(`/api/v1/notes/${first.id}`).set(bearer(session.access_token));
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first);
    });

    it("shows the new playbook on the dashboard", async () => {
      const { session } = await signUp(h);
      const made = (await generate(h, session.access_token)).body;
      const dash = await h.api().get("/api/v1/dashboard").set(bearer(session.access_token));
      expect(dash.status).toBe(200);
      expect(dash.body.recent_playbooks[0]).toMatchObject({ id: made.id, title: made.title });
      expect(dash.body.recent_activity[0]).toMatchObject({ kind: "playbook_generated" });
      expect(dash.body.recent_activity[0].summary).toContain(made.title);
    });

    it("gives any typed role a playbook, even one the knowledge base does not know", async () => {
      const { session } = await signUp(h);
      const res = await generate(h, session.access_token, { role: "Underwater welder", experience_level: "entry", focus_areas: [] });
      expect(res.status).toBe(201);
      expect(res.body.sections.length).toBeGreaterThanOrEqual(4);
      expect(res.body.title).toContain("Underwater Welder");
    });

    it("reads a trainer's title by its field: a corporate trainer gets the L&D guide, a personal trainer the fitness one", async () => {
      const { session } = await signUp(h);
      const overview = (body: { sections: { heading: string; bullets: string[] }[] }) =>
        body.sections.find((s) => s.heading === "Role overview")?.bullets.join(" ") ?? "";
      const corporate = await generate(h, session.access_token, { role: "Corporate trainer", experience_level: "mid", focus_areas: [] });
      expect(corporate.status).toBe(201);
      expect(corporate.body.title).toBe("Corporate Trainer playbook (mid level)");
      expect(overview(corporate.body)).toMatch(/learning and development/i);
      expect(JSON.stringify(corporate.body)).not.toMatch(/lawyer|SCC Online/i);
      const personal = await generate(h, session.access_token, { role: "Personal trainer", experience_level: "entry", focus_areas: [] });
      expect(personal.status).toBe(201);
      expect(overview(personal.body)).toMatch(/Fitness trainers/);
      expect(personal.body.resources.join(" ")).toMatch(/NSCA|ACSM/);
    });

    it("reads 'Python trainer' as a trainer teaching Python, 'Life coach' as a coach and 'Team lead' as a people lead in any field", async () => {
      const { session } = await signUp(h);
      type Body = { title: string; summary: string; sections: { heading: string; bullets: string[] }[] };
      const overview = (body: Body) => body.sections.find((s) => s.heading === "Role overview")?.bullets.join(" ") ?? "";
      const python = await generate(h, session.access_token, { role: "Python trainer", experience_level: "mid", focus_areas: [] });
      expect(python.status).toBe(201);
      expect(python.body.title).toBe("Python Trainer playbook (mid level)");
      expect(overview(python.body)).toMatch(/A Python trainer teaches Python/);
      expect(python.body.sections.map((s: { heading: string }) => s.heading)).toContain("Deep dive: Python for analysis");
      expect(JSON.stringify(python.body)).not.toMatch(/Backend engineers build/);
      const coach = await generate(h, session.access_token, { role: "Life coach", experience_level: "entry", focus_areas: [] });
      expect(coach.status).toBe(201);
      expect(overview(coach.body)).toMatch(/Life and career coaches/);
      expect(JSON.stringify(coach.body)).not.toMatch(/Life Scientists/);
      const lead = await generate(h, session.access_token, { role: "Team lead", experience_level: "lead", focus_areas: [] });
      expect(lead.status).toBe(201);
      expect(overview(lead.body)).toMatch(/Team leads run a team/);
      expect(overview(lead.body)).toMatch(/“Java team lead”/);
      expect(JSON.stringify(lead.body)).not.toMatch(/Team Assemblers/);
    });

    it("builds a trainer's deep dives from that field's guides and lists only O*NET tools that fit the job", async () => {
      const { session } = await signUp(h);
      type Body = { sections: { heading: string; bullets: string[] }[] };
      const text = (body: Body, heading: string) => body.sections.find((s) => s.heading === heading)?.bullets.join(" ") ?? "";
      const fitness = await generate(h, session.access_token, { role: "Fitness Trainer", experience_level: "mid", focus_areas: ["strength training", "nutrition"] });
      expect(fitness.status).toBe(201);
      expect(text(fitness.body, "Deep dive: strength training")).toMatch(/Strength versus muscle/);
      expect(text(fitness.body, "Deep dive: nutrition")).toMatch(/Protein/);
      expect(JSON.stringify(fitness.body)).not.toMatch(/Service recovery|Pyramid principle/);
      const corporate = await generate(h, session.access_token, { role: "Corporate Trainer", experience_level: "mid", focus_areas: ["instructional design", "facilitation"] });
      expect(corporate.status).toBe(201);
      expect(text(corporate.body, "Deep dive: instructional design")).toMatch(/ADDIE/);
      expect(text(corporate.body, "Deep dive: instructional design")).not.toMatch(/fractions|Class 5/);
      expect(text(corporate.body, "Deep dive: facilitation")).toMatch(/Adult learning/);
      expect(text(corporate.body, "Tools and skills that matter")).toMatch(/O\*NET/);
      expect(text(corporate.body, "Tools and skills that matter")).not.toMatch(/JavaScript|PL\/SQL|Drupal/);
    });

    it("ignores duplicate and blank focus areas", async () => {
      const { session } = await signUp(h);
      const res = await generate(h, session.access_token, { role: "Product Manager", experience_level: "mid", focus_areas: ["Analytics", "analytics ", "  ", "product strategy"] });
      expect(res.status).toBe(201);
      const deepDives = res.body.sections.filter((s: { heading: string }) => /analytics/i.test(s.heading));
      expect(deepDives).toHaveLength(1);
    });
  });

  describe("who may download", () => {
    it("answers another user's download, and an unknown id, with 404 'That playbook was not found.'", async () => {
      const owner = await signUp(h);
      const other = await signUp(h);
      const made = (await generate(h, owner.session.access_token)).body;
      const theirs = await h.api().get(made.pdf_url).set(bearer(other.session.access_token));
      expect(theirs.status).toBe(404);
      expect(theirs.headers["content-type"]).toContain("application/problem+json");
      expect(theirs.body.detail).toBe("That playbook was not found.");
      const unknown = await h.api().get("/api/v1/notes/00000000-0000-4000-8000-000000000000/pdf").set(bearer(owner.session.access_token));
      expect(unknown.status).toBe(404);
      expect(unknown.body.detail).toBe("That playbook was not found.");
      const openAgain = await h.api().get(`/api/v1/notes/${made.id}`).set(bearer(other.session.access_token));
      expect(openAgain.status).toBe(404);
      const list = await h.api().get("/api/v1/notes").set(bearer(other.session.access_token));
      expect(list.body.playbooks).toEqual([]);
    });

    it("asks for a login before generating or downloading", async () => {
      const owner = await signUp(h);
      const made = (await generate(h, owner.session.access_token)).body;
      expect((await h.api().post("/api/v1/notes/generate").send(ANALYST)).status).toBe(401);
      expect((await h.api().get(made.pdf_url)).status).toBe(401);
    });
  });

  describe("validation", () => {
    it("refuses a blank role with 400 and a detail, and stores nothing", async () => {
      const { session } = await signUp(h);
      const blank = await generate(h, session.access_token, { ...ANALYST, role: "   " });
      expect(blank.status).toBe(400);
      expect(blank.body.detail).toBe("Please enter a target role.");
      expect(blank.body.errors[0].path).toBe("/body/role");
      const empty = await generate(h, session.access_token, { ...ANALYST, role: "" });
      expect(empty.status).toBe(400);
      expect(empty.body.errors.map((e: { path: string }) => e.path)).toContain("/body/role");
      const list = await h.api().get("/api/v1/notes").set(bearer(session.access_token));
      expect(list.body.playbooks).toEqual([]);
    });

    it("refuses more than 8 focus areas, an unknown level or tone with 400", async () => {
      const { session } = await signUp(h);
      const nine = await generate(h, session.access_token, { ...ANALYST, focus_areas: ["a", "b", "c", "d", "e", "f", "g", "h", "i"] });
      expect(nine.status).toBe(400);
      expect(nine.body.errors.map((e: { path: string }) => e.path)).toContain("/body/focus_areas");
      expect((await generate(h, session.access_token, { ...ANALYST, experience_level: "principal" })).status).toBe(400);
      expect((await generate(h, session.access_token, { ...ANALYST, writing_style: "sarcastic" })).status).toBe(400);
      const eight = await generate(h, session.access_token, { ...ANALYST, focus_areas: ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"] });
      expect(eight.status).toBe(201);
    });

    it("answers a malformed playbook id with 400, not 500", async () => {
      const { session } = await signUp(h);
      const res = await h.api().get("/api/v1/notes/not-a-uuid/pdf").set(bearer(session.access_token));
      expect(res.status).toBe(400);
    });
  });

  describe("determinism", () => {
    it("gives the same playbook and the same PDF bytes for the same request", async () => {
      const { session } = await signUp(h);
      const a = (await generate(h, session.access_token)).body;
      const b = (await generate(h, session.access_token)).body;
      expect(b.id).not.toBe(a.id);
      const strip = ({ id: _id, pdf_url: _url, ...rest }: Record<string, unknown>) => rest;
      expect(strip(b)).toEqual(strip(a));
      const pdfA = (await download(h, session.access_token, a.pdf_url)).body as Buffer;
      const pdfB = (await download(h, session.access_token, b.pdf_url)).body as Buffer;
      expect(pdfA.equals(pdfB)).toBe(true);
    });

    it("changes the writing visibly with the tone", async () => {
      const { session } = await signUp(h);
      const concise = (await generate(h, session.access_token, { ...ANALYST, writing_style: "concise" })).body;
      const coach = (await generate(h, session.access_token, { ...ANALYST, writing_style: "coach-like" })).body;
      expect(coach.sections.flatMap((s: { bullets: string[] }) => s.bullets)).not.toEqual(concise.sections.flatMap((s: { bullets: string[] }) => s.bullets));
    });
  });

  describe("GET /notes/focus-check", () => {
    it("says before generating which focus areas fit the role, as a browser sends the query, and uses no quota", async () => {
      const { session } = await signUp(h);
      const res = await h.api().get("/api/v1/notes/focus-check?role=Staff+Nurse&focus_areas=product+strategy&focus_areas=patient+safety").set(bearer(session.access_token));
      expect(res.status).toBe(200);
      expect(res.body.role).toBe("Staff Nurse");
      expect(res.body.focus_areas.map((f: { text: string; fit: string }) => [f.text, f.fit])).toEqual([
        ["product strategy", "other_role"],
        ["patient safety", "fits"],
      ]);
      expect(res.body.suggestions.length).toBeGreaterThan(0);
      const one = await h.api().get("/api/v1/notes/focus-check").query({ role: "Data Analyst", focus_areas: "SQL" }).set(bearer(session.access_token));
      expect(one.body.focus_areas).toEqual([expect.objectContaining({ text: "SQL", fit: "fits" })]);
      const none = await h.api().get("/api/v1/notes/focus-check?role=Data+Analyst").set(bearer(session.access_token));
      expect(none.body.focus_areas).toEqual([]);
    });

    it("needs a role", async () => {
      const { session } = await signUp(h);
      const res = await h.api().get("/api/v1/notes/focus-check?role=%20&focus_areas=SQL").set(bearer(session.access_token));
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe("Please enter a target role.");
    });
  });
});
