import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";
import {
  brokenXrefPdf,
  deeplyNestedPdf,
  deflateBombPdf,
  manyPagesPdf,
  nestedGroupsRtf,
  normalDocx,
  normalPdf,
  truncatedPdf,
  zipBombDocx,
} from "../support/hostile-files";

interface Hostile {
  what: string;
  make: () => Buffer | Promise<Buffer>;
  filename: string;
  /** What the refusal must say, where the file is refused for what it is (not only as unreadable). */
  says?: RegExp;
}

const HOSTILE: Hostile[] = [
  { what: "a DOCX zip bomb (1.2 MB that inflates to 400 MB)", make: () => zipBombDocx(400), filename: "resume.docx", says: /DOCX expands to more than 32 MB/ },
  { what: "a DOCX zip bomb whose headers lie about its size", make: () => zipBombDocx(400, true), filename: "resume.docx", says: /DOCX expands to more than 32 MB/ },
  { what: "a PDF whose content stream inflates to 300 MB", make: () => deflateBombPdf(300), filename: "resume.pdf", says: /PDF expands to more than 64 MB/ },
  { what: "a 20,000-page PDF", make: () => manyPagesPdf(20_000), filename: "resume.pdf", says: /This PDF has 20,000 pages; resumes up to 20 pages are read/ },
  { what: "a PDF with objects nested 100,000 deep", make: () => deeplyNestedPdf(100_000), filename: "resume.pdf" },
  { what: "a truncated PDF", make: truncatedPdf, filename: "resume.pdf" },
  { what: "a PDF with a broken cross-reference table", make: brokenXrefPdf, filename: "resume.pdf" },
  { what: "an RTF with 1 MB of nested groups", make: () => nestedGroupsRtf(), filename: "resume.rtf" },
];

/** Polls /health while something else runs and reports the slowest answer (ms). */
function watchHealth(url: string) {
  let slowest = 0;
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(5_000) });
        if (res.status !== 200) failures += 1;
      } catch {
        failures += 1;
      }
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { slowest, failures };
  };
}

describeEachDatabase("hostile uploads", (kind) => {
  const h: Harness = useApi(kind);
  let server: http.Server;
  let url: string;
  let token: string;

  beforeAll(async () => {
    server = http.createServer(h.app).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    token = (await signUp(h)).session.access_token;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const auth = () => ({ Authorization: `Bearer ${token}` });
  const endpoints = [
    { name: "POST /resume/upload", send: (file: Buffer, name: string) => h.api().post("/api/v1/resume/upload?parse=true").set(auth()).attach("file", file, name) },
    { name: "POST /resume-builder/ingest", send: (file: Buffer, name: string) => h.api().post("/api/v1/resume-builder/ingest").set(auth()).attach("resume_file", file, name) },
    {
      name: "POST /resume-builder/compare",
      send: (file: Buffer, name: string) =>
        h.api().post("/api/v1/resume-builder/compare").set(auth()).attach("benchmark_file", file, name).field("candidate_text", "Staff Nurse with BLS, IV therapy and patient care."),
    },
  ];

  for (const hostile of HOSTILE) {
    it(`refuses ${hostile.what} with a 4xx and a detail on every upload endpoint within 10 s, /health keeps answering within 1 s, and the next normal upload works`, async () => {
      const file = await hostile.make();
      const stopWatching = watchHealth(url);
      for (const endpoint of endpoints) {
        const started = performance.now();
        const res = await endpoint.send(file, hostile.filename);
        const took = performance.now() - started;
        expect(res.status, `${endpoint.name}: ${res.status} ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${endpoint.name}: ${res.status} ${JSON.stringify(res.body)}`).toBeLessThan(500);
        expect(res.headers["content-type"]).toMatch(/application\/problem\+json/);
        expect(res.body.detail).toEqual(expect.any(String));
        // /resume/upload takes no RTF: 415 is its answer before any reading.
        if (hostile.says && res.status !== 415) expect(res.body.detail, endpoint.name).toMatch(hostile.says);
        expect(took, `${endpoint.name} took ${Math.round(took)} ms`).toBeLessThan(10_000);
      }
      const health = await stopWatching();
      expect(health.failures).toBe(0);
      expect(health.slowest, `slowest /health: ${Math.round(health.slowest)} ms`).toBeLessThan(1_000);

      const next = await endpoints[0]!.send(normalPdf(), "priya.pdf");
      expect(next.status).toBe(200);
      expect(next.body.parsed.name).toBe("Priya Raman");
      const docx = await endpoints[1]!.send(normalDocx(), "priya.docx");
      expect(docx.status).toBe(200);
      expect(docx.body.structured.name).toBe("Priya Raman");
    });
  }
});
