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
import { structuralGaps } from "./compare";
import { isMetricTone, readInstructions, summaryOpener, voiceFor } from "./instructions";
import { allBullets, bulletStats, joinList } from "./resume-facts";
import type { DocBlock, DocSection, ResumeDocument, ResumeForm } from "./types";
import { escapeRegExp } from "../../lib/regex";

export { readInstructions, type Instructions } from "./instructions";

interface Deps {
  skills: SkillExtractor;
  roles: RoleProfiles;
}

const CATEGORY_LABEL: Record<string, string> = {
  // "Languages" alone reads as spoken languages on a resume.
  programming: "Programming Languages",
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
  "Programming Languages", "Frameworks & Libraries", "Data & Analytics", "Cloud & DevOps", "Engineering Practices", "Networking & Security",
  "Marketing", "Sales", "Finance & Accounting", "Human Resources", "Operations", "Customer Support", "Design", "Healthcare",
  "Teaching", "Enterprise Platforms", "Tools", "Other", "Professional Skills",
];

const clean = (s: string | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
/** Keeps user text from turning into markdown structure (a leading "#" or "-" would). */
const safe = (s: string) => clean(s).replace(/^[#>*+-]+\s*/, "");

/** `ongoing`: the latest role with a start and no end (the form's End field reads "Present" when left empty). */
function formatDates(start?: string, end?: string, ongoing = false): string {
  const a = clean(start) ? normaliseDate(clean(start)) : "";
  const b = clean(end) ? normaliseDate(clean(end)) : a && ongoing ? "Present" : "";
  if (a && b) return `${a} – ${b}`;
  return a || b;
}

const CASED_CATEGORIES = new Set(["programming", "tools"]);

/**
 * Product and acronym skill names typed in lower case get their real spelling ("sql" → "SQL", "power bi" → "Power BI",
 * "excel" → "Excel"). Only all-lower-case mentions change, and only names that are never common words in a sentence:
 * acronyms and camel-case names, or programming languages and tools ("data analysis" stays as written).
 */
function caseSkillNames(text: string, skills: SkillExtractor): string {
  let out = text;
  for (const name of skills.extract(text)) {
    const branded = name.split(/\s+/).some((w) => (w.match(/[A-Z]/g) ?? []).length >= 2) || CASED_CATEGORIES.has(skills.categoryOf(name) ?? "");
    if (!branded || name === name.toLowerCase()) continue;
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name.toLowerCase())}(?![\\p{L}\\p{N}])`, "gu"), name);
  }
  return out;
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

const lower = (s: string) => s.toLowerCase();
/** First spelling of each name, ignoring case. */
function dedupe(xs: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const x of xs) {
    if (seen.has(lower(x))) continue;
    seen.add(lower(x));
    out.push(x);
  }
  return out;
}

/**
 * The keywords a target asks for, most wanted first: the role profile's skills, and with a reference resume its
 * skills weighted as compare weighs a benchmark's (more mentions and a place in its skills list count more).
 */
function wantedKeywords(profile: RoleProfile | null, reference: ParsedResume | null, referenceText: string, skills: SkillExtractor): string[] {
  const fromProfile = profile?.skills.map((s) => s.name) ?? [];
  if (!reference) return fromProfile;
  const score = new Map<string, { name: string; score: number; index: number }>();
  const add = (name: string, w: number) => {
    const cur = score.get(lower(name));
    if (cur) cur.score += w;
    else score.set(lower(name), { name, score: w, index: score.size });
  };
  for (const s of profile?.skills ?? []) add(s.name, s.weight);
  const mentions = new Map<string, number>();
  for (const line of referenceText.split("\n")) for (const s of skills.extract(line)) mentions.set(s, (mentions.get(s) ?? 0) + 1);
  const skillsSection = reference.sections.filter((x) => x.name === "skills").map((x) => x.text).join("\n");
  const listed = new Set(skills.extract(skillsSection, { listContext: true }).map(lower));
  for (const name of reference.skills) add(name, 1 + 0.5 * Math.min(2, Math.max(0, (mentions.get(name) ?? 1) - 1)) + (listed.has(lower(name)) ? 0.5 : 0));
  return [...score.values()].sort((a, b) => b.score - a.score || a.index - b.index).map((x) => x.name);
}

/** Bullets that show a brought-forward skill, or carry a number when results should lead, move up; the rest keep their order. */
function orderBullets(bullets: string[], showsFocus: (b: string) => boolean, quantifiedFirst: boolean): string[] {
  return bullets
    .map((b, i) => ({ b, i, s: (showsFocus(b) ? 1 : 0) + (quantifiedFirst && isQuantified(b) ? 1 : 0) }))
    .sort((x, y) => y.s - x.s || x.i - y.i)
    .map((x) => x.b);
}

const yearOf = (date: string) => Number(/\b(?:19|20)\d{2}\b/.exec(normaliseDate(date))?.[0] ?? 0);

export function buildResumeDocument(form: ResumeForm, deps: Deps): ResumeDocument {
  const { skills } = deps;
  const ins = readInstructions(form.instructions);
  const focusGaps = !!form.focus_gaps;
  const existingText = clean(form.existing_resume_text) ? form.existing_resume_text! : "";
  const existing = existingText ? parseResume(existingText, { skills }) : null;
  const referenceText = clean(form.reference_resume_text) ? form.reference_resume_text! : "";
  const reference = referenceText ? parseResume(referenceText, { skills }) : null;
  const g = gather(form, existing);

  const targetRole = safe(form.target_role ?? "");
  const profile: RoleProfile | null =
    (targetRole && deps.roles.profileFor(targetRole)) || (g.headline && deps.roles.profileFor(g.headline)) || (g.entries[0]?.title ? deps.roles.profileFor(g.entries[0].title) : null) || null;
  // Keywords the target role (and the reference resume, when given) asks for, most central first.
  const wanted = wantedKeywords(profile, reference, referenceText, skills);
  const wantedRank = new Map(wanted.map((s, i) => [lower(s), i]));

  // Bullets: action verbs in the voice the tone asks for, tidy endings, concise when asked.
  const voice = voiceFor(ins.tone);
  const style = (b: string, ongoing: boolean) => caseSkillNames(rewriteBullet(b, { ongoing, voice, dropFirstPerson: ins.dropFirstPerson }).text, skills);
  const entries = g.entries.map((e, idx) => {
    const ongoing = /present/i.test(normaliseDate(e.end || "")) || (!e.end && idx === 0 && !!e.start);
    let bullets = [...new Set(e.bullets.map((b) => style(b, ongoing)).filter(Boolean))];
    if (ins.concise) bullets = bullets.map(trimFiller);
    return { ...e, bullets, ongoing };
  });
  const projects = g.projects.map((p) => {
    let bullets = [...new Set(p.bullets.map((b) => style(b, false)).filter(Boolean))];
    if (ins.concise) bullets = bullets.map(trimFiller);
    return { ...p, bullets };
  });

  // Evidence: what the user's own material shows, as canonical skill names.
  const ownText = [g.headline, g.summary, ...entries.flatMap((e) => [e.title, ...e.bullets]), ...projects.flatMap((p) => [p.name, ...p.bullets])].join("\n");
  const listed = dedupe(g.skills.map((s) => skills.canonicalize(s) ?? s));
  const seen = new Set(listed.map(lower));
  const shownInText = skills.extract(ownText);
  const existingSkills = existing?.skills ?? [];
  const supported = new Set([...listed, ...shownInText, ...existingSkills].map(lower));
  // Target-role keywords the user's bullets or summary already show join the skills list.
  const woven = shownInText.filter((s) => wantedRank.has(lower(s)) && !seen.has(lower(s)));
  for (const s of woven) seen.add(lower(s));

  // Skills to bring forward: those the instructions name, then (with focus_gaps) every target keyword, most wanted
  // first; either way only skills the user's skills, bullets, summary or existing resume show.
  const asked = ins.highlightText.flatMap((t) => skills.extract(t));
  const focus = dedupe([...asked, ...(focusGaps ? wanted : [])]).filter((s) => supported.has(lower(s)));
  const isSoft = (s: string) => skills.categoryOf(s) === "soft_skills";
  const keySkills = focus.filter((s) => !isSoft(s)).slice(0, 8);
  // Brought-forward skills only the existing resume (or an unlisted bullet) shows join the list too.
  const extra = focus.filter((s) => !seen.has(lower(s)));
  for (const s of extra) seen.add(lower(s));
  const focusSet = new Set(focus.map(lower));
  const showsFocus = (b: string) => focusSet.size > 0 && skills.extract(b).some((s) => focusSet.has(lower(s)));

  // Structural gaps: few quantified bullets (by best practice, or fewer than the reference's) put numbers first.
  let quantifiedFirst = ins.quantifiedFirst || isMetricTone(ins.tone);
  const ownCertifications = (form.certifications ?? []).map(safe).filter(Boolean);
  const pastedCertifications = (existing?.sections ?? [])
    .filter((x) => x.name === "certifications")
    .flatMap((x) => x.text.split("\n"))
    .map(safe)
    .filter(Boolean);
  const languages = (form.languages ?? []).map(safe).filter(Boolean);
  if (focusGaps) {
    const own: ParsedResume = {
      name: g.name, email: g.email, phone: g.phone, address: "", location: g.location, headline: g.headline, summary: g.summary,
      experience: [], experienceEntries: entries, education: g.education, projects, skills: listed, links: [], sections: [],
    };
    const stats = bulletStats(allBullets(own));
    if (stats.total && stats.quantified / stats.total < 0.5) quantifiedFirst = true;
    if (reference && structuralGaps(reference, own).fewQuantified) quantifiedFirst = true;
  }

  const sections: DocSection[] = [];

  // Summary.
  if (!ins.noSummary) {
    let summary = g.summary;
    const opener = summaryOpener(ins.tone);
    if (!summary) {
      const latest = entries[0];
      const evidenced = keySkills.length
        ? keySkills
        : [...listed, ...woven].filter((s) => wantedRank.has(lower(s))).sort((a, b) => wantedRank.get(lower(a))! - wantedRank.get(lower(b))!);
      const lead = g.headline || latest?.title || "";
      // The tone's adjective opens the summary: "Analytical Data Analyst at Acme…".
      const shownLead = opener && lead ? `${opener} ${lead}` : lead;
      // "Performance Marketing Manager, skilled in Performance Marketing" says it twice: skip skills the title names.
      const named = evidenced.filter((skill) => !lead.toLowerCase().includes(skill.toLowerCase()));
      const shown = named.length ? named : evidenced;
      const skilled = shown.length ? ` skilled in ${joinList(shown.slice(0, 4))}` : "";
      const parts: string[] = [];
      // When the headline is the latest title, one sentence says both ("Data Analyst at Acme, skilled in SQL").
      const leadIsLatest = !!latest?.title && !!latest.company && lead.toLowerCase() === latest.title.toLowerCase();
      if (leadIsLatest) parts.push(`${shownLead} ${/present|current|till|now/i.test(latest!.end) || !latest!.end ? "at" : "most recently at"} ${latest!.company}${skilled ? `,${skilled}` : ""}.`);
      else if (lead) parts.push(`${shownLead}${skilled}.`);
      else if (evidenced.length) parts.push(opener ? `${opener} professional${skilled}.` : `Skilled in ${joinList(evidenced.slice(0, 4))}.`);
      if (!leadIsLatest && latest?.title && latest.company) parts.push(`${ongoingText(latest.end)} ${latest.title} at ${latest.company}.`);
      if (targetRole) parts.push(`Seeking ${targetRole} roles${form.target_company?.trim() ? ` at ${safe(form.target_company)}` : ""}.`);
      summary = parts.join(" ");
    }
    if (ins.concise) summary = trimFiller(firstSentences(summary, ins.onePage ? 2 : 3));
    // A summary the user wrote keeps their words; brought-forward skills it does not mention follow in one sentence.
    const unmentioned = keySkills.slice(0, 3).filter((s) => !lower(summary).includes(lower(s)));
    if (summary && g.summary && unmentioned.length) summary = `${summary.replace(/[.\s]*$/, ".")} Skilled in ${joinList(unmentioned)}.`;
    if (summary) sections.push({ heading: "Summary", blocks: [{ kind: "paragraph", text: summary }] });
  }

  // Skills, grouped by taxonomy category; role keywords first in each group; brought-forward skills lead as Key Skills.
  let pool = [...listed, ...woven, ...extra];
  // A missing Skills section is filled from skills the user's own material shows, never from the target's list.
  if (!pool.length && (focusGaps || ins.addSections.includes("skills"))) pool = dedupe([...shownInText, ...existingSkills]);
  const inKey = new Set(keySkills.map(lower));
  const groups = new Map<string, string[]>();
  for (const s of pool) {
    if (inKey.has(lower(s))) continue;
    const cat = skills.categoryOf(s);
    const label = (cat && CATEGORY_LABEL[cat]) || "Other";
    groups.set(label, [...(groups.get(label) ?? []), s]);
  }
  const rank = (s: string) => wantedRank.get(lower(s)) ?? 1000;
  const skillGroups = [...groups.entries()]
    .map(([label, items]) => ({ label, items: [...items].sort((a, b) => rank(a) - rank(b)) }))
    .sort((a, b) => GROUP_ORDER.indexOf(a.label) - GROUP_ORDER.indexOf(b.label));
  if (keySkills.length) skillGroups.unshift({ label: "Key Skills", items: keySkills });
  const skillsSection: DocSection | null = skillGroups.length ? { heading: "Skills", blocks: [{ kind: "skills", groups: skillGroups }] } : null;

  // Experience: brought-forward and quantified bullets first, "one page" trimming to the strongest, and with
  // "cut older roles" one line for roles that ended over ten years before the latest date given (no clock: deterministic).
  const roleTerms = dedupe([...focus, ...wanted.slice(0, 15)]).map(lower);
  const latestYear = Math.max(0, ...entries.flatMap((e) => [yearOf(e.start), yearOf(e.end)]));
  const expBlocks: DocBlock[] = entries.map((e, i) => {
    const older = ins.trimOlderRoles && yearOf(e.end) > 0 && yearOf(e.end) < latestYear - 10;
    const max = older ? 1 : ins.onePage ? (i === 0 ? 4 : i === 1 ? 3 : 2) : 8;
    const title = [e.title, e.company].filter(Boolean).join(", ");
    const meta = [e.location, formatDates(e.start, e.end, e.ongoing)].filter(Boolean).join(" | ");
    return { kind: "entry", title, meta, bullets: pickTop(orderBullets(e.bullets, showsFocus, quantifiedFirst), max, roleTerms) };
  });
  const experienceSection: DocSection | null = expBlocks.length ? { heading: "Experience", blocks: expBlocks } : null;

  const projBlocks: DocBlock[] = ins.noProjects
    ? []
    : projects
        .slice(0, ins.onePage ? 2 : 10)
        .map((p) => ({ kind: "entry", title: p.name, meta: p.link, bullets: pickTop(orderBullets(p.bullets, showsFocus, quantifiedFirst), ins.onePage ? 2 : 6, roleTerms) }));
  const projectSection: DocSection | null = projBlocks.length ? { heading: "Projects", blocks: projBlocks } : null;
  const educationSection: DocSection | null = g.education.length ? { heading: "Education", blocks: [{ kind: "list", items: g.education }] } : null;
  // The person's own certifications (the document's) always show; those only a pasted resume has show when
  // addressing gaps.
  const certifications = ownCertifications.length ? ownCertifications : focusGaps || ins.addSections.includes("certifications") ? pastedCertifications : [];
  const certificationSection: DocSection | null = certifications.length ? { heading: "Certifications", blocks: [{ kind: "list", items: certifications }] } : null;
  const languageSection: DocSection | null = languages.length ? { heading: "Languages", blocks: [{ kind: "paragraph", text: languages.join(", ") }] } : null;

  const order = ins.educationFirst
    ? [educationSection, skillsSection, experienceSection, projectSection, certificationSection, languageSection]
    : [skillsSection, experienceSection, projectSection, educationSection, certificationSection, languageSection];
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
