/**
 * The weekly career tips: a short digest written from the person's own activity (skill gaps their resume
 * comparisons found, the interview section they score lowest in, applications that have gone quiet or have a
 * next step due, new postings that fit their resume), with evergreen tips only to fill a quiet week.
 * Deterministic: the same facts in the same week give the same digest.
 */
export interface TipFacts {
  name: string;
  /** Gaps from resume comparisons and job matches in the last 30 days, most recent first (duplicates allowed). */
  gaps: string[];
  /** Average section scores (0–10) of interviews finished in the last 30 days, and how many. */
  interview: { count: number; sections: Record<string, number> } | null;
  /** Applications with no change for 14+ days while applied or interviewing, and next steps now due. */
  applications: { quiet: Array<{ title: string; company: string | null; days: number }>; due: Array<{ title: string; company: string | null; step: string }> };
  /** Postings of the last 7 days that list skills of the latest resume, best first. */
  postings: { count: number; top: Array<{ title: string; company: string | null; location: string | null }> };
  hasResume: boolean;
}

export interface Tip {
  kind: "skill_gap" | "interview" | "follow_up" | "next_step" | "new_jobs" | "resume" | "evergreen";
  title: string;
  body: string;
  action?: { label: string; href: string };
}

export interface WeeklyDigest {
  week: string;
  headline: string;
  tips: Tip[];
}

const SECTION_NAMES: Record<string, string> = {
  communication: "communication",
  structure: "structure (situation, task, action, result)",
  role_knowledge: "role knowledge",
  impact_evidence: "evidence of impact (numbers and outcomes)",
  confidence: "confidence",
};

const SECTION_ADVICE: Record<string, string> = {
  communication: "Answer in two or three short parts and end with what happened; record one answer and listen back for filler words.",
  structure: "Build each story as Situation, Task, Action, Result, and spend most of the time on the Action.",
  role_knowledge: "Pick the three skills every posting for your role asks for and prepare one example of each, with the tool you used.",
  impact_evidence: "Give every example a number: volume, percentage, money, time saved or people led.",
  confidence: "Open with your answer in one sentence, then explain; avoid 'I think' and 'maybe'.",
};

const EVERGREEN: Array<Omit<Tip, "kind">> = [
  { title: "Tailor the top third of your resume", body: "Recruiters read the headline, summary and first role first. Make them name the role you are applying for and two of its core skills.", action: { label: "Open the Resume Builder", href: "/resume-builder" } },
  { title: "Apply within three days of a posting", body: "Early applicants are read first. Check new matches twice a week and apply to the best three.", action: { label: "Find matches", href: "/jobs" } },
  { title: "Practise one answer out loud a day", body: "Ten minutes of a mock interview a day builds more fluency than a long session once a week.", action: { label: "Start a mock interview", href: "/interview" } },
  { title: "Keep a brag list", body: "Write down one result each week, with its number. It is next month's resume bullet and next interview's example." },
  { title: "Follow up once, politely", body: "A short note a week after applying, naming the role and one thing you would bring, is read more often than you think." },
];

/** ISO 8601 week of a date, e.g. "2026-W48". */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((d.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

const at = (company: string | null) => (company ? ` at ${company}` : "");

export function weeklyDigest(facts: TipFacts, week: string): WeeklyDigest {
  const tips: Tip[] = [];

  // The skill gaps that came up most often, most recent breaking ties.
  const counted = new Map<string, number>();
  facts.gaps.forEach((g) => counted.set(g, (counted.get(g) ?? 0) + 1));
  const topGaps = [...counted.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([g]) => g);
  if (topGaps.length) {
    tips.push({
      kind: "skill_gap",
      title: `Close the gap: ${topGaps[0]}`,
      body: `Your recent comparisons kept finding ${topGaps.length > 1 ? `${topGaps.slice(0, -1).join(", ")} and ${topGaps[topGaps.length - 1]}` : topGaps[0]} missing. If you have used ${topGaps.length > 1 ? "them" : "it"}, name ${topGaps.length > 1 ? "them" : "it"} in your skills and in one bullet that shows what you did; if not, a short course this week is worth it.`,
      action: { label: "Update your resume", href: "/resume-builder" },
    });
  }

  if (facts.applications.due.length) {
    const d = facts.applications.due[0]!;
    tips.push({
      kind: "next_step",
      title: `Due now: ${d.step}`,
      body: `${d.title}${at(d.company)} has a next step due${facts.applications.due.length > 1 ? `, and ${facts.applications.due.length - 1} more application${facts.applications.due.length > 2 ? "s have" : " has"} one too` : ""}.`,
      action: { label: "Open your applications", href: "/applications" },
    });
  }
  if (facts.applications.quiet.length) {
    const q = facts.applications.quiet[0]!;
    tips.push({
      kind: "follow_up",
      title: `Follow up on ${q.title}${at(q.company)}`,
      body: `Nothing has moved for ${q.days} days${facts.applications.quiet.length > 1 ? ` (and on ${facts.applications.quiet.length - 1} other application${facts.applications.quiet.length > 2 ? "s" : ""})` : ""}. A two-line note to the recruiter, naming the role and one result you would bring, often restarts it.`,
      action: { label: "Open your applications", href: "/applications" },
    });
  }

  if (facts.interview && facts.interview.count > 0) {
    const [weakest, score] = Object.entries(facts.interview.sections).sort((a, b) => a[1] - b[1])[0] ?? [];
    if (weakest && score !== undefined && score < 7.5) {
      tips.push({
        kind: "interview",
        title: `Practise ${SECTION_NAMES[weakest] ?? weakest.replace(/_/g, " ")}`,
        body: `It is your lowest interview section (${score.toFixed(1)}/10 over ${facts.interview.count} interview${facts.interview.count > 1 ? "s" : ""} this month). ${SECTION_ADVICE[weakest] ?? ""}`.trim(),
        action: { label: "Start a mock interview", href: "/interview" },
      });
    }
  }

  if (facts.postings.count > 0) {
    const names = facts.postings.top.slice(0, 3).map((p) => `${p.title}${at(p.company)}${p.location ? ` (${p.location})` : ""}`);
    tips.push({
      kind: "new_jobs",
      title: `${facts.postings.count} new posting${facts.postings.count > 1 ? "s" : ""} fit your resume`,
      body: `Posted in the last week and asking for your skills: ${names.join("; ")}.`,
      action: { label: "See your matches", href: "/jobs" },
    });
  } else if (!facts.hasResume) {
    tips.push({
      kind: "resume",
      title: "Upload your resume for matches",
      body: "With your resume, Hirewise finds postings that ask for your skills and tells you what each one is missing.",
      action: { label: "Upload your resume", href: "/jobs" },
    });
  }

  // A quiet week still gets three tips: evergreen ones, a different one each week.
  const seed = Number(week.replace(/\D/g, "")) || 0;
  for (let i = 0; tips.length < 3 && i < EVERGREEN.length; i++) tips.push({ kind: "evergreen", ...EVERGREEN[(seed + i) % EVERGREEN.length]! });

  const first = facts.name.trim().split(/\s+/)[0];
  const personal = tips.filter((t) => t.kind !== "evergreen").length;
  return {
    week,
    headline: `${first ? `${first}, here` : "Here"} ${personal ? `are this week's ${tips.length} tips, from your own activity` : `are this week's tips`}.`,
    tips: tips.slice(0, 5),
  };
}
