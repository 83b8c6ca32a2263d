/**
 * `npm run bench:resume`: CPU time to render a two-page resume (scripts/data/sample-resumes.ts, SENIOR) as a PDF
 * and as a .docx in each ATS template, after warm-up: median and p95 of process.cpuUsage per document.
 * BENCH_ROUNDS (default 30) sets the timed rounds. Numbers and how they were taken: docs/PERFORMANCE.md.
 */
import os from "node:os";
import { renderDocx } from "../server/src/engines/resume-writer/docx";
import { renderResumePdf } from "../server/src/engines/resume-writer/resume-pdf";
import { createRuleBasedResumeWriter } from "../server/src/engines/resume-writer/rule-based-writer";
import { RESUME_TEMPLATES } from "../server/src/engines/resume-writer/templates";
import { SENIOR } from "./data/sample-resumes";

const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const { document } = await createRuleBasedResumeWriter().build(SENIOR);
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

async function time(render: () => Promise<Buffer>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await render();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const before = process.cpuUsage();
    await render();
    const used = process.cpuUsage(before);
    samples.push((used.user + used.system) / 1000);
  }
  return { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
}

console.log(`bench:resume — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}`);
console.log(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(", ")}; ${rounds} rounds after 3 warm-up renders; CPU ms per document\n`);
console.log("| template | PDF p50 | PDF p95 | Word p50 | Word p95 |");
console.log("|---|---:|---:|---:|---:|");
for (const t of RESUME_TEMPLATES) {
  const pdf = await time(() => renderResumePdf(document, t.id));
  const docx = await time(() => renderDocx(document, t.id));
  console.log(`| ${t.name} | ${pdf.p50.toFixed(1)} | ${pdf.p95.toFixed(1)} | ${docx.p50.toFixed(1)} | ${docx.p95.toFixed(1)} |`);
}
