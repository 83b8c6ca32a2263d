/**
 * Candidate resume vs benchmark resume. The alignment score is a weighted sum of six parts, each 0–1:
 *
 *   score = round(100 × (0.40·hard + 0.05·soft + 0.15·title + 0.20·keywords + 0.10·sections + 0.10·quant))
 *
 * - hard: weighted share of the benchmark's hard skills and tools the candidate names. A skill's weight is its
 *   centrality to the benchmark: 1, +0.5 per extra line that mentions it (up to +1), +0.5 when it sits in the
 *   benchmark's skills section, + its weight in the focus role's profile. Focus-role skills the benchmark lacks
 *   join at half their profile weight.
 * - soft: share of the benchmark's (and focus role's) soft skills the candidate names; 0.5 when there are none.
 * - title: 0.7 × title fit + 0.3 × seniority fit. Title fit is the larger of the role-word overlap and 1 (same
 *   resolved role) / 0.7 (same role family). Seniority fit loses 0.35 per level apart.
 * - keywords: cosine similarity of content-word frequencies (resume boilerplate removed), scaled so 0.45 counts
 *   as full overlap.
 * - sections: share of the benchmark's main sections the candidate also has.
 * - quant: the candidate's share of quantified bullets relative to the benchmark's (floor 0.3), capped at 1.
 */
import type { SkillExtractor } from "../skills/skill-extractor";
import type { RoleProfiles } from "../role-profiles/types";
import type { ParsedResume } from "../resume-parser/types";
import type { CompareInput, CompareResult, ScoreBreakdown } from "./types";
import {
  allBullets,
  bulletStats,
  cosine,
  excerpt,
  joinList,
  LEVEL_NAMES,
  listSome,
  MAIN_SECTIONS,
  roleWords,
  SECTION_LABEL,
  sectionsPresent,
  seniorityLevel,
  termVector,
} from "./resume-facts";

export const WEIGHTS: ScoreBreakdown = { hardSkills: 0.4, softSkills: 0.05, titleSeniority: 0.15, keywords: 0.2, sections: 0.1, quantification: 0.1 };
const KEYWORD_FULL = 0.45;

interface Deps {
  skills: SkillExtractor;
  roles: RoleProfiles;
}

interface Gap {
  text: string;
  priority: number;
  rec: string;
}

const isSoft = (skills: SkillExtractor, name: string) => skills.categoryOf(name) === "soft_skills";

function skillsSectionText(p: ParsedResume): string {
  return p.sections.filter((s) => s.name === "skills").map((s) => s.text).join("\n");
}

function mentionCounts(skills: SkillExtractor, text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of text.split("\n")) for (const s of skills.extract(line)) counts.set(s, (counts.get(s) ?? 0) + 1);
  return counts;
}

function resolved(roles: RoleProfiles, p: ParsedResume) {
  for (const t of [p.headline, p.experienceEntries[0]?.title]) {
    if (!t?.trim()) continue;
    const r = roles.profileFor(t);
    if (r) return r;
  }
  return null;
}

/**
 * The structural part of a comparison: the benchmark's main sections the candidate lacks, and whether the candidate
 * quantifies clearly fewer bullets. Shared with the build, so focus_gaps addresses exactly the gaps compare names.
 */
export function structuralGaps(bench: ParsedResume, cand: ParsedResume) {
  const bSections = [...sectionsPresent(bench)].filter((s) => MAIN_SECTIONS.includes(s));
  const cSections = sectionsPresent(cand);
  const missingSections = bSections.filter((s) => !cSections.has(s));
  const bStats = bulletStats(allBullets(bench));
  const cStats = bulletStats(allBullets(cand));
  const bRatio = bStats.total ? bStats.quantified / bStats.total : 0;
  const cRatio = cStats.total ? cStats.quantified / cStats.total : 0;
  return { bSections, missingSections, bStats, cStats, bRatio, cRatio, fewQuantified: bStats.total > 0 && cRatio + 0.2 < bRatio };
}

export function compareResumes(input: CompareInput, deps: Deps): CompareResult {
  const { skills, roles } = deps;
  const bench = input.benchmark;
  const cand = input.candidate;
  const focus = input.focusRole?.trim() ? roles.profileFor(input.focusRole) : null;
  const candHave = new Set(cand.parsed.skills.map((s) => s.toLowerCase()));

  // Hard skills, weighted by centrality.
  const mentions = mentionCounts(skills, bench.text);
  const listed = new Set(skills.extract(skillsSectionText(bench.parsed), { listContext: true }).map((s) => s.toLowerCase()));
  const focusWeight = new Map((focus?.skills ?? []).map((s) => [s.name.toLowerCase(), s.weight]));
  const targets = new Map<string, { name: string; weight: number; mentions: number; listed: boolean }>();
  for (const name of bench.parsed.skills) {
    if (isSoft(skills, name)) continue;
    const k = name.toLowerCase();
    const m = mentions.get(name) ?? 1;
    const w = 1 + 0.5 * Math.min(2, Math.max(0, m - 1)) + (listed.has(k) ? 0.5 : 0) + (focusWeight.get(k) ?? 0);
    targets.set(k, { name, weight: w, mentions: m, listed: listed.has(k) });
  }
  for (const s of focus?.skills.slice(0, 10) ?? []) {
    const k = s.name.toLowerCase();
    if (!targets.has(k)) targets.set(k, { name: s.name, weight: 0.5 * s.weight, mentions: 0, listed: false });
  }
  const targetList = [...targets.values()].sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name));
  const totalW = targetList.reduce((s, t) => s + t.weight, 0);
  const matched = targetList.filter((t) => candHave.has(t.name.toLowerCase()));
  const missing = targetList.filter((t) => !candHave.has(t.name.toLowerCase()));
  const hard = totalW ? matched.reduce((s, t) => s + t.weight, 0) / totalW : 0;

  // Soft skills.
  const softTargets = [...new Set([...bench.parsed.skills.filter((s) => isSoft(skills, s)), ...(focus?.soft ?? [])])];
  const softMatched = softTargets.filter((s) => candHave.has(s.toLowerCase()));
  const soft = softTargets.length ? softMatched.length / softTargets.length : 0.5;

  // Title and seniority.
  const bWords = roleWords(bench.parsed);
  const cWords = roleWords(cand.parsed);
  let overlap = 0;
  for (const w of bWords) if (cWords.has(w)) overlap++;
  const wordFit = bWords.size ? overlap / bWords.size : 0;
  const bRole = resolved(roles, bench.parsed);
  const cRole = resolved(roles, cand.parsed);
  const roleFit = bRole && cRole ? (bRole.role === cRole.role ? 1 : bRole.family === cRole.family ? 0.7 : 0) : 0;
  const titleFit = Math.max(wordFit, roleFit);
  const bLevel = seniorityLevel(bench.parsed);
  const cLevel = seniorityLevel(cand.parsed);
  const levelFit = Math.max(0, 1 - 0.35 * Math.abs(bLevel - cLevel));
  const title = 0.7 * titleFit + 0.3 * levelFit;

  // Keyword frequency overlap.
  const bVec = termVector(bench.text);
  const cVec = termVector(cand.text);
  const keywords = Math.min(1, cosine(cVec, bVec) / KEYWORD_FULL);
  // Skill names are already gaps of their own; the benchmark author's name, their towns and their employers are not
  // keywords anyone should copy.
  const ownWords = [bench.parsed.name, bench.parsed.location, bench.parsed.address, ...bench.parsed.experienceEntries.flatMap((e) => [e.company, e.location])];
  const skillWords = new Set([...targetList.flatMap((t) => t.name.toLowerCase().split(/\s+/)), ...ownWords.flatMap((w) => (w ?? "").toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean)]);
  const missingTerms = [...bVec.entries()]
    .filter(([k, v]) => !cVec.has(k) && v.tf >= 2 && !skillWords.has(v.word))
    .sort((a, b) => b[1].tf - a[1].tf || a[1].word.localeCompare(b[1].word))
    .slice(0, 5)
    .map(([, v]) => v.word);

  // Sections and quantification.
  const { bSections, missingSections, bStats, cStats, bRatio, cRatio, fewQuantified } = structuralGaps(bench.parsed, cand.parsed);
  const sections = bSections.length ? (bSections.length - missingSections.length) / bSections.length : 1;
  const quant = Math.min(1, cRatio / Math.max(0.3, bRatio));

  const breakdown: ScoreBreakdown = { hardSkills: hard, softSkills: soft, titleSeniority: title, keywords, sections, quantification: quant };
  const raw = (Object.keys(WEIGHTS) as Array<keyof ScoreBreakdown>).reduce((s, k) => s + WEIGHTS[k] * breakdown[k], 0);
  const alignment_score = Math.max(0, Math.min(100, Math.round(100 * raw)));

  // Gaps, highest priority first.
  const gaps: Gap[] = [];
  // Missing skills are gaps one by one, but their advice is the same, so it is given once per group of three.
  const shown = missing.slice(0, 8);
  shown.forEach((t, i) => {
    const why = t.mentions === 0 ? `core to ${focus?.role ?? "the focus role"}` : [t.listed ? "in the benchmark's skills" : "", t.mentions > 1 ? `mentioned ${t.mentions} times` : ""].filter(Boolean).join(", ") || "named in the benchmark";
    const group = shown.slice(i, i + 3).map((m) => m.name);
    const rec =
      i % 3 !== 0
        ? ""
        : group.length === 1
          ? `If you have used ${group[0]}, name it in your skills and show it in a bullet with a result`
          : `If you have used ${joinList(group).replace(/ and ([^,]+)$/, " or $1")}, name ${group.length === 2 ? "both" : "them"} in your skills and show each in a bullet with a result`;
    gaps.push({ text: `${t.name} (${why})`, priority: 10 * t.weight, rec });
  });
  if (Math.abs(bLevel - cLevel) >= 2) {
    const up = bLevel > cLevel;
    gaps.push({
      text: `Seniority: the benchmark reads as ${LEVEL_NAMES[bLevel]}, yours as ${LEVEL_NAMES[cLevel]}`,
      priority: 14,
      rec: up ? "Show scope in your bullets: team size, budget or ownership of outcomes" : "The benchmark is more junior than you: lead with your scope and leadership results",
    });
  }
  if (titleFit < 0.5 && bRole) {
    gaps.push({ text: `Role focus: the benchmark is a ${bRole.role} resume and your titles point elsewhere`, priority: 13, rec: `Use a headline that names the ${bRole.role} work you have done, if it is true for you` });
  }
  if (fewQuantified) {
    gaps.push({
      text: `Quantified results: ${cStats.quantified} of ${cStats.total} of your bullets carry a number; the benchmark quantifies ${bStats.quantified} of ${bStats.total}`,
      priority: 9,
      rec: "Add a number to each bullet: volume, %, ₹, time saved or people led",
    });
  }
  if (missingTerms.length >= 2) {
    gaps.push({ text: `Benchmark keywords you do not use: ${missingTerms.join(", ")}`, priority: 8, rec: `Mirror the benchmark's wording (${missingTerms.slice(0, 3).join(", ")}) where it is true for you` });
  }
  for (const s of missingSections) {
    gaps.push({ text: `Missing section: ${SECTION_LABEL[s]}`, priority: 6, rec: `Add a ${SECTION_LABEL[s]} section under that standard heading` });
  }
  const softMissing = softTargets.filter((s) => !candHave.has(s.toLowerCase()));
  if (softMissing.length) {
    gaps.push({ text: `Soft skills the benchmark shows: ${joinList(softMissing.slice(0, 3))}`, priority: 4, rec: `Show ${joinList(softMissing.slice(0, 2).map((s) => s.toLowerCase()))} through an example rather than a label` });
  }
  gaps.sort((a, b) => b.priority - a.priority || a.text.localeCompare(b.text));

  // Strengths.
  const strengths: string[] = [];
  if (matched.length) strengths.push(`Shares ${matched.length} of the benchmark's ${targetList.length} hard skills: ${listSome(matched.map((t) => t.name), 6)}`);
  if (titleFit >= 0.7) strengths.push(bRole && cRole && bRole.family === cRole.family ? `Same role family as the benchmark (${cRole.familyName})` : "Your titles match the benchmark's role");
  if (levelFit === 1) strengths.push(`Seniority matches the benchmark (${LEVEL_NAMES[bLevel]})`);
  if (cStats.total > 0 && cRatio >= bRatio && cRatio > 0) strengths.push(`Quantified results in ${cStats.quantified} of ${cStats.total} bullets, as many as the benchmark or more`);
  if (bSections.length && missingSections.length === 0) strengths.push("Has every main section the benchmark has");
  if (softMatched.length) strengths.push(`Shows ${joinList(softMatched.slice(0, 3))}`);

  const partsText =
    `hard skills ${Math.round(100 * hard)}%, title and seniority ${Math.round(100 * title)}%, keyword overlap ${Math.round(100 * keywords)}%, ` +
    `sections ${bSections.length - missingSections.length}/${bSections.length || 0}, quantified bullets ${Math.round(100 * cRatio)}% vs ${Math.round(100 * bRatio)}%`;
  // Named by its own title where it has one: the resolved profile can be a neighbouring role ("Growth Marketing
  // Lead" resolves to Performance Marketing Manager's skills), which would read as a different benchmark.
  const benchTitle = (bench.parsed.headline || bench.parsed.experienceEntries[0]?.title || "").trim();
  const benchName = benchTitle && benchTitle.length <= 60 ? `the benchmark (${benchTitle})` : bRole ? `a ${bRole.role} benchmark` : "the benchmark";
  const overview =
    `Alignment ${alignment_score}/100 against ${benchName}${focus && input.focusRole!.trim().toLowerCase() !== benchTitle.toLowerCase() ? ` for ${input.focusRole!.trim()}` : ""}. ` +
    `You cover ${matched.length} of its ${targetList.length} hard skills and tools (weighted ${Math.round(100 * hard)}%). ` +
    `Score parts: ${partsText}. ` +
    (gaps[0] ? `The biggest gap is ${gaps[0].text.replace(/^([A-Z])/, (m) => (gaps[0]!.text.startsWith("Seniority") || gaps[0]!.text.includes(":") ? m.toLowerCase() : m))}.` : "No major gaps stand out.");

  const top = bench.parsed.summary || bench.text;
  return {
    alignment_score,
    gaps: gaps.slice(0, 10).map((g) => g.text),
    recommendations: [...new Set(gaps.map((g) => g.rec).filter(Boolean))].slice(0, 6),
    strengths: strengths.slice(0, 6),
    overview,
    // The headline leads the excerpt unless the summary already opens with it.
    benchmark_excerpt: excerpt(
      bench.parsed.headline && bench.parsed.summary && !bench.parsed.summary.toLowerCase().startsWith(bench.parsed.headline.toLowerCase()) ? `${bench.parsed.headline}. ${top}` : top,
    ),
    breakdown,
  };
}
