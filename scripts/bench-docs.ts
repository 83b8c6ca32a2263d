/**
 * `npm run bench:docs`: CPU time to render one document, in this process after a warm-up (fonts loaded, code
 * compiled): the playbook PDF (targets: ≤ 30 ms) and the resume .docx (≤ 20 ms). Each kind is rendered BENCH_DOCS_N
 * times (default 40) for a few different inputs; CPU time (user + system, process.cpuUsage) is divided by the count,
 * so time spent waiting on a busy machine's other work is not counted. Prints a table; exits 1 over a target.
 */
import os from "node:os";
import { renderPlaybookPdf } from "../server/src/engines/playbook/pdf";
import type { Playbook } from "../server/src/engines/playbook/types";
import { createPlaybookWriter } from "../server/src/engines/playbook/writer";
import { renderDocx } from "../server/src/engines/resume-writer/docx";
import type { ResumeDocument } from "../server/src/engines/resume-writer/types";

const N = Number(process.env.BENCH_DOCS_N ?? 40);
const TARGET_MS = { pdf: 30, docx: 20 };

const writer = createPlaybookWriter();
const playbooks: Array<{ playbook: Playbook; generatedFor: string }> = [
  {
    playbook: await writer.generate({ role: "Data Analyst", experience_level: "mid", focus_areas: ["sql", "excel", "stakeholder communication"], writing_style: "detailed" }),
    generatedFor: "Priya Sharma",
  },
  {
    playbook: await writer.generate({ role: "Sales Executive", experience_level: "entry", focus_areas: ["prospecting", "negotiation"], target_company: "Café Coffee Day", writing_style: "concise" }),
    generatedFor: "Rahul Verma",
  },
  {
    // A name and a company in Indian scripts: the Noto fonts are embedded too.
    playbook: await writer.generate({ role: "Software Engineer", experience_level: "senior", focus_areas: ["system design", "java"], target_company: "इन्फोसिस", writing_style: "detailed" }),
    generatedFor: "அருண் குமார்",
  },
];

const resume = (i: number): ResumeDocument => ({
  name: i % 2 ? "Priya Sharma" : "प्रिया शर्मा",
  contact: ["priya.sharma@example.com", "+91 98765 43210", "Pune, Maharashtra"],
  headline: "Senior Data Analyst | SQL, Python, Tableau",
  sections: [
    { heading: "Summary", blocks: [{ kind: "paragraph", text: "Data analyst with six years in retail and fintech analytics: dashboards used by 40 managers, forecasting that cut stock-outs by 18%, and SQL pipelines over 2 TB of transactions." }] },
    { heading: "Skills", blocks: [{ kind: "skills", groups: [{ label: "Analysis", items: ["SQL", "Python", "R", "Excel"] }, { label: "BI", items: ["Tableau", "Power BI", "Looker"] }] }] },
    {
      heading: "Experience",
      blocks: Array.from({ length: 3 }, (_, j) => ({
        kind: "entry" as const,
        title: `${["Senior Data Analyst", "Data Analyst", "Analyst Intern"][j]}, ${["Zeta Analytics Pvt Ltd", "Acme Retail Ltd", "Finverse"][j]}`,
        meta: `Pune | ${2021 - j * 3} – ${j ? 2021 - (j - 1) * 3 : "Present"}`,
        bullets: Array.from({ length: 5 }, (_, k) => `Built ${k + 2} dashboards in Tableau for regional sales, cutting weekly reporting time by ${10 + k * 5}% for ${20 + j * 10} managers`),
      })),
    },
    { heading: "Education", blocks: [{ kind: "entry", title: "B.Tech, Computer Science, College of Engineering Pune", meta: "2014 – 2018", bullets: [] }] },
    { heading: "Certifications", blocks: [{ kind: "list", items: ["Tableau Desktop Specialist", "Google Data Analytics"] }] },
  ],
});

async function cpuPerDoc(render: (i: number) => Promise<Buffer>): Promise<{ ms: number; bytes: number }> {
  for (let i = 0; i < 5; i++) await render(i); // warm-up: fonts read and subset tables built, code compiled
  let bytes = 0;
  const start = process.cpuUsage();
  for (let i = 0; i < N; i++) bytes += (await render(i)).length;
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000 / N, bytes: bytes / N };
}

const pdf = await cpuPerDoc((i) => {
  const { playbook, generatedFor } = playbooks[i % playbooks.length]!;
  return renderPlaybookPdf(playbook, { generatedFor });
});
const docx = await cpuPerDoc((i) => renderDocx(resume(i)));

console.log(`\nDocument rendering, CPU per document (${new Date().toISOString().slice(0, 10)}, ${N} each, load:${os.loadavg().map((l) => l.toFixed(2)).join(",")})\n`);
console.log("| document | CPU ms per document | size KB | target ms | |");
console.log("| --- | --- | --- | --- | --- |");
const rows: Array<[string, { ms: number; bytes: number }, number]> = [
  ["playbook PDF", pdf, TARGET_MS.pdf],
  ["resume .docx", docx, TARGET_MS.docx],
];
let over = false;
for (const [name, r, target] of rows) {
  over ||= r.ms > target;
  console.log(`| ${name} | **${r.ms.toFixed(1)}** | ${(r.bytes / 1024).toFixed(0)} | ${target} | ${r.ms <= target ? "met" : "OVER"} |`);
}
process.exit(over ? 1 : 0);
