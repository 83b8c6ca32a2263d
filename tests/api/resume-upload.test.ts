import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";

const RESUMES = path.resolve(import.meta.dirname, "../fixtures/resumes");
const resume = (name: string) => readFileSync(path.join(RESUMES, name));

async function uploader(h: Harness) {
  const user = await signUp(h);
  const token = user.session.access_token;
  return {
    user,
    token,
    upload: (bytes: Buffer | null, filename = "resume.pdf") => {
      const req = h.api().post("/api/v1/resume/upload?parse=true").set("Authorization", `Bearer ${token}`);
      return bytes ? req.attach("file", bytes, filename) : req.field("note", "no file here");
    },
  };
}

describeEachDatabase("resume upload", (kind) => {
  const h = useApi(kind);
  const saved = (userId: string) => h.db.database.knex("user_resumes").where({ user_id: userId }).orderBy("created_at");

  describe("accepted files", () => {
    it("parses a two-column PDF into details, skills, raw text and sections, and keeps it as the user's resume", async () => {
      const { upload, user } = await uploader(h);
      const res = await upload(resume("two-column.pdf"), "two-column.pdf");
      expect(res.status).toBe(200);
      expect(res.body.file).toEqual({ name: "two-column.pdf", type: "pdf", size: resume("two-column.pdf").length });
      expect(res.body.parsed.name).toBeTruthy();
      expect(res.body.parsed.email).toMatch(/@/);
      expect(res.body.parsed.skills.length).toBeGreaterThan(2);
      expect(Array.isArray(res.body.parsed.experience)).toBe(true);
      expect(res.body.raw_text.length).toBeGreaterThan(100);
      expect(res.body.sections.map((s: { name: string }) => s.name)).toContain("experience");
      const rows = await saved(user.session.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ origin: "job_search", file_name: "two-column.pdf", file_kind: "pdf", skills: res.body.parsed.skills });
      expect(rows[0].raw_text).toBe(res.body.raw_text);
    });

    it("parses a DOCX with tables", async () => {
      const { upload } = await uploader(h);
      const res = await upload(resume("tables.docx"), "tables.docx");
      expect(res.status).toBe(200);
      expect(res.body.file.type).toBe("docx");
      expect(res.body.parsed.skills.length).toBeGreaterThan(0);
    });

    it("parses plain text whatever its name says, and uses none of the plan's quotas", async () => {
      const { upload, token } = await uploader(h);
      const before = (await h.api().get("/api/v1/subscription").set("Authorization", `Bearer ${token}`)).body;
      const txt = await upload(resume("heading-variants.txt"), "cv.txt");
      expect(txt.status).toBe(200);
      expect(txt.body.file.type).toBe("txt");
      expect(txt.body.parsed.experience.length).toBeGreaterThan(0);
      // Text named like a PDF is read as the text it is.
      const renamed = await upload(resume("not-really.pdf"), "not-really.pdf");
      expect(renamed.status).toBe(200);
      expect(renamed.body.file.type).toBe("txt");
      const after = (await h.api().get("/api/v1/subscription").set("Authorization", `Bearer ${token}`)).body;
      expect(after.usage).toEqual(before.usage);
    });
  });

  describe("refused files", () => {
    it("refuses a binary file renamed .pdf, and RTF, with 415 and a detail", async () => {
      const { upload, user } = await uploader(h);
      const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]);
      const bin = await upload(png, "resume.pdf");
      expect(bin.status).toBe(415);
      expect(bin.headers["content-type"]).toContain("application/problem+json");
      expect(bin.body.detail).toBe("This file type is not supported. Please upload a PDF, DOCX or TXT file.");
      const rtf = await upload(resume("sample.rtf"), "resume.rtf");
      expect(rtf.status).toBe(415);
      expect(await saved(user.session.user.id)).toHaveLength(0);
    });

    it("answers a scanned PDF and an empty file with 422 and the reason", async () => {
      const { upload } = await uploader(h);
      const scanned = await upload(resume("scanned.pdf"), "scan.pdf");
      expect(scanned.status).toBe(422);
      expect(scanned.body.detail).toMatch(/no extractable text/);
      const empty = await upload(Buffer.alloc(0), "empty.txt");
      expect([400, 422]).toContain(empty.status);
      expect(empty.body.detail).toBeTruthy();
    });

    it("refuses a file over 6 MB with 413", async () => {
      const { upload } = await uploader(h);
      const big = Buffer.alloc(7 * 1024 * 1024, "a");
      const res = await upload(big, "huge.txt");
      expect(res.status).toBe(413);
      expect(res.body.detail).toBe("That file is larger than 6 MB. Please upload a smaller PDF, DOCX or TXT file.");
    });

    it("answers a request without a file with 400", async () => {
      const { upload } = await uploader(h);
      const res = await upload(null);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBeTruthy();
    });

    it("asks for a login without a token", async () => {
      const res = await h.api().post("/api/v1/resume/upload").attach("file", resume("heading-variants.txt"), "cv.txt");
      expect(res.status).toBe(401);
    });
  });
});
