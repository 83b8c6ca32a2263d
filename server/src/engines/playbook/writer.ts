// The deterministic default PlaybookWriter: role knowledge base + matching + tone -> a study guide.
// Pure: no clock, no randomness, no I/O after the knowledge base is loaded, so the same request gives the same playbook.
import { loadRoleKb } from "./knowledge-base";
import type { ExperienceLevel, FamilyEntry, LevelLists, NinetyDayPlan, RoleEntry, RoleKb, TopicEntry } from "./kb-types";
import { EXPERIENCE_LEVELS } from "./kb-types";
import { RoleMatcher, type RoleMatch, type TitleReading, type TrainingSubject } from "./matching";
import { normalize, roleKey, stems, tokens } from "../roles/title-text";
import { clean, endSentence, lcFirst, pick, slugify, splitDetail, titleCase, ucFirst, uniqueBy, withArticle } from "./text";
import { toneFor, type ItemKind, type SectionKind, type Tone, type ToneContext } from "./tone";
import {
  DEFAULT_PLAYBOOK_FILENAME,
  MAX_FOCUS_AREAS,
  WRITING_STYLES,
  type Playbook,
  type PlaybookRequest,
  type PlaybookSection,
  type PlaybookWriter,
  type WritingStyle,
} from "./types";
import { escapeRegExp } from "../../lib/regex";
import { getDefaultRoleResolver } from "../roles/role-resolver";

const MAX_RESOURCES = 12;
const LEADERSHIP_TOPIC = "leadership";
const FOCUS_MAX_CHARS = 80;

/** Everything the writer needs about a role, whether curated or assembled from O*NET occupations. */
interface RoleProfile {
  displayTitle: string;
  noun: string;
  summary: string;
  responsibilities: string[];
  competencies: LevelLists;
  tools: string[];
  onetTools: string[];
  questions: string[];
  metrics: string[];
  plan: NinetyDayPlan;
  resources: string[];
  topics: string[];
  family: FamilyEntry;
  basis: string[];
  /** What a trainer of a field teaches ("Python trainer"): adds a subject deep dive, questions and tools. */
  subject?: TrainingSubject;
  /** Tools of the field a trainer teaches, from that field's guide. */
  subjectTools?: { from: string; tools: string[] };
}

const NEXT_LEVEL: Record<ExperienceLevel, ExperienceLevel | undefined> = { entry: "mid", mid: "senior", senior: "lead", lead: undefined };
const PREV_LEVEL: Record<ExperienceLevel, ExperienceLevel | undefined> = { entry: undefined, mid: "entry", senior: "mid", lead: "senior" };

function take<T>(items: T[], limit: number | undefined): T[] {
  return limit === undefined ? items : items.slice(0, limit);
}

function displayTitleFor(typed: string, match: RoleMatch): string {
  if (!typed) return match.kind === "curated" ? match.role.title : "Your Target Role";
  if (match.kind === "curated" && match.exact) {
    // "pm" or "sde" read better as the canonical title; "Java Developer" is kept as the user wrote it.
    const words = roleKey(typed).split(" ").filter(Boolean);
    if (words.length < 2 && normalize(typed).length <= 4) return match.role.title;
  }
  return titleCase(typed);
}

function nounFor(title: string): string {
  return title
    .replace(/\s*\(([^)]*)\)\s*/g, " $1 ")
    .replace(/\s+/g, " ")
    .trim()
    .split(" ")
    .map((w) => (/[A-Z].*[A-Z]/.test(w) || /\d/.test(w) ? w : w.toLowerCase()))
    .join(" ");
}

function occupationSentences(description: string): string[] {
  return description
    .split(/(?<=\.)\s+/)
    .map((s) => s.trim().replace(/\.$/, ""))
    // O*NET hedges optional tasks with "May ..."; "Sometimes ..." keeps the sentence usable after "You'll".
    .map((s) => s.replace(/^May /, "Sometimes "))
    .filter((s) => s.length > 20);
}

function profileFromMatch(kb: RoleKb, matcher: RoleMatcher, typed: string, match: RoleMatch): RoleProfile {
  const displayTitle = displayTitleFor(typed, match);
  if (match.kind === "curated") {
    const r: RoleEntry = match.role;
    if (match.subject) return subjectProfile(matcher, displayTitle, r, match.subject);
    const teamLead = leadsATeam(typed) && !match.ambiguity;
    const basis = [
      ...(match.ambiguity ? [readingNote(displayTitle, match.ambiguity)] : []),
      ...(teamLead
        ? [`Your title says team lead: this guide covers the ${r.title} work, and its Lead level (or the Team Lead playbook) covers running the team — one-to-ones, targets and escalations.`]
        : []),
      ...(match.exact ? [] : [`Built from the closest role in the Hirewise library: ${r.title}. Check each job post for what differs.`]),
    ];
    return {
      displayTitle,
      noun: nounFor(displayTitle),
      summary: r.summary,
      responsibilities: r.responsibilities,
      competencies: r.competencies,
      tools: r.tools,
      onetTools: r.onet_tools,
      questions: r.questions,
      metrics: r.metrics,
      plan: r.plan,
      resources: r.resources,
      // A field's team lead studies the field first, then leading people.
      topics: teamLead ? uniqueBy([...r.topics.slice(0, 1), LEADERSHIP_TOPIC, ...r.topics.slice(1)], (id) => id) : r.topics,
      family: matcher.familyById(r.family),
      basis,
    };
  }

  // Not curated: describe the role from the closest O*NET occupations and borrow the family's competencies.
  const f = match.family;
  const occs = match.occupations;
  const noun = nounFor(displayTitle);
  const first = occs[0];
  const summary = first
    ? `${ucFirst(withArticle(noun))} role is closest to the standard occupation “${first.title}”${occs[1] ? ` (and “${occs[1].title}”)` : ""}. ${endSentence(first.description)}`
    : `This playbook treats ${noun} as a general ${f.name.toLowerCase()} role: it covers the skills, interview preparation and first-90-days habits that employers look for in most roles, so you can tailor it with the job description.`;
  // The summary already quotes the first occupation's description; its duties should not repeat it.
  const said = summary.toLowerCase();
  const responsibilities = uniqueBy(
    occs.flatMap((o) => occupationSentences(o.description)),
    (s) => s.toLowerCase(),
  )
    .filter((s) => !said.includes(s.toLowerCase()))
    .slice(0, 5);
  const related = match.related.map((r) => r.title);
  const basis = [
    ...(match.ambiguity ? [readingNote(displayTitle, match.ambiguity)] : []),
    ...(occs.length ? [`Closest standard occupations (O*NET 28.2): ${occs.map((o) => `${o.title} (${o.code})`).join("; ")}.`] : []),
    ...(related.length ? [`Related roles with fuller guides in Hirewise: ${related.join(", ")}.`] : []),
  ];
  const aNoun = withArticle(noun);
  const tailored = first
    ? [
        `What draws you to work as ${aNoun}, and what have you done so far to prepare?`,
        `Which of the tasks listed for “${first.title}” have you done hands-on, and how did you check the quality of your work?`,
      ]
    : [`Why do you want to work as ${aNoun}, and what have you done so far to prepare?`];
  return {
    displayTitle,
    noun,
    summary,
    responsibilities: responsibilities.length
      ? responsibilities
      : ["Understand what the employer needs from the role — read three job posts and list the common requirements", ...f.plan.days_30],
    competencies: f.competencies,
    tools: [],
    onetTools: uniqueBy(occs.flatMap((o) => o.tools), (t) => t.toLowerCase()).slice(0, 10),
    questions: [...tailored, ...f.questions],
    metrics: f.metrics,
    plan: f.plan,
    resources: [
      ...occs.map((o) => `O*NET OnLine: ${o.title} — tasks, skills and related occupations (onetonline.org/link/summary/${o.code})`),
      ...f.resources,
      ...match.related.flatMap((r) => r.resources.slice(0, 1)),
    ],
    topics: f.topics,
    family: f,
    basis,
  };
}

/** “Coach” can mean several jobs: say which one the playbook follows and what to type for the others. */
function readingNote(title: string, reading: TitleReading): string {
  const others = reading.others.map((o) => `“${o}”`);
  const list = others.length > 1 ? `${others.slice(0, -1).join(", ")} or ${others[others.length - 1]}` : (others[0] ?? "");
  return `“${title}” is used for several jobs. This guide covers ${reading.reading}; for a more specific guide, type the field too — for example ${list}.`;
}

/** "Java team lead", "Sales team leader": a field's role with people to lead. */
function leadsATeam(typed: string): boolean {
  const words = tokens(typed, { keepLevelWords: true });
  return words.includes("team") && (words.includes("lead") || words.includes("leader"));
}

/**
 * A trainer of a field ("Python trainer", "HR trainer") is judged on two things: command of the subject and the
 * craft of training. The corporate trainer guide carries the craft; the field's own guide or topic the subject.
 */
function subjectProfile(matcher: RoleMatcher, displayTitle: string, r: RoleEntry, subject: TrainingSubject): RoleProfile {
  const s = subject.text;
  const field = subject.role;
  // "an Excel trainer", not "an excel trainer": the subject keeps the capitals it was typed with.
  const typedWord = new RegExp(`(^|\\s)${escapeRegExp(s.toLowerCase())}(?=\\s|$)`);
  const noun = nounFor(displayTitle).replace(typedWord, (_, pre: string) => pre + s);
  const from = field ? ` (from the ${field.title} guide)` : subject.topic ? ` (from our “${subject.topic.name}” guide)` : "";
  return {
    displayTitle,
    noun,
    summary: `${ucFirst(withArticle(noun))} teaches ${s} to employees, new hires or students, so the job takes two skills: real command of ${s} and the craft of training. ${r.summary}`,
    responsibilities: [
      `Teach ${s} in classes, workshops and online sessions, from the basics to the level the job or course needs`,
      `Keep your own ${s} skills current and build exercises and assessments from real work examples`,
      ...r.responsibilities,
    ],
    competencies: r.competencies,
    tools: r.tools,
    onetTools: r.onet_tools,
    questions: [
      `Can you teach us a ten-minute ${s} lesson for beginners, and show how you would check they understood?`,
      `What hands-on experience of ${s} do you have yourself, and how do you keep it current?`,
      // The subject's deep dive asks a topic's questions and a field guide's first two; the interview adds the next.
      ...(subject.topic ? [] : (field?.questions.slice(2, 4) ?? [])),
      `How would you teach ${s} differently to freshers and to experienced employees?`,
      ...r.questions,
    ],
    metrics: [`Learners' ${s} skills — pre- and post-assessment scores, certifications passed or placements`, ...r.metrics],
    plan: {
      ...r.plan,
      days_30: [...r.plan.days_30.slice(0, 1), `Review the ${s} course material, exercises and assessments you inherit and note what is out of date`, ...r.plan.days_30.slice(1)],
    },
    resources: [...r.resources, ...(field?.resources.slice(0, 2) ?? [])],
    topics: subject.topic ? [subject.topic.id, ...r.topics.filter((id) => id !== subject.topic?.id)] : r.topics,
    family: matcher.familyById(r.family),
    basis: [`Built from the Hirewise ${r.title} guide, with ${s} as the subject you teach${from}.`],
    subject,
    subjectTools: field ? { from: field.title, tools: field.tools.slice(0, 4) } : undefined,
  };
}

/**
 * The deep dive on a trainer's subject when the field has a role guide but no topic of its own ("HR", "Java"):
 * the first concept of each of the field's topics, the field's interview questions, and practice that turns them into
 * sessions.
 */
function subjectSection(b: SectionBuilder, tone: Tone, matcher: RoleMatcher, focus: string, subject: TrainingSubject & { role: RoleEntry }): PlaybookSection {
  const l = tone.limits;
  const role = subject.role;
  const concepts = role.topics
    .map((id) => matcher.topicById(id))
    .filter((t): t is TopicEntry => t !== undefined)
    .map((t) => t.concepts[0])
    .filter((c): c is string => Boolean(c));
  const body = [
    `What you teach, from our ${role.title} guide: the field's key ideas and the questions people in it are asked, so your sessions match real jobs.`,
    ...b.items("concept", concepts, l.concepts),
    ...b.items("question", role.questions, l.focusQuestions),
    ...b.items(
      "practice",
      [
        `Turn one ${subject.text} idea from this section into a 45-minute session: an objective, a worked example from real work, a practice activity and a five-question check`,
        `Answer three of these questions in writing, then explain one aloud in five minutes as you would to a beginner`,
      ],
      l.practice,
    ),
  ];
  return b.section("focus", `Deep dive: ${focus}`, body);
}

/** Trim, drop empties and case-insensitive duplicates, cap at 8 (SPEC section 9). */
export function normalizeFocusAreas(focus: readonly string[] | null | undefined): string[] {
  return uniqueBy(
    (focus ?? []).map((f) => clean(f, FOCUS_MAX_CHARS)).filter((f) => f.length > 0),
    (f) => normalize(f) || f.toLowerCase(),
  ).slice(0, MAX_FOCUS_AREAS);
}

function normalizeLevel(level: unknown): ExperienceLevel {
  return EXPERIENCE_LEVELS.includes(level as ExperienceLevel) ? (level as ExperienceLevel) : "mid";
}

function normalizeStyle(style: unknown): WritingStyle {
  return WRITING_STYLES.includes(style as WritingStyle) ? (style as WritingStyle) : "concise";
}

class SectionBuilder {
  constructor(
    private readonly tone: Tone,
    private readonly ctx: ToneContext,
  ) {}

  section(kind: SectionKind, heading: string, body: string[]): PlaybookSection {
    const intro = this.tone.intro(kind, this.ctx);
    const outro = this.tone.outro(kind, this.ctx);
    const bullets = [...(intro ? [intro] : []), ...body, ...(outro ? [outro] : [])];
    return { heading, bullets: uniqueBy(bullets, (b) => b) };
  }

  items(kind: ItemKind, items: string[], limit?: number): string[] {
    return take(items, limit).map((i) => this.tone.item(kind, i));
  }
}

function levelLabel(level: ExperienceLevel): string {
  return { entry: "Entry", mid: "Mid", senior: "Senior", lead: "Lead" }[level];
}

const LEVEL_INTERVIEW_FOCUS: Record<ExperienceLevel, string> = {
  entry:
    "At entry level, expect fundamentals, an aptitude or skills test and questions about projects, internships and coursework. Show how fast you learn.",
  mid: "At mid level, expect questions on ownership: work you ran end to end, the decisions you made and the numbers that moved.",
  senior:
    "At senior level, expect depth and judgement: design or strategy questions, trade-offs, mentoring and influencing people you do not manage.",
  lead: "At lead level, expect questions on hiring, building teams, setting strategy, managing budgets and handling underperformance.",
};

const LEVEL_PLAN: Record<ExperienceLevel, Partial<NinetyDayPlan>> = {
  entry: { days_30: ["Find a buddy or mentor and agree how often you will check in"] },
  mid: {},
  senior: { days_60: ["Identify one cross-team problem you are well placed to fix and propose how"] },
  lead: {
    days_30: ["Meet each direct report one to one — goals, worries and what they need from you"],
    days_60: ["Agree team goals and an operating rhythm of reviews, one-to-ones and planning"],
    days_90: ["Share a written plan for the next two quarters, including hiring needs"],
  },
};

function focusSection(
  b: SectionBuilder,
  tone: Tone,
  matcher: RoleMatcher,
  profile: RoleProfile,
  focus: string,
  ctx: ToneContext,
): { section: PlaybookSection; topic?: TopicEntry } {
  const heading = `Deep dive: ${focus}`;
  const subject = profile.subject;
  if (subject?.role && !subject.topic && normalize(focus) === normalize(subject.text)) {
    return { section: subjectSection(b, tone, matcher, focus, { ...subject, role: subject.role }) };
  }
  const found = matcher.matchTopic(focus, profile.topics);
  const l = tone.limits;
  if (found) {
    const t = found.topic;
    // Say which guide a narrower or differently worded focus ("LMS", "weight loss") comes from.
    const typed = stems(focus);
    const nameStems = new Set(stems(t.name));
    const note =
      found.score < 1 && normalize(t.name) !== normalize(focus)
        ? [`Closest topic in our library: ${t.name}.`]
        : typed.some((w) => !nameStems.has(w))
          ? [`From our guide “${t.name}”.`]
          : [];
    const body = [
      ...note,
      ...b.items("concept", relevantFirst(focus, t, t.concepts), l.concepts),
      ...b.items("question", t.questions, l.focusQuestions),
      ...b.items("practice", t.practice, l.practice),
    ];
    return { section: b.section("focus", heading, body), topic: t };
  }

  // Unknown focus area: build it from the nearest known concepts and the role's own competencies.
  const allConcepts = matcher.topics.flatMap((t) => t.concepts);
  const related = matcher.relatedLines(focus, allConcepts, 3);
  const roleLines = matcher.relatedLines(
    focus,
    [...profile.competencies[ctx.level], ...profile.responsibilities, ...EXPERIENCE_LEVELS.flatMap((lv) => profile.competencies[lv])],
    2,
  );
  const fallbackConcepts = related.length
    ? related
    : profile.topics
        .map((id) => matcher.topicById(id))
        .filter((t): t is TopicEntry => t !== undefined)
        .flatMap((t) => t.concepts.slice(0, 1));
  const f = focus;
  const concepts = [
    `Foundations of ${f} — the vocabulary, standard methods and common mistakes, explained in the context of ${withArticle(ctx.role)}`,
    ...fallbackConcepts,
    `Current practice — what changed in ${f} in the last two years, including Indian regulations or market norms where they apply`,
  ];
  const questions = [
    `How have you used ${f} in your work or studies, and what was the result?`,
    `What does good ${f} look like for ${withArticle(ctx.role)} at ${ctx.level} level?`,
    `Tell me about a time something related to ${f} went wrong. What did you change afterwards?`,
  ];
  const practice = [
    `Write a one-page brief on ${f} for ${withArticle(ctx.role)}: key terms, three methods, one example from your experience and one open question for an expert`,
    `Find three job posts for ${ctx.role} roles that mention ${f} and map each requirement to evidence from your own work`,
  ];
  const body = [
    `We don't have a dedicated guide for “${f}” yet, so this section combines the closest concepts we know with the role's core skills.`,
    ...b.items("concept", concepts, l.concepts === undefined ? undefined : Math.max(l.concepts, 2)),
    ...b.items("competency", roleLines),
    ...b.items("question", questions, l.focusQuestions),
    ...b.items("practice", practice, l.practice),
  ];
  return { section: b.section("focus", heading, body) };
}

/**
 * The topic's lines that mention what was typed come first, the rest keep their curated order: "LMS" opens the
 * instructional design guide with the line on SCORM and the LMS, "strength training" with strength versus muscle.
 * Words of the topic's own name do not count: the whole guide is about them.
 */
function relevantFirst(focus: string, topic: TopicEntry, lines: string[]): string[] {
  const name = new Set(stems(topic.name));
  const typed = new Set(stems(focus).filter((s) => !name.has(s)));
  const mentions = (line: string) => stems(line).some((s) => typed.has(s));
  return [...lines.filter(mentions), ...lines.filter((line) => !mentions(line))];
}

function companySection(b: SectionBuilder, tone: Tone, profile: RoleProfile, company: string, level: ExperienceLevel): PlaybookSection {
  const c = company;
  const metricNames = profile.metrics.slice(0, 3).map((m) => lcFirst(splitDetail(m)[0]));
  const research = [
    `Read the About, careers and newsroom pages on ${c}'s own website and note how it describes its customers and priorities`,
    `If ${c} is a listed company, skim its latest annual report and investor presentation; if it is private, look for funding announcements and its filings on the MCA portal`,
    `Use ${c}'s product or service as a customer would and list three things you would improve as ${withArticle(profile.noun)}`,
    `Read employee reviews on AmbitionBox and Glassdoor for recurring themes about the interview process and culture; treat single reviews with caution`,
    `Search news from the last six months about ${c} — launches, results, leadership changes or regulation that affects it`,
    `Find two or three people in similar roles at ${c} on LinkedIn and ask politely for a 15-minute conversation about the work`,
  ];
  const tailor = [
    `Map your three strongest stories to what ${withArticle(profile.noun)} is measured on (${metricNames.join(", ")}) and, where you can, to ${c}'s stated priorities`,
    `Mirror the language of ${c}'s job description in your resume and answers wherever it is true of your experience`,
    `Prepare a specific answer to “Why ${c}?” built from your research, not generic praise`,
  ];
  const ask = [
    `How will you measure success for this ${profile.noun} in the first six months?`,
    `What is the biggest challenge the team is working on this year?`,
    `How does this team work with the other functions at ${c}, and where does it get stuck?`,
    NEXT_LEVEL[level]
      ? `What does the path from ${level} to ${NEXT_LEVEL[level]} level look like at ${c}?`
      : `How does ${c} develop its leaders, and what would you expect from me in the first year?`,
  ];
  const concise = tone.style === "concise";
  return b.section("company", `Company focus: ${c}`, [
    ...take(research, concise ? 3 : undefined).map((r) => companyLine(tone.style, "Research", r)),
    ...take(tailor, concise ? 2 : undefined).map((r) => companyLine(tone.style, "Tailor", r)),
    ...take(ask, concise ? 3 : undefined).map((q) => companyLine(tone.style, "Ask them", q)),
    `Only mention facts about ${c} that you have checked in a primary source such as its website, filings or official announcements.`,
  ]);
}

/** Company lines are instructions to the reader, so each style phrases the label and sentence itself. */
function companyLine(style: WritingStyle, label: "Research" | "Tailor" | "Ask them", text: string): string {
  if (label === "Ask them") {
    return {
      concise: `Ask: ${text}`,
      friendly: `A good question to ask them: “${text}”`,
      detailed: `Question to ask: “${text}” Listen for specifics; vague answers are worth a polite follow-up.`,
      "coach-like": `Ask them, and note the answer: “${text}”`,
    }[style];
  }
  const x = ucFirst(text);
  switch (style) {
    case "concise":
      return `${label}: ${x}`;
    case "friendly":
      return `${label === "Research" ? "Research tip" : "Tailoring tip"}: ${endSentence(x)}`;
    case "detailed":
      return `${label}: ${endSentence(x)}`;
    case "coach-like":
      return `${pick([`${label} task`, "Do this before the interview"], text)}: ${endSentence(x)} Tick it off when done.`;
  }
}

export function writePlaybook(request: PlaybookRequest, kb: RoleKb, matcher: RoleMatcher = new RoleMatcher(kb)): Playbook {
  const typedRole = clean(request.role, 120);
  const level = normalizeLevel(request.experience_level);
  const style = normalizeStyle(request.writing_style);
  const company = clean(request.target_company, 120) || undefined;
  const tone = toneFor(style);
  const l = tone.limits;

  const match = matcher.matchRole(typedRole);
  const profile = profileFromMatch(kb, matcher, typedRole, match);
  const ctx: ToneContext = { role: profile.noun, level, company };
  const b = new SectionBuilder(tone, ctx);

  let focusAreas = normalizeFocusAreas(request.focus_areas);
  const suggested = focusAreas.length === 0;
  if (suggested) {
    focusAreas = profile.topics
      .slice(0, 2)
      .map((id) => matcher.topicById(id)?.name)
      .filter((n): n is string => Boolean(n));
    // A trainer's first deep dive is the subject they teach, then the craft ("HR" and instructional design).
    const subject = profile.subject;
    if (subject && !subject.topic) focusAreas = [subject.text, ...focusAreas.slice(0, 1)];
  }

  const sections: PlaybookSection[] = [];

  // 1. Role overview
  const summaryText = style === "concise" ? (profile.summary.split(/(?<=\.)\s/)[0] ?? profile.summary) : profile.summary;
  sections.push(
    b.section("overview", "Role overview", [
      summaryText,
      ...b.items("action", profile.responsibilities, l.responsibilities),
      ...(style === "concise" ? profile.basis.slice(0, 1) : profile.basis),
    ]),
  );

  // 2. Competencies for the level
  const prev = PREV_LEVEL[level];
  const next = NEXT_LEVEL[level];
  const own = take(profile.competencies[level], l.competencies);
  const extra =
    style === "detailed"
      ? [
          ...(prev ? profile.competencies[prev].slice(0, 2).map((c) => `Foundation from ${prev} level: ${lcFirst(endSentence(splitDetail(c)[0]))}`) : []),
          ...(next ? profile.competencies[next].slice(0, 1).map((c) => `Stretch toward ${next} level: ${lcFirst(endSentence(splitDetail(c)[0]))}`) : []),
        ]
      : [];
  sections.push(b.section("competencies", `Core competencies (${levelLabel(level)} level)`, [...b.items("competency", own), ...extra]));

  // 3. Tools and skills
  const topicNames = profile.topics.map((id) => matcher.topicById(id)?.name).filter((n): n is string => Boolean(n));
  const toolLimit = l.tools;
  const toolBullets: string[] = [];
  if (profile.tools.length) {
    const list = take(profile.tools, toolLimit).join(", ");
    toolBullets.push(
      style === "friendly" ? `The tools you'll meet most often: ${list}.` : style === "coach-like" ? `Your toolkit to practise: ${list}.` : `Core tools: ${list}`,
    );
  }
  if (profile.subjectTools?.tools.length) {
    toolBullets.push(`Tools of the field you teach (from the ${profile.subjectTools.from} guide): ${profile.subjectTools.tools.join(", ")}${style === "concise" ? "" : "."}`);
  }
  if (profile.onetTools.length) {
    const list = take(profile.onetTools, style === "detailed" ? undefined : style === "concise" ? 5 : 8).join(", ");
    toolBullets.push(`Technology listed for this occupation in O*NET: ${list}${style === "concise" ? "" : "."}`);
  }
  if (!profile.tools.length && !profile.onetTools.length) {
    toolBullets.push("Collect the tools, software and certifications named in five current job posts for this role; the ones that repeat are the ones to learn first.");
  }
  if (topicNames.length) {
    toolBullets.push(
      style === "concise" ? `Skills to build: ${topicNames.join(", ")}` : `Skills worth going deep on: ${topicNames.join(", ")}.`,
    );
  }
  if (style === "detailed") {
    toolBullets.push("How to show it: put each tool in a resume bullet next to the result you achieved with it, and keep one small project or work sample ready to discuss.");
  }
  sections.push(b.section("tools", "Tools and skills that matter", toolBullets));

  // 4. Metrics
  sections.push(b.section("metrics", "How the role is measured", b.items("metric", profile.metrics, l.metrics)));

  // 5. One deep dive per focus area
  const focusTopics: TopicEntry[] = [];
  for (const focus of focusAreas) {
    const { section, topic } = focusSection(b, tone, matcher, profile, focus, ctx);
    sections.push(section);
    if (topic) focusTopics.push(topic);
  }

  // 6. Interview preparation
  const interviewQuestions = uniqueBy([...profile.questions, ...(style === "detailed" ? profile.family.questions.slice(0, 2) : [])], (q) => q);
  const interviewBody = [
    LEVEL_INTERVIEW_FOCUS[level],
    ...b.items("question", interviewQuestions, l.interviewQuestions),
    tone.item("plan", "Prepare six to eight STAR stories on conflict, failure, leadership, impact, ambiguity and learning — each with a number in the result"),
    tone.item("plan", "Have your current CTC, expected CTC and notice period ready, because recruiters in India ask early — give a researched range rather than a single number"),
    ...(company ? [tone.item("plan", `Prepare two or three thoughtful questions for ${company} (the company section has ideas)`)] : []),
  ];
  sections.push(b.section("interview", "Interview preparation", interviewBody));

  // 7. First 90 days
  const planPhases: [keyof NinetyDayPlan, string][] = [
    ["days_30", "Days 1–30"],
    ["days_60", "Days 31–60"],
    ["days_90", "Days 61–90"],
  ];
  const planBody = planPhases.flatMap(([key, label]) => {
    const items = uniqueBy(
      [...(LEVEL_PLAN[level][key] ?? []), ...profile.plan[key], ...(style === "detailed" ? profile.family.plan[key].slice(0, 1) : [])],
      (s) => s.toLowerCase(),
    );
    return take(items, l.planPerPhase).map((item) => `${label}: ${tone.item("plan", item)}`);
  });
  sections.push(b.section("plan", "Your first 90 days", planBody));

  // 8. Company section only when a company is given; it never states facts about the company.
  if (company) sections.push(companySection(b, tone, profile, company, level));

  // Resources: the role's own, then those of the focus topics, then the family's.
  const resources = dedupeResources([...profile.resources, ...focusTopics.flatMap((t) => t.resources), ...profile.family.resources]).slice(0, MAX_RESOURCES);

  const levelWord = levelLabel(level).toLowerCase();
  // Suggested areas are topic names ("Exercise programming and client assessment"); mid-sentence they read lower case.
  const focusList = joinList(suggested ? focusAreas.map(lcFirst) : focusAreas);
  const roleWithLevel = `${levelWord}-level ${profile.noun}`;
  const aRole = withArticle(roleWithLevel);
  const summary = {
    concise: `What ${aRole} does, how the role is measured, and a focused plan for ${focusList}${company ? `, with notes for ${company}` : ""}.`,
    friendly: `Welcome! This playbook walks you through what ${aRole} does day to day, the skills interviewers look for, and a friendly plan for getting good at ${focusList}${company ? ` — plus tips for your ${company} applications` : ""}.`,
    detailed: `A detailed study guide for ${aRole} role. ${profile.summary} It covers the competencies expected at ${levelWord} level, the tools and metrics that matter, deep dives on ${focusList}, interview preparation with answering tips, and a 30-60-90-day plan${company ? `, plus how to research and tailor your application for ${company} without relying on guesswork` : ""}.`,
    "coach-like": `You're preparing for ${aRole} role — let's get you ready. Work through one section a day: check yourself against the competencies, practise ${focusList} out loud, and rehearse your interview answers until they feel natural${company ? `. Then make your case for ${company}` : ""}.`,
  }[style];

  const slug = slugify(typedRole);
  return {
    title: `${profile.displayTitle} playbook (${levelWord} level)`,
    summary,
    filename: slug ? `${slug}-playbook.pdf` : DEFAULT_PLAYBOOK_FILENAME,
    sections,
    resources,
  };
}

const RESOURCE_FILLER = new Set(["a", "an", "and", "the", "of", "on", "for", "to", "in", "free", "its"]);

/**
 * Drops repeats, including the same resource worded twice by different parts of the knowledge base:
 * "GST portal tutorials (gst.gov.in)" and "GST portal and tutorials (gst.gov.in)" are one site.
 * Two entries are the same when they name the same site and one's words contain the other's.
 */
function dedupeResources(list: string[]): string[] {
  const site = (r: string) => /\(([a-z0-9-]+(?:\.[a-z0-9-]+)+)\)\s*$/i.exec(r)?.[1]?.toLowerCase() ?? null;
  const words = (r: string) => new Set(normalize(r.replace(/\([^)]*\)\s*$/, "")).split(" ").filter((w) => w && !RESOURCE_FILLER.has(w)));
  const kept: string[] = [];
  for (const r of list) {
    const s = site(r);
    const w = words(r);
    const same = kept.some((k) => {
      if (k.toLowerCase() === r.toLowerCase()) return true;
      if (!s || site(k) !== s) return false;
      const kw = words(k);
      return [...w].every((x) => kw.has(x)) || [...kw].every((x) => w.has(x));
    });
    if (!same) kept.push(r);
  }
  return kept;
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "the role's core skills";
  // "SQL and dashboards and data visualisation" hides where one item ends; "SQL, plus dashboards and ..." does not.
  const last = items.some((i) => / and /.test(i)) ? ", plus " : " and ";
  return `${items.slice(0, -1).join(", ")}${last}${items[items.length - 1]}`;
}

/**
 * Whether each focus area fits some part of the role, before a playbook is written: one of the role's (or its
 * family's) topics, or words of its duties, competencies and tools. A focus that fits nothing ("product strategy"
 * for a staff nurse) is flagged with the roles it belongs to, and the role's own topics are suggested instead.
 */
export function checkFocusAreas(role: string, focusAreas: readonly string[], kb: RoleKb, matcher: RoleMatcher = new RoleMatcher(kb)): FocusCheck {
  const typedRole = clean(role, 120);
  const profile = profileFromMatch(kb, matcher, typedRole, matcher.matchRole(typedRole));
  // The role's topics, its guide family's, and those of every library role in the same or a neighbouring role
  // family (a Mathematics Teacher plans lessons like any teacher).
  const family = getDefaultRoleResolver().resolve(typedRole).family;
  const near = new Set(family ? [family.id, ...family.neighbours] : []);
  const families = roleFamilies(kb);
  const kin = family ? kb.roles.filter((r) => near.has(families.get(r.id) ?? "")).flatMap((r) => r.topics) : [];
  const own = new Set([...profile.topics, ...profile.family.topics, ...kin]);
  const roleLines = [
    ...profile.responsibilities,
    ...EXPERIENCE_LEVELS.flatMap((l) => profile.competencies[l]),
    ...profile.tools,
    ...profile.onetTools,
    ...profile.questions,
    ...[...own].flatMap((id) => matcher.topicById(id)?.concepts ?? []),
  ];
  const focus = normalizeFocusAreas(focusAreas).map((text): FocusFit => {
    const found = matcher.matchTopic(text, profile.topics);
    if (found && own.has(found.topic.id)) return { text, fit: "fits", note: `Part of the ${profile.displayTitle} guide (${found.topic.name}).` };
    if (matcher.relatedLines(text, roleLines, 1).length) return { text, fit: "fits", note: `Part of the ${profile.displayTitle} role's work.` };
    // Only a close match is named: a loose one ("IV therapy" → yoga instruction) says nothing about the focus.
    if (found && found.score >= 0.9) {
      const owners = kb.roles.filter((r) => r.topics.includes(found.topic.id)).map((r) => r.title);
      const where = owners.length ? ` (a ${joinList(owners.slice(0, 2))} topic)` : "";
      return { text, fit: "other_role", note: `${ucFirst(found.topic.name)}${where} fits no part of the ${profile.displayTitle} role.` };
    }
    return { text, fit: "unknown", note: `The ${profile.displayTitle} guide says nothing about ${text}, so its deep dive would be general.` };
  });
  const chosen = new Set(focus.map((f) => normalize(f.text)));
  const suggestions = profile.topics
    .map((id) => matcher.topicById(id)?.name)
    .filter((n): n is string => Boolean(n) && !chosen.has(normalize(n!)))
    .slice(0, 4);
  return { role: profile.displayTitle, focus_areas: focus, suggestions };
}

const FAMILIES = new WeakMap<RoleKb, Map<string, string>>();

/** Each library role's family, resolved once per knowledge base (not on every focus check). */
function roleFamilies(kb: RoleKb): Map<string, string> {
  let map = FAMILIES.get(kb);
  if (!map) {
    const resolver = getDefaultRoleResolver();
    map = new Map(kb.roles.map((r) => [r.id, resolver.resolve(r.title).family?.id ?? ""]));
    FAMILIES.set(kb, map);
  }
  return map;
}

export interface FocusFit {
  text: string;
  /** fits: part of the role; other_role: a topic of other roles only; unknown: nothing in the library about it. */
  fit: "fits" | "other_role" | "unknown";
  note: string;
}

export interface FocusCheck {
  role: string;
  focus_areas: FocusFit[];
  /** The role's own topics not already chosen. */
  suggestions: string[];
}

/** The default writer. Pass a knowledge base to test with a fixture; by default it loads server/data/role-kb.json. */
export function createPlaybookWriter(options: { kb?: RoleKb } = {}): PlaybookWriter {
  const kb = options.kb ?? loadRoleKb();
  const matcher = new RoleMatcher(kb);
  return {
    generate: async (request) => writePlaybook(request, kb, matcher),
    checkFocus: (role, focusAreas) => checkFocusAreas(role, focusAreas, kb, matcher),
  };
}
