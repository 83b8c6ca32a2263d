import type { InterviewPlan, InterviewQuestion, InterviewSetup, PlanId, Seniority } from "./interviewer";
import { detectRoleFamily, extractResumeItems, SHARED_TEMPLATES } from "./question-bank";
import type { QuestionTemplate, RoleFamily } from "./question-bank-types";
import { expectsStory } from "./rubric";
import { allStems, commonNounCase, containsPhrase, hashString, indefiniteArticle, normalise, seededShuffle } from "./text";

export const DEFAULT_ROLE = "Performance Marketing Manager";

/** Planned main questions, follow-up allowance and time limit per plan (SPEC section 9 copy). */
export const PLAN_SHAPES: Record<PlanId, { questions: number; maxFollowUps: number; timeLimitMinutes: number | null }> = {
  free: { questions: 3, maxFollowUps: 1, timeLimitMinutes: 5 },
  starter: { questions: 5, maxFollowUps: 1, timeLimitMinutes: 15 },
  pro: { questions: 7, maxFollowUps: 2, timeLimitMinutes: null },
  pro_plus: { questions: 8, maxFollowUps: 3, timeLimitMinutes: null },
};
const DEFAULT_SHAPE = { questions: 6, maxFollowUps: 2, timeLimitMinutes: null };

export interface RenderContext {
  role: string;
  company: string | null;
  skill: string | null;
  resumeItem: string | null;
}

function needs(t: QuestionTemplate, placeholder: string): boolean {
  return t.text.includes(`{${placeholder}}`) || t.topic.includes(`{${placeholder}}`);
}

/** Fill a template's placeholders; returns null when the setup cannot fill one of them. */
export function renderQuestion(t: QuestionTemplate, ctx: RenderContext): InterviewQuestion | null {
  const values: Record<string, string | null> = { role: ctx.role, company: ctx.company, skill: ctx.skill, resume_item: ctx.resumeItem };
  let missing = false;
  const fill = (s: string) =>
    s
      // "as a {role}" must read "as an Underwater Welder" once filled.
      .replace(/\b([Aa]) \{(role|company|skill|resume_item)\}/g, (whole, a: string, k: string) => {
        const v = values[k];
        if (!v) return whole;
        const article = indefiniteArticle(v);
        return `${a === "A" ? article.charAt(0).toUpperCase() + article.slice(1) : article} {${k}}`;
      })
      .replace(/\{(role|company|skill|resume_item)\}/g, (_, k: string, at: number, whole: string) => {
      const v = values[k];
      if (!v) missing = true;
      // A skill typed in sentence case ("Patient care") reads as a common noun mid-sentence ("where patient care
      // made the difference"); names and acronyms ("Google Ads", "GST", "Excel") keep their capitals.
      const midSentence = at > 0 && !/[.?!]\s*$/.test(whole.slice(0, at));
      return k === "skill" && v && midSentence ? commonNounCase(v) : (v ?? "");
    });
  const text = fill(t.text);
  const topic = fill(t.topic);
  const concepts = t.concepts.map(fill).filter((c) => c.trim().length > 0);
  if (missing) return null;
  // Skill- and item-specific questions get a distinct id so two setups never collide.
  const suffix = [ctx.skill && needs(t, "skill") ? ctx.skill : null, ctx.resumeItem && needs(t, "resume_item") ? ctx.resumeItem : null]
    .filter(Boolean)
    .join("|");
  return {
    id: suffix ? `${t.id}#${suffix.toLowerCase()}` : t.id,
    kind: t.kind,
    text,
    topic,
    concepts,
    expectsStory: expectsStory(t),
  };
}

function cleanSkills(skills: readonly string[] | undefined): string[] {
  const out: string[] = [];
  for (const raw of skills ?? []) {
    const s = raw.trim().replace(/\s+/g, " ");
    if (s && s.length <= 60 && !out.some((o) => o.toLowerCase() === s.toLowerCase())) out.push(s);
  }
  return out.slice(0, 30);
}

/** Skills that belong to the family come first, keeping the candidate's own order otherwise. */
function rankSkills(skills: readonly string[], family: RoleFamily): string[] {
  const known = [...family.tools, ...family.vocabulary];
  const relevant = (s: string) => {
    const stems = allStems(s);
    const set = new Set(stems);
    return known.some((k) => containsPhrase(stems, set, k) || containsPhrase(allStems(k), new Set(allStems(k)), s));
  };
  return [...skills.filter(relevant), ...skills.filter((s) => !relevant(s))];
}

/** Whether the template's fixed wording already contains the skill, so filling it in would repeat it. */
function echoesSkill(t: QuestionTemplate, skill: string): boolean {
  const fixed = ` ${normalise(t.text.replace(/\{skill\}/g, " "))} `.replace(/[^\p{L}\p{N}]+/gu, " ");
  const phrase = normalise(skill).replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  return phrase.length > 0 && fixed.includes(` ${phrase} `);
}

function allowed(t: QuestionTemplate, seniority: Seniority): boolean {
  return !t.seniority || t.seniority.includes(seniority);
}

/** Longest stretch of a posting's line quoted in a question. */
const DUTY_QUOTE_CHARS = 160;

function quoteDuty(text: string): string {
  const line = text.replace(/^[\s\-–•*·\d.)]+/, "").replace(/\s+/g, " ").replace(/[.;:,]+$/, "").trim();
  if (line.length <= DUTY_QUOTE_CHARS) return line;
  const cut = line.slice(0, DUTY_QUOTE_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : DUTY_QUOTE_CHARS)}…`;
}

/** A question on one duty quoted from the posting (its words, never ours): a story about doing it. */
export function dutyQuestion(duty: { text: string; skills: string[] }, index: number): InterviewQuestion | null {
  const quote = quoteDuty(duty.text);
  if (quote.split(" ").length < 3) return null;
  return {
    id: `job_duty:${index}`,
    kind: "job",
    text: `The posting says this job involves: “${quote}”. Tell me about a time you did this, or the closest thing you have done: the situation, what you did and the result.`,
    topic: `the job's duty “${quote.length > 60 ? `${quote.slice(0, 57)}…` : quote}”`,
    concepts: duty.skills.slice(0, 4),
    expectsStory: true,
  };
}

export function planInterview(setup: InterviewSetup): InterviewPlan {
  const job = setup.job;
  const role = setup.role?.trim() || job?.title.trim() || DEFAULT_ROLE;
  const seniority: Seniority = setup.seniority ?? "mid";
  const company = setup.company?.trim() || job?.company?.trim() || null;
  // For a saved job, the skills its posting requires come first (in its order of importance), then the user's own.
  const skills = cleanSkills([...(job?.requiredSkills ?? []), ...(setup.skills ?? []), ...(job?.niceSkills ?? [])]);
  const family = detectRoleFamily(role, skills);
  // A stored resume's own companies and projects beat names guessed from pasted text.
  const stored = (setup.resumeItems ?? []).map((s) => s.replace(/\s+/g, " ").trim()).filter((s) => s.length >= 2 && s.length <= 60);
  const resumeItems = stored.length ? [...new Set(stored)].slice(0, 3) : extractResumeItems(setup.resumeText);
  const planId = setup.planId ?? null;
  const shape = planId ? PLAN_SHAPES[planId] : DEFAULT_SHAPE;
  const count = setup.questionCount !== undefined ? Math.min(12, Math.max(1, Math.round(setup.questionCount))) : shape.questions;

  const seed = hashString(
    JSON.stringify([
      role.toLowerCase(),
      seniority,
      company?.toLowerCase() ?? "",
      skills.map((s) => s.toLowerCase()),
      resumeItems,
      planId,
      count,
      ...(job ? [job.applicationId, job.duties.map((d) => d.text)] : []),
    ]),
  );
  const shuffle = <T>(xs: readonly T[], salt: string) => seededShuffle(xs, hashString(`${seed}:${salt}`));

  // A job's own order of importance stands; otherwise the role family's skills come first.
  const rankedSkills = job ? skills : rankSkills(skills, family);
  const ctx = (skill: string | null = null, resumeItem: string | null = null): RenderContext => ({ role, company, skill, resumeItem });

  const own = family.questions.filter((q) => allowed(q, seniority));
  const familyStories = shuffle(own.filter((q) => q.kind === "behavioural"), "stories");
  const familyTech = shuffle(own.filter((q) => (q.kind === "technical" || q.kind === "situational") && !needs(q, "skill")), "tech");
  const familySkill = own.filter((q) => needs(q, "skill"));
  const familyLead = own.filter((q) => q.kind === "leadership");
  const common = shuffle(SHARED_TEMPLATES.commonBehavioural, "common");
  const junior = SHARED_TEMPLATES.junior.filter((q) => allowed(q, seniority));
  const senior = shuffle(SHARED_TEMPLATES.senior, "senior");
  const motivation = company ? SHARED_TEMPLATES.motivationWithCompany : SHARED_TEMPLATES.motivationNoCompany;

  const chosen: InterviewQuestion[] = [];
  const push = (q: InterviewQuestion | null | undefined) => {
    if (q && !chosen.some((c) => c.id === q.id || c.text === q.text)) chosen.push(q);
  };
  const skillQ = (i: number): InterviewQuestion | null => {
    const skill = rankedSkills[i];
    if (!skill) return null;
    const preferred = i === 0 ? (familySkill[0] ?? SHARED_TEMPLATES.skill[0]) : (SHARED_TEMPLATES.skill[i % 2] ?? familySkill[0]);
    // A skill that is already the template's own subject ("How have you used patient care in patient care?")
    // takes a template that does not name it.
    const tpl = [preferred, ...familySkill, ...SHARED_TEMPLATES.skill].find((t) => t && !echoesSkill(t, skill));
    return tpl ? renderQuestion(tpl, ctx(skill)) : null;
  };
  const pick = (xs: readonly QuestionTemplate[], i: number) => {
    const t = xs[i];
    return t ? renderQuestion(t, ctx()) : null;
  };

  // The order below is the interview's arc: a story about their work, a role-knowledge
  // question tied to their skills, then motivation or seniority-specific depth.
  const slots: Array<() => InterviewQuestion | null> = [
    () => (resumeItems[0] ? renderQuestion(SHARED_TEMPLATES.resume, ctx(null, resumeItems[0])) : pick(familyStories, 0)),
    () => skillQ(0) ?? pick(familyTech, 0),
    () =>
      company
        ? renderQuestion(motivation, ctx())
        : seniority === "senior"
          ? (pick(familyLead, 0) ?? pick(senior, 0))
          : seniority === "junior"
            ? pick(junior, 0)
            : pick(familyTech, 0),
    () => (resumeItems[0] ? pick(familyStories, 0) : pick(familyTech, 1)),
    () => (seniority === "senior" ? (pick(familyLead, 0) ?? pick(senior, 0)) : seniority === "junior" ? pick(junior, 1) : pick(familyStories, 1)),
    () => pick(familyTech, 1),
    () => pick(common, 0),
    () => (seniority === "senior" ? pick(senior, 1) : skillQ(1)),
    () => renderQuestion(motivation, ctx()),
    () => pick(familyTech, 2),
    () => pick(familyStories, 1),
    () => skillQ(1),
    () => pick(common, 1),
    () => pick(familyTech, 3),
    () => pick(common, 2),
    () => pick(common, 3),
  ];
  // Practising for a saved job: its duties and required skills lead, then motivation for that company.
  const duties = (job?.duties ?? []).map((d, i) => dutyQuestion(d, i));
  const jobSlots: Array<() => InterviewQuestion | null> = job
    ? [
        () => duties[0] ?? skillQ(0),
        () => skillQ(0),
        () => duties[1] ?? skillQ(1),
        () => skillQ(1),
        () => (company ? renderQuestion(motivation, ctx()) : (duties[2] ?? null)),
        () => duties[2] ?? null,
      ]
    : [];
  for (const slot of [...jobSlots, ...slots]) {
    if (chosen.length >= count) break;
    push(slot());
  }
  // Very long custom interviews: top up from anything left in the pools.
  for (const t of [...familyTech, ...familyStories, ...common, ...senior.filter(() => seniority === "senior")]) {
    if (chosen.length >= count) break;
    push(renderQuestion(t, ctx()));
  }

  return {
    version: 1,
    role,
    family: family.id,
    familyLabel: family.label,
    seniority,
    company,
    skills,
    resumeItems,
    planId,
    questions: chosen.slice(0, count),
    maxFollowUps: setup.questionCount !== undefined && count <= 1 ? 0 : shape.maxFollowUps,
    timeLimitMinutes: shape.timeLimitMinutes,
    seed,
    ...(job ? { job: { applicationId: job.applicationId, title: job.title, company: job.company, skills: job.requiredSkills.slice(0, 12) } } : {}),
  };
}
