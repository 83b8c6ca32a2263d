/**
 * `npx tsx scripts/render-samples.ts [outDir]`: writes sample documents to look at, as the playbook and Resume
 * Builder issues ask (render a page, look at it). Outputs, in outDir (default tmp/samples, git-ignored):
 *   playbook.pdf        an English playbook (Product Manager, mid level)
 *   playbook-indic.pdf  a playbook with a Hindi name, a Tamil company and focus areas in six Indian scripts
 *   resume.docx         a resume built by the Resume Builder's default engine
 * When pdftoppm (poppler-utils) and LibreOffice (libreoffice-writer-nogui) are installed it also renders
 * page PNGs at 80 dpi, and resume.pdf. Deterministic: same code, same files.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderPlaybookPdf } from "../server/src/engines/playbook/pdf";
import { createPlaybookWriter } from "../server/src/engines/playbook/writer";
import { renderDocx } from "../server/src/engines/resume-writer/docx";
import { createRuleBasedResumeWriter } from "../server/src/engines/resume-writer/rule-based-writer";
import type { ResumeForm } from "../server/src/engines/resume-writer/types";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.resolve(process.argv[2] ?? path.join(root, "tmp/samples"));
mkdirSync(out, { recursive: true });

const has = (cmd: string) => {
  try {
    execFileSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};
const toPng = (pdf: string) => {
  if (!has("pdftoppm")) return;
  execFileSync("pdftoppm", ["-png", "-r", "80", "-f", "1", "-l", "2", pdf, pdf.replace(/\.pdf$/, "")]);
};

const playbooks = createPlaybookWriter();

const english = await playbooks.generate({
  role: "Product Manager",
  experience_level: "mid",
  focus_areas: ["product strategy", "analytics"],
  target_company: "Razorpay",
  writing_style: "concise",
});
writeFileSync(path.join(out, "playbook.pdf"), await renderPlaybookPdf(english, { generatedFor: "Priya Sharma" }));

const indic = await playbooks.generate({
  role: "Data Analyst",
  experience_level: "entry",
  // Hindi, Marathi, Bengali, Telugu, Kannada, Gujarati: conjuncts, pre-base matras and reph in each.
  focus_areas: ["SQL", "डेटा विश्लेषण क्षेत्र", "महाराष्ट्र बाजार", "গ্রাহক বিশ্লেষণ", "హైదరాబాద్ క్లయింట్లు", "ಬೆಂಗಳೂರು ಗ್ರಾಹಕರು", "અમદાવાદ ક્ષેત્ર"],
  target_company: "இன்ஃபோசிஸ் (Infosys)",
  writing_style: "concise",
});
writeFileSync(path.join(out, "playbook-indic.pdf"), await renderPlaybookPdf(indic, { generatedFor: "प्रिया शर्मा" }));

const form: ResumeForm = {
  name: "Priya Sharma",
  email: "priya.sharma@example.com",
  phone: "+91 98765 43210",
  location: "Bengaluru, Karnataka",
  headline: "Performance Marketing Manager",
  summary: "",
  skills: ["Google Ads", "Meta Ads", "SQL", "Excel", "GA4", "Looker Studio", "Communication", "Canva"],
  target_role: "Growth Marketing Lead",
  target_company: "Razorpay",
  education: ["MBA (Marketing), NMIMS Mumbai, 2018", "B.Com, St. Xavier's College, Kolkata, 2016"],
  experience: [
    {
      title: "Performance Marketing Manager",
      company: "Swiggy",
      location: "Bengaluru",
      start: "01/2021",
      end: "current",
      bullets: [
        "Scaled paid acquisition to 1.2M installs a quarter at 18% lower CPI",
        "Responsible for managing a monthly budget of ₹2 crore across Google and Meta",
        "Worked on A/B testing of 14 landing pages with Google Analytics, lifting sign-ups 9%",
        "ran weekly reporting for 4 city teams.",
      ],
    },
    {
      title: "Digital Marketing Executive",
      company: "PaySafe",
      location: "Mumbai",
      start: "July 2018",
      end: "Dec 2020",
      bullets: ["Manage Google Ads search campaigns for 3 products", "Involved in building dashboards for the sales team"],
    },
  ],
  projects: [{ name: "Attribution dashboard", link: "https://github.com/priya/attr", bullets: ["built a Looker Studio dashboard joining Appsflyer and GA4 data"] }],
  instructions: "",
  existing_resume_text: "",
  reference_resume_text: "",
  focus_gaps: false,
};
const built = await createRuleBasedResumeWriter().build(form);
const docx = path.join(out, "resume.docx");
writeFileSync(docx, await renderDocx(built.document));

toPng(path.join(out, "playbook.pdf"));
toPng(path.join(out, "playbook-indic.pdf"));
if (has("libreoffice")) {
  execFileSync("libreoffice", ["--headless", "--convert-to", "pdf", "--outdir", out, docx], { stdio: "ignore" });
  toPng(path.join(out, "resume.pdf"));
}
console.log(`Samples written to ${path.relative(root, out) || "."}`);
