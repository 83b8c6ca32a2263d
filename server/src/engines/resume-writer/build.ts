/**
 * Builds an ATS-friendly resume document from the builder form. Only the user's own material is used: employers,
 * titles, dates and numbers come from the form (or, for empty fields, from the existing resume text they pasted);
 * target-role keywords are added only where that material already shows them.
 */
import { normaliseDate } from "../resume-parser/dates";
import { parseResume } from "../resume-parser/parse-resume";
import type { ParsedResume } from "../resume-parser/types";
import type { SkillExtractor } from "../skills/skill-extractor";
import type { RoleProfile, RoleProfiles } from "../role-profiles/types";
import { isQuantified, rewriteBullet, startsWithActionVerb, trimFiller } from "./bullet-style";
import { joinList } from "./resume-facts";
import type { DocBlock, DocSection, ResumeDocument, ResumeForm } from "./types";

interface Deps {
  skills: SkillExtractor;
  roles: RoleProfiles;
}

/** What the free-text instructions ask for, where a rule can follow it. */
export interface Instructions {
  onePage: boolean;
  noSummary: boolean;
  noProjects: boolean;
  educationFirst: boolean;
  concise: boolean;
}

export function readInstructions(text = ""): Instructions {
  const t = text.toLowerCase();
  return {
    onePage: /\b(?:one|1|single)[\s-]page\b|\bfit (?:it )?on a page\b/.test(t),
    noSummary: /\b(?:no|without|skip|drop|remove|omit)\s+(?:the\s+|a\s+)?(?:summary|objective|profile)\b/.test(t),
    noProjects: /\b(?:no|without|skip|drop|remove|omit)\s+(?:the\s+)?projects?\b/.test(t),
    educationFirst: /\beducation\s+(?:first|at the top|on top|before)\b|\bfresher\b/.test(t),
    concise: /\b(?:concise|brief|short|crisp|to the point)\b/.test(t) || /\b(?:one|1|single)[\s-]page\b/.test(t),
  };
}

const CATEGORY_LABEL: Record<string, string> = {
  programming: "Languages",
  frameworks: "Frameworks & Libraries",
  data: "Data & Analytics",
  cloud_devops: "Cloud & DevOps",
  software_practice: "Engineering Practices",
  networking_security: "Networking & Security",
  enterprise: "Enterprise Platforms",
  tools: "Tools",
  technology: "Tools",
  marketing: "Marketing",
  sales: "Sales",
  finance: "Finance & Accounting",
  hr: "Human Resources",
  operations: "Operations",
  customer_support: "Customer Support",
  design: "Design",
  healthcare: "Healthcare",
  education: "Teaching",
  soft_skills: "Professional Skills",
};
const GROUP_ORDER = [
  "Languages", "Frameworks & Libraries", "Data & Analytics", "Cloud & DevOps", "Engineering Practices", "Networking & Security",
  "Marketing", "Sales", "Finance & Accounting", "Human Resources", "Operations", "Customer Support", "Design", "Healthcare",
  "Teaching", "Enterprise Platforms", "Tools", "Other", "Professional Skills",
];

const clean = (s: string | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
/** Keeps user text from turning into markdown structure (a leading "#" or "-" would). */
const safe = (s: string) => clean(s).replace(/^[#>*+-]+\s*/, "");

function formatDates(start?: string, end?: string): string {
  const a = clean(start) ? normaliseDate(clean(start)) : "";
  const b = clean(end) ? normaliseDate(clean(end)) : "";
  if (a && b) return `${a} – ${b}`;
  return a || b;
}

function firstSentences(text: string, n: number): string {
  const parts = text.match(/[^.!?]+[.!?]+(?:\s|$)|[^.!?]+$/g) ?? [text];
  return parts.slice(0, n).join("").trim();
}

interface Entry {
  title: string;
  company: string;
  location: string;
  start: string;
  end: string;
  bullets: string[];
}

/** The form's fields, with empty ones filled from the pasted existing resume (still the user's own words). */
function gather(form: ResumeForm, existing: ParsedResume | null) {
  const entries: Entry[] = (form.experience ?? []).map((e) => ({
    title: safe(e.title ?? ""),
    company: safe(e.company ?? ""),
    location: safe(e.location ?? ""),
    start: clean(e.start),
    end: clean(e.end),
    bullets: (e.bullets ?? []).map(clean).filter(Boolean),
  })).filter((e) => e.title || e.company || e.bullets.length);
  const projects = (form.projects ?? []).map((p) => ({ name: safe(p.name ?? ""), link: clean(p.link), bullets: (p.bullets ?? []).map(clean).filter(Boolean) })).filter((p) => p.name || p.bullets.length);
  const education = (form.education ?? []).flatMap((e) => e.split("\n")).map(safe).filter(Boolean);
  return {
    name: safe(form.name ?? "") || existing?.name || "",
    email: clean(form.email) || existing?.email || "",
    phone: clean(form.phone) || existing?.phone || "",
    location: safe(form.location ?? "") || existing?.location || "",
    headline: safe(form.headline ?? "") || existing?.headline || "",
    summary: clean(form.summary) || existing?.summary || "",
    skills: (form.skills ?? []).flatMap((s) => s.split(/[,;|\n]/)).map(safe).filter(Boolean),
    entries: entries.length ? entries : (existing?.experienceEntries ?? []).map((e) => ({ ...e })),
    projects: projects.length ? projects : (existing?.projects ?? []).map((p) => ({ ...p })),
    education: education.length ? education : (existing?.education ?? []),
  };
}

/** Ranks a bullet for "one page" trimming: numbers, verbs and role keywords first. */
function bulletScore(b: string, roleTerms: string[]): number {
  const lower = b.toLowerCase();
  return (isQuantified(b) ? 2 : 0) + (startsWithActionVerb(b) ? 1 : 0) + Math.min(2, roleTerms.filter((t) => lower.includes(t)).length);
}

function pickTop(bullets: string[], max: number, roleTerms: string[]): string[] {
  if (bullets.length <= max) return bullets;
  const keep = new Set(
    bullets
      .map((b, i) => ({ i, s: bulletScore(b, roleTerms) }))
      .sort((a, b) => b.s - a.s || a.i - b.i)
      .slice(0, max)
      .map((x) => x.i),
  );
  return bullets.filter((_, i) => keep.has(i));
}

export function buildResumeDocument(form: ResumeForm, deps: Deps): ResumeDocument {
  const { skills } = deps;
  const ins = readInstructions(form.instructions);
  const existingText = clean(form.existing_resume_text) ? form.existing_resume_text! : "";
  const existing = existingText ? parseResume(existingText, { skills }) : null;
  const g = gather(form, existing);

  const targetRole = safe(form.target_role ?? "");
  const profile: RoleProfile | null =
    (targetRole && deps.roles.profileFor(targetRole)) || (g.headline && deps.roles.profileFor(g.headline)) || (g.entries[0]?.title ? deps.roles.profileFor(g.entries[0].title) : null) || null;
  // Keywords the target role (and the reference resume, when given) asks for, most central first.
  const wanted: string[] = [...(profile?.skills.map((s) => s.name) ?? [])];
  if (clean(form.reference_resume_text)) for (const s of skills.extract(form.reference_resume_text!)) if (!wanted.includes(s)) wanted.push(s);
  const wantedRank = new Map(wanted.map((s, i) => [s.toLowerCase(), i]));

  // Bullets: action verbs, tidy endings, concise when asked.
  const entries = g.entries.map((e, idx) => {
    const ongoing = /present/i.test(normaliseDate(e.end || "")) || (!e.end && idx === 0 && !!e.start);
    let bullets = [...new Set(e.bullets.map((b) => rewriteBullet(b, { ongoing }).text).filter(Boolean))];
    if (ins.concise) bullets = bullets.map(trimFiller);
    return { ...e, bullets };
  });
  const projects = g.projects.map((p) => {
    let bullets = [...new Set(p.bullets.map((b) => rewriteBullet(b, { ongoing: false }).text).filter(Boolean))];
    if (ins.concise) bullets = bullets.map(trimFiller);
    return { ...p, bullets };
  });

  // Evidence: what the user's own material shows, as canonical skill names.
  const ownText = [g.headline, g.summary, ...entries.flatMap((e) => [e.title, ...e.bullets]), ...projects.flatMap((p) => [p.name, ...p.bullets])].join("\n");
  const listed: string[] = [];
  const seen = new Set<string>();
  for (const s of g.skills) {
    const name = skills.canonicalize(s) ?? s;
    if (!seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      listed.push(name);
    }
  }
  const shownInText = skills.extract(ownText);
  // Target-role keywords the user's bullets or summary already show join the skills list.
  const woven = shownInText.filter((s) => wantedRank.has(s.toLowerCase()) && !seen.has(s.toLowerCase()));
  for (const s of woven) seen.add(s.toLowerCase());
  // With focus_gaps, role keywords that only their existing resume shows are called out to highlight.
  const highlight =
    form.focus_gaps && existingText
      ? skills.extract(existingText).filter((s) => wantedRank.has(s.toLowerCase()) && !seen.has(s.toLowerCase()))
      : [];
  for (const s of highlight) seen.add(s.toLowerCase());

  const sections: DocSection[] = [];

  // Summary.
  if (!ins.noSummary) {
    let summary = g.summary;
    if (!summary) {
      const latest = entries[0];
      const evidenced = [...listed, ...woven].filter((s) => wantedRank.has(s.toLowerCase())).sort((a, b) => wantedRank.get(a.toLowerCase())! - wantedRank.get(b.toLowerCase())!);
      const lead = g.headline || latest?.title || "";
      const skilled = evidenced.length ? ` skilled in ${joinList(evidenced.slice(0, 4))}` : "";
      const parts: string[] = [];
      // When the headline is the latest title, one sentence says both ("Data Analyst at Acme, skilled in SQL").
      const leadIsLatest = !!latest?.title && !!latest.company && lead.toLowerCase() === latest.title.toLowerCase();
      if (leadIsLatest) parts.push(`${lead} ${/present|current|till|now/i.test(latest!.end) || !latest!.end ? "at" : "most recently at"} ${latest!.company}${skilled ? `,${skilled}` : ""}.`);
      else if (lead) parts.push(`${lead}${skilled}.`);
      else if (evidenced.length) parts.push(`Skilled in ${joinList(evidenced.slice(0, 4))}.`);
      if (!leadIsLatest && latest?.title && latest.company) parts.push(`${ongoingText(latest.end)} ${latest.title} at ${latest.company}.`);
      if (targetRole) parts.push(`Seeking ${targetRole} roles${form.target_company?.trim() ? ` at ${safe(form.target_company)}` : ""}.`);
      summary = parts.join(" ");
    }
    if (ins.concise) summary = trimFiller(firstSentences(summary, ins.onePage ? 2 : 3));
    if (summary) sections.push({ heading: "Summary", blocks: [{ kind: "paragraph", text: summary }] });
  }

  // Skills, grouped by taxonomy category; role keywords first in each group.
  const groups = new Map<string, string[]>();
  for (const s of [...listed, ...woven]) {
    const cat = skills.categoryOf(s);
    const label = (cat && CATEGORY_LABEL[cat]) || "Other";
    groups.set(label, [...(groups.get(label) ?? []), s]);
  }
  const rank = (s: string) => wantedRank.get(s.toLowerCase()) ?? 1000;
  const skillGroups = [...groups.entries()]
    .map(([label, items]) => ({ label, items: [...items].sort((a, b) => rank(a) - rank(b)) }))
    .sort((a, b) => GROUP_ORDER.indexOf(a.label) - GROUP_ORDER.indexOf(b.label));
  if (highlight.length) skillGroups.unshift({ label: "Skills to highlight", items: highlight });
  const skillsSection: DocSection | null = skillGroups.length ? { heading: "Skills", blocks: [{ kind: "skills", groups: skillGroups }] } : null;

  // Experience, with "one page" trimming to the strongest bullets.
  const roleTerms = wanted.slice(0, 15).map((s) => s.toLowerCase());
  const expBlocks: DocBlock[] = entries.map((e, i) => {
    const max = ins.onePage ? (i === 0 ? 4 : i === 1 ? 3 : 2) : 8;
    const title = [e.title, e.company].filter(Boolean).join(", ");
    const meta = [e.location, formatDates(e.start, e.end)].filter(Boolean).join(" | ");
    return { kind: "entry", title, meta, bullets: pickTop(e.bullets, max, roleTerms) };
  });
  const experienceSection: DocSection | null = expBlocks.length ? { heading: "Experience", blocks: expBlocks } : null;

  const projBlocks: DocBlock[] = ins.noProjects
    ? []
    : projects.slice(0, ins.onePage ? 2 : 10).map((p) => ({ kind: "entry", title: p.name, meta: p.link, bullets: pickTop(p.bullets, ins.onePage ? 2 : 6, roleTerms) }));
  const projectSection: DocSection | null = projBlocks.length ? { heading: "Projects", blocks: projBlocks } : null;
  const educationSection: DocSection | null = g.education.length ? { heading: "Education", blocks: [{ kind: "list", items: g.education }] } : null;

  const order = ins.educationFirst ? [educationSection, skillsSection, experienceSection, projectSection] : [skillsSection, experienceSection, projectSection, educationSection];
  for (const s of order) if (s) sections.push(s);

  return {
    name: g.name,
    contact: [g.email, g.phone, g.location].filter(Boolean),
    headline: g.headline,
    sections,
  };
}

function ongoingText(end: string): string {
  return /present|current|till|now/i.test(end) || !end ? "Currently" : "Most recently";
}

/** Markdown with standard headings in one column: the format ATS parsers read best. */
export function renderMarkdown(doc: ResumeDocument): string {
  const out: string[] = [];
  if (doc.name) out.push(`# ${doc.name}`);
  if (doc.contact.length) out.push(doc.contact.join(" | "));
  if (doc.headline) out.push(`**${doc.headline}**`);
  for (const s of doc.sections) {
    out.push("", `## ${s.heading}`);
    for (const b of s.blocks) {
      if (b.kind === "paragraph") out.push(b.text);
      else if (b.kind === "list") for (const i of b.items) out.push(`- ${i}`);
      else if (b.kind === "skills") for (const g of b.groups) out.push(`- **${g.label}:** ${g.items.join(", ")}`);
      else {
        // An entry the user left untitled gets no made-up title, just its meta line and bullets.
        out.push("", ...(b.title ? [`### ${b.title}`] : []));
        if (b.meta) out.push(b.meta);
        for (const x of b.bullets) out.push(`- ${x}`);
      }
    }
  }
  return `${out.join("\n").replace(/\n{3,}/g, "\n\n").trim()}\n`;
}
