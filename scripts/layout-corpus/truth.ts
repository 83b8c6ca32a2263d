/**
 * The structured truth of one layout-corpus resume, generated from a seed. Templates render exactly these
 * values (the dates as `dates`, the headings as `headings`), so the truth is what a reader sees on the page.
 */
import { hashString, seededRandom } from "../../server/src/engines/interviewer/text";
import { OCCUPATIONS, type Occupation } from "./occupations";
import { ABROAD_PEOPLE, EMAIL_DOMAINS, INDIA_FIRST, INDIA_LAST, INDIA_PHONES, INDIA_PLACES, INSTITUTIONS, type Region } from "./people";

export type SectionKey = "summary" | "experience" | "education" | "projects" | "certifications" | "skills" | "languages";

export interface TruthExperience {
  title: string;
  company: string;
  location: string;
  /** As printed: "Jan 2020", "03/2019", "2018", "January 2019"; `end` may be "Present". */
  start: string;
  end: string;
  /** The whole range as printed: "Jan 2020 – Present". */
  dates: string;
  bullets: string[];
}

export interface TruthEducation {
  degree: string;
  institution: string;
  year: string;
}

export interface TruthProject {
  name: string;
  bullets: string[];
}

export interface ResumeTruth {
  id: string;
  template: string;
  split: "tuning" | "held-out";
  occupation: string;
  region: Region;
  name: string;
  email: string;
  phone: string;
  /** As printed ("Pune, Maharashtra"). */
  location: string;
  /** The city the location field should name ("Pune"; "Bengaluru" for "Bangalore"). */
  city: string;
  headline: string;
  summary: string;
  experience: TruthExperience[];
  education: TruthEducation[];
  projects: TruthProject[];
  certifications: string[];
  skills: string[];
  languages: string[];
  /** The heading printed for each section the resume has. */
  headings: Partial<Record<SectionKey, string>>;
}

/** How much a template fits: a sidebar page holds less than a three-page CV. */
export type Size = "short" | "normal" | "long";

export type Rng = () => number;
export const rngFor = (key: string): Rng => seededRandom(hashString(key));
export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
export const between = (r: Rng, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
/** `n` distinct items in a seeded order. */
export function sample<T>(r: Rng, xs: readonly T[], n: number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out.slice(0, Math.min(n, out.length));
}

const HEADINGS: Record<SectionKey, string[]> = {
  summary: ["Summary", "Professional Summary", "Profile", "Career Objective", "About Me", "Profile Summary"],
  experience: ["Experience", "Work Experience", "Professional Experience", "Employment History", "Work History", "Career History"],
  education: ["Education", "Academic Qualifications", "Educational Qualifications", "Education & Training"],
  skills: ["Skills", "Key Skills", "Core Competencies", "Areas of Expertise", "Skills & Tools"],
  projects: ["Projects", "Academic Projects", "Key Projects", "Selected Projects"],
  certifications: ["Certifications", "Certificates", "Licenses & Certifications", "Courses & Certifications"],
  languages: ["Languages", "Languages Known"],
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** Date styles people use, each with its separator and its word for an ongoing role. */
const DATE_STYLES: Array<{ fmt: (y: number, m: number) => string; sep: string; ongoing: string }> = [
  { fmt: (y, m) => `${MONTHS[m]} ${y}`, sep: " – ", ongoing: "Present" },
  { fmt: (y, m) => `${String(m + 1).padStart(2, "0")}/${y}`, sep: " - ", ongoing: "Present" },
  { fmt: (y) => String(y), sep: "–", ongoing: "Present" },
  { fmt: (y, m) => `${LONG_MONTHS[m]} ${y}`, sep: " to ", ongoing: "Present" },
  { fmt: (y, m) => `${MONTHS[m]} ${y}`, sep: " - ", ongoing: "Current" },
  { fmt: (y, m) => `${MONTHS[m]}. ${y}`, sep: " — ", ongoing: "Till date" },
];

const POSTGRAD = /^(?:M\.|MBA|MCA|MSW|PG|Post|Master|CA Intermediate|JAIIB)/;
const SPECIALIST_SCHOOL = /Health Sciences|Hotel Management|Institute of Design/;
const SCHOOL_FOR: Record<string, string> = { nursing: "Health Sciences", hospitality: "Hotel Management", design: "Institute of Design" };

/** "The present" of the corpus: fixed, so the corpus does not change with the calendar. */
const NOW_YEAR = 2025;

const emailLocal = (first: string, last: string, r: Rng) => {
  const f = first.toLowerCase().replace(/[^a-z]/g, "");
  const l = last.toLowerCase().replace(/[^a-z]/g, "");
  return pick(r, [`${f}.${l}`, `${f}${l}${between(r, 80, 99)}`, `${f[0]}.${l}`, `${f}_${l}`, `${l}.${f}`, `${f}.${l}.work`]);
};

const digits = (r: Rng, n: number, first = "") => first + Array.from({ length: n - first.length }, () => String(between(r, 0, 9))).join("");

/**
 * One resume's truth. `occupationIndex` spreads occupations across templates; everything else comes from
 * the seed `id`.
 */
export function makeTruth(id: string, template: string, split: ResumeTruth["split"], occupationIndex: number, size: Size): ResumeTruth {
  const r = rngFor(`layout-corpus:${id}`);
  const occ: Occupation = OCCUPATIONS[occupationIndex % OCCUPATIONS.length]!;
  const region: Region = r() < 0.7 ? "india" : "abroad";

  let first: string;
  let last: string;
  let location: string;
  let city: string;
  let phone: string;
  let languages: string[];
  if (region === "india") {
    first = pick(r, INDIA_FIRST);
    last = pick(r, INDIA_LAST);
    const place = pick(r, INDIA_PLACES);
    location = place.display;
    city = place.city;
    phone = pick(r, INDIA_PHONES)(digits(r, 10, String(between(r, 6, 9))));
    languages = [...new Set(["English", "Hindi", place.language])];
  } else {
    const people = pick(r, ABROAD_PEOPLE);
    first = pick(r, people.first);
    last = pick(r, people.last);
    const place = pick(r, people.places);
    location = place.display;
    city = place.city;
    phone = people.phone(digits(r, 9));
    languages = ["English", pick(r, people.languages)];
  }
  // Some people write a middle name or initial.
  const name = r() < 0.15 ? `${first} ${pick(r, ["K.", "S.", "Maria", "Kumar", "J."])} ${last}` : `${first} ${last}`;
  const email = `${emailLocal(first, last, r)}@${pick(r, EMAIL_DOMAINS[region])}`;

  // Career: the current role first, walking back in time and down the title ladder.
  const roleCount = size === "long" ? between(r, 3, 4) : size === "short" ? between(r, 1, 3) : between(r, 2, 3);
  const bulletRange: [number, number] = size === "long" ? [3, 5] : size === "short" ? [2, 3] : [2, 4];
  const style = pick(r, DATE_STYLES);
  const companies = sample(r, occ.companies[region === "india" && r() < 0.9 ? "india" : "abroad"], roleCount);
  const bulletPool = sample(r, occ.bullets, occ.bullets.length);
  const experience: TruthExperience[] = [];
  let endY = NOW_YEAR;
  let endM = between(r, 0, 11);
  let ongoing = r() < 0.8;
  let titleIndex = Math.min(occ.titles.length - 1, roleCount - 1 + between(r, 0, 1));
  for (let k = 0; k < roleCount; k++) {
    const years = between(r, 1, 4);
    const startY = endY - years;
    const startM = between(r, 0, 11);
    const start = style.fmt(startY, startM);
    const end = ongoing ? style.ongoing : style.fmt(endY, endM);
    // Every role keeps at least one bullet: the pool has ten per occupation.
    const n = Math.min(between(r, ...bulletRange), bulletPool.length - (roleCount - k - 1));
    const bullets = bulletPool.splice(0, Math.max(1, n));
    experience.push({
      title: occ.titles[Math.max(0, titleIndex)]!,
      company: companies[k] ?? companies[0]!,
      location: k === 0 || r() < 0.5 ? city : region === "india" ? pick(r, INDIA_PLACES).city : city,
      start,
      end,
      dates: `${start}${style.sep}${end}`,
      bullets,
    });
    ongoing = false;
    endY = startY;
    endM = startM;
    titleIndex -= between(r, 0, 1);
  }
  const careerStart = endY;
  const totalYears = NOW_YEAR - careerStart;

  // A second degree comes later and is the postgraduate one when the pair has one; schools fit the field.
  const schools = INSTITUTIONS[region].filter((s) => !SPECIALIST_SCHOOL.test(s) || s.match(SPECIALIST_SCHOOL)![0] === SCHOOL_FOR[occ.key]);
  const undergrad = occ.degrees.filter((d) => !POSTGRAD.test(d));
  const later = occ.degrees.filter((d) => POSTGRAD.test(d));
  const degrees = [pick(r, undergrad.length ? undergrad : occ.degrees), ...(later.length && r() < 0.45 ? [pick(r, later)] : [])];
  const education: TruthEducation[] = [{ degree: degrees[0]!, institution: pick(r, schools), year: String(careerStart - between(r, 0, 1)) }];
  if (degrees[1]) education.unshift({ degree: degrees[1], institution: pick(r, schools), year: String(Math.min(NOW_YEAR, careerStart + between(r, 1, 4))) });
  const projects = occ.projects.length && r() < 0.65 ? sample(r, occ.projects, between(r, 1, 2)).map((p) => ({ name: p.name, bullets: [...p.bullets] })) : [];
  const certifications = sample(r, occ.certifications, between(r, 0, 3));
  const skills = sample(r, occ.skills, between(r, 7, 11));
  const headline = experience[0]!.title;
  const summary = occ.summary
    .map((s) => s.replace("{years}", String(totalYears)).replace("{title}", headline))
    .slice(0, size === "short" ? 2 : 3)
    .join(" ");

  const headings: Partial<Record<SectionKey, string>> = {};
  const keys: SectionKey[] = ["summary", "experience", "education", "skills", "languages"];
  if (projects.length) keys.push("projects");
  if (certifications.length) keys.push("certifications");
  for (const k of keys) headings[k] = pick(r, HEADINGS[k]);

  return {
    id,
    template,
    split,
    occupation: occ.key,
    region,
    name,
    email,
    phone,
    location,
    city,
    headline,
    summary,
    experience,
    education,
    projects,
    certifications,
    skills,
    languages,
    headings,
  };
}
