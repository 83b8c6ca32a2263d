/**
 * The offline cover-letter writer. Every fact in a letter is copied from the resume (name, contact details, titles,
 * employers, bullets with their numbers, education, skills) or from the job (title, company, the skills it asks
 * for); the writer only adds connecting words in one of the four tones the playbook offers. Skills are named only
 * when the job asks for them and the resume shows them; the coach-like tone also names, honestly, the asked skills
 * the resume does not show yet. Deterministic: the same resume, job and tone give the same letter.
 */
import { parseResume } from "../resume-parser/parse-resume";
import type { ExperienceEntry, ParsedResume } from "../resume-parser/types";
import { isQuantified, rewriteBullet, startsWithActionVerb } from "../resume-writer/bullet-style";
import { parseJobDescription, type SkillGroup } from "../job-match/job-description";
import { resumeFacts } from "../job-match/resume-facts";
import { getSkillFinder, type SkillFinder } from "../job-match/skill-finder";

export const TONES = ["concise", "friendly", "detailed", "coach-like"] as const;
export type Tone = (typeof TONES)[number];

export interface LetterInput {
  resumeText: string;
  parsed?: ParsedResume;
  job: { title?: string; company?: string; text: string };
  tone: Tone;
  now?: Date;
}

export interface Letter {
  title: string;
  jobTitle: string;
  company: string | null;
  paragraphs: string[];
  body: string;
}

const clean = (s: string | undefined | null) => (s ?? "").replace(/\s+/g, " ").trim();
const ACRONYM_AN = /^[AEFHILMNORSX][A-Z0-9]/;

/** "a" or "an" by how the next word sounds ("an MBA", "a UX designer", "an accountant"). */
export function article(word: string): string {
  const w = word.trim();
  if (ACRONYM_AN.test(w)) return "an";
  if (/^[A-Z0-9]{2,}/.test(w)) return "a";
  if (/^(?:uni|use|usu|eu|one)/i.test(w)) return "a";
  if (/^(?:hour|honest|honou?r)/i.test(w)) return "an";
  return /^[aeiou]/i.test(w) ? "an" : "a";
}

/** First spelling of each, ignoring case ("SEO" and "seo" are one). */
function dedupeCase(xs: string[]): string[] {
  const seen = new Set<string>();
  return xs.filter((x) => {
    const k = x.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function joinList(xs: string[], conj = "and"): string {
  if (xs.length <= 1) return xs[0] ?? "";
  return `${xs.slice(0, -1).join(", ")} ${conj} ${xs[xs.length - 1]}`;
}

/** A word that is not a name or an acronym may start lower case inside a sentence. */
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) && !/^[A-Z][a-z]+[A-Z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const sentence = (s: string) => {
  const t = clean(s).replace(/[.;,:\s]+$/, "");
  return t ? `${t.charAt(0).toUpperCase()}${t.slice(1)}.` : "";
};

interface Role {
  title: string;
  company: string;
  ongoing: boolean;
  entry: ExperienceEntry;
}

function roles(p: ParsedResume, finder: SkillFinder): Role[] {
  return p.experienceEntries
    .filter((e) => clean(e.title) || clean(e.company))
    .map((e, i) => {
      let title = clean(e.title);
      let company = clean(e.company);
      // "Team Lead, Customer Support | ShopKart" read as title "Team Lead" at "Customer Support": a company that is
      // only a function's name belongs to the title.
      const found = company ? finder.inLine(company) : [];
      if (company && found.length === 1 && found[0]!.start === 0 && found[0]!.end === company.length) {
        title = `${title}, ${company}`;
        company = "";
      }
      return { title, company, ongoing: /present|current|now/i.test(e.end) || (i === 0 && !clean(e.end) && !!clean(e.start)), entry: e };
    });
}

/** A bullet as a first-person clause ("I cut freight cost by 12%…"), or null when it does not start with a verb. */
function asClause(bullet: string, ongoing: boolean): string | null {
  const rewritten = rewriteBullet(bullet, { ongoing }).text;
  const verbLed = startsWithActionVerb(rewritten) || (ongoing && rewriteBullet(rewritten, { ongoing: false }).text.split(" ")[0] !== rewritten.split(" ")[0]);
  if (!verbLed) return null;
  return `I ${lowerFirst(rewritten).replace(/[.;,\s]+$/, "")}`;
}

interface Achievement {
  text: string;
  role: Role;
  score: number;
}

function achievements(rs: Role[], p: ParsedResume, relevant: (text: string) => number): Achievement[] {
  const out: Achievement[] = [];
  rs.slice(0, 3).forEach((role, ri) => {
    for (const b of role.entry.bullets) {
      const clause = asClause(b, role.ongoing);
      if (!clause) continue;
      const score = relevant(b) + (isQuantified(b) ? 2 : 0) - ri * 0.5;
      out.push({ text: clause, role, score });
    }
  });
  for (const proj of p.projects.slice(0, 2)) {
    for (const b of proj.bullets) {
      const clause = asClause(b, false);
      if (!clause) continue;
      out.push({ text: clause, role: { title: "", company: clean(proj.name), ongoing: false, entry: { title: "", company: proj.name, location: "", start: "", end: "", bullets: [] } }, score: relevant(b) + (isQuantified(b) ? 2 : 0) - 1 });
    }
  }
  return out.sort((a, b) => b.score - a.score);
}

function withPlace(a: Achievement, projects: boolean): string {
  if (!a.role.company) return sentence(a.text);
  if (projects && !a.role.title) return sentence(`In my ${a.role.company} project, ${lowerFirst(a.text).replace(/^i /, "I ")}`);
  return sentence(`At ${a.role.company}, ${a.text}`);
}

/** "B.Com, Veer Narmad South Gujarat University, 2019" → "I hold a B.Com from Veer Narmad South Gujarat University." */
function educationSentence(p: ParsedResume): string | null {
  const line = clean(p.education[0]);
  if (!line) return null;
  const parts = line.split(/\s*[,|–—]\s*|\s+-\s+/).filter((x) => x && !/^\(?(?:19|20)\d{2}\)?$/.test(x) && !/cgpa|gpa|percentage|%/i.test(x));
  const degree = parts[0];
  if (!degree) return null;
  const school = parts.find((x, i) => i > 0 && /universit|college|institut|school|iit|iim|nit|academy|vidyalaya|council/i.test(x)) ?? (parts[1] && /[A-Z]/.test(parts[1]) ? parts[1] : undefined);
  return sentence(`I hold ${article(degree)} ${degree}${school ? ` from ${school}` : ""}`);
}

/** The resume's summary as a sentence about the person ("Accountant with four years…" → "I am an accountant with four years…"). */
function summarySentence(p: ParsedResume): string | null {
  const s = clean(p.summary).split(/(?<=[.!?])\s+/)[0] ?? "";
  if (s.split(" ").length < 5) return null;
  if (/^i\b/i.test(s)) return sentence(s);
  const first = s.split(" ")[0]!;
  if (startsWithActionVerb(s) || /^(?:with|having|seeking|looking|passionate|dedicated|results)/i.test(first)) return null;
  return sentence(`I am ${article(first)} ${lowerFirst(s)}`);
}

/** How a text itself spells a skill ("SEO" rather than "Search Engine Optimization"), so a letter uses the person's words. */
function surface(finder: SkillFinder, name: string, texts: string[]): string {
  for (const text of texts) {
    for (const spelling of finder.spellings(name)) {
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${spelling.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+")}(?![\\p{L}\\p{N}+#])`, "iu");
      const m = re.exec(text);
      if (m) return m[0].replace(/\s+/g, " ");
    }
  }
  return name;
}

export function writeCoverLetter(input: LetterInput, deps: { finder: SkillFinder } = { finder: getSkillFinder() }): Letter {
  const now = input.now ?? new Date();
  const parsed = input.parsed ?? parseResume(input.resumeText);
  const facts = resumeFacts(parsed, input.resumeText, deps.finder, now);
  const job = parseJobDescription(input.job.text, { title: input.job.title, company: input.job.company }, deps.finder);
  const shows = (name: string) => deps.finder.shows(name, facts);
  const shownName = (g: SkillGroup) => g.names.find(shows) ?? null;
  const inResume = (n: string) => surface(deps.finder, n, [input.resumeText, input.job.text]);
  const inJob = (n: string) => surface(deps.finder, n, [input.job.text]);
  const matched = dedupeCase([...job.required, ...job.nice].map(shownName).filter((x): x is string => !!x).map(inResume));
  const missing = job.required.filter((g) => !shownName(g)).map((g) => joinList(dedupeCase(g.names.map(inJob)), "or"));

  const jobTitle = clean(job.title) || "the role";
  const company = clean(job.company) || null;
  const theRole = job.title ? `the ${jobTitle} role` : "this role";
  const at = company ? ` at ${company}` : "";
  const rs = roles(parsed, deps.finder);
  const current = rs[0];
  const previous = rs[1];
  const name = clean(parsed.name);
  const headline = clean(parsed.headline.split("|")[0]);

  const relevantWords = new Set([...matched.map((m) => m.toLowerCase()), ...job.keywords.slice(0, 15).map((k) => k.word)]);
  const relevant = (text: string) => {
    const lower = text.toLowerCase();
    let n = 0;
    for (const w of relevantWords) if (lower.includes(w)) n++;
    return Math.min(4, n);
  };
  const wins = achievements(rs, parsed, relevant);
  const take = (n: number) => {
    const chosen: Achievement[] = [];
    for (const a of wins) {
      if (chosen.length >= n) break;
      // One per employer first, so the letter shows range.
      if (chosen.some((c) => c.role.company === a.role.company) && wins.some((w) => !chosen.includes(w) && !chosen.some((c) => c.role.company === w.role.company))) continue;
      chosen.push(a);
    }
    return chosen.map((a) => withPlace(a, !rs.length));
  };

  const who = current?.title
    ? `${article(current.title)} ${current.title}${current.company ? ` at ${current.company}` : ""}`
    : headline
      ? `${article(headline)} ${headline}`
      : null;
  const skillsNamed = (n: number) => joinList(matched.slice(0, n));

  const paragraphs: string[] = [];
  const tone = input.tone;
  if (tone === "friendly") paragraphs.push(company ? `Dear ${company} team,` : "Hello,");
  else paragraphs.push("Dear Hiring Manager,");

  // Opening.
  if (tone === "concise") {
    paragraphs.push([sentence(`I am applying for ${theRole}${at}`), who ? sentence(`I work as ${who}${matched.length ? `, with hands-on experience in ${skillsNamed(3)}` : ""}`) : ""].filter(Boolean).join(" "));
  } else if (tone === "friendly") {
    paragraphs.push(
      [sentence(`I was glad to see ${theRole}${at}, and I'd love to bring my experience to your team`), who ? sentence(current && !current.ongoing ? `Most recently, I was ${who}` : `I'm currently ${who}`) : ""]
        .filter(Boolean)
        .join(" "),
    );
  } else if (tone === "detailed") {
    const history = current?.title && previous?.title ? sentence(`Before my current role as ${current.title}${current.company ? ` at ${current.company}` : ""}, I worked as ${article(previous.title)} ${previous.title}${previous.company ? ` at ${previous.company}` : ""}`) : who ? sentence(`I work as ${who}`) : "";
    paragraphs.push([sentence(`I am writing to apply for ${theRole}${at}`), summarySentence(parsed) ?? "", history].filter(Boolean).join(" "));
  } else {
    paragraphs.push(
      [sentence(`${job.title ? `The ${jobTitle} role` : "This role"}${at} is the kind of next step I have been working towards`), who ? sentence(`In my work as ${who}, I have kept building on what I know`) : ""]
        .filter(Boolean)
        .join(" "),
    );
  }

  // Proof: what the person has done, in their own numbers.
  const proofCount = tone === "concise" ? 1 : tone === "detailed" ? 3 : 2;
  const proof = take(proofCount);
  if (proof.length) {
    const lead = tone === "friendly" ? "Here are a few things I'm proud of. " : tone === "coach-like" ? "These results show how I work. " : "";
    paragraphs.push(lead && proof.length > 1 ? `${lead}${proof.join(" ")}` : proof.join(" "));
  }

  // Skills the job asks for that the resume shows.
  if (matched.length && tone !== "concise") {
    const list = skillsNamed(tone === "detailed" ? 8 : 5);
    if (tone === "friendly") paragraphs.push(sentence(`You're looking for ${list}, and ${matched.length === 1 ? "it is" : "these are"} part of my everyday work`));
    else if (tone === "detailed") paragraphs.push(sentence(`The role asks for ${list}; my resume shows hands-on use of ${matched.length === 1 ? "it" : matched.length === 2 ? "both" : "each of them"}`));
    else paragraphs.push(sentence(`You ask for ${list}, which I use in my work today`));
  }
  if (tone === "detailed") {
    const edu = educationSentence(parsed);
    if (edu) paragraphs.push(edu);
  }
  if (tone === "coach-like" && missing.length) {
    const gaps = missing.slice(0, 2);
    paragraphs.push(sentence(`You also mention ${joinList(gaps)}. I have not used ${gaps.length === 1 ? "it" : "them"} in a role yet, and I would make learning ${gaps.length === 1 ? "it" : "them"} an early goal`));
  }

  // Closing and sign-off.
  const closing: Record<Tone, string> = {
    concise: "Thank you for your time. I would welcome a conversation about the role.",
    friendly: `Thanks so much for reading. I'd be glad to talk about how I can help${company ? ` ${company}` : " your team"}.`,
    detailed: `Thank you for considering my application. I would be glad to discuss how my experience fits ${company ? (company.endsWith("s") ? `${company}'` : `${company}'s`) : "your"} needs.`,
    "coach-like": "Thank you for reading. I'd value a conversation about what success in this role looks like, and how I can contribute to it.",
  };
  paragraphs.push(closing[tone]);
  const signOff = { concise: "Kind regards,", friendly: "Warm regards,", detailed: "Sincerely,", "coach-like": "With thanks," }[tone];
  const contact = [clean(parsed.email), clean(parsed.phone)].filter(Boolean).join(" | ");
  paragraphs.push([signOff, name, contact].filter(Boolean).join("\n"));

  const body = paragraphs.filter((p) => p.trim()).join("\n\n");
  return { title: `Cover letter – ${company ?? jobTitle}`, jobTitle: clean(job.title), company, paragraphs: paragraphs.filter((p) => p.trim()), body };
}
