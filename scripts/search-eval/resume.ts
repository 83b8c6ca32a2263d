/**
 * A person of the labelled set as a plain-text resume, the way people paste or save one: name, contact line with the
 * location as they write it (or none), summary, experience (current role first, with dates), education, skills.
 */
import type { Level, Persona } from "./occupations";

const FIRST = ["Priya", "Rahul", "Anjali", "Vikram", "Sneha", "Arjun", "Divya", "Karthik", "Meera", "Rohit", "Lakshmi", "Farhan", "Neha", "Suresh", "Ayesha", "Manoj"];
const LAST = ["Sharma", "Iyer", "Nair", "Reddy", "Gupta", "Menon", "Das", "Khan", "Patel", "Joshi", "Rao", "Pillai", "Singh", "Bose", "Kulkarni", "Verma"];
const YEARS: Record<Level, [number, number]> = { junior: [1, 0], mid: [3, 2], senior: [4, 4] };

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function renderResume(p: Persona, now = new Date()): string {
  const h = hash(p.id);
  const name = `${FIRST[h % FIRST.length]} ${LAST[(h >> 5) % LAST.length]}`;
  const email = `${name.toLowerCase().replace(/ /g, ".")}@gmail.com`;
  const phone = `+91 98${String(h % 100_000_000).padStart(8, "0")}`;
  const occ = p.occupation;
  const year = now.getUTCFullYear();
  const [current, before] = p.years ?? YEARS[p.level];
  const currentStart = year - current;
  const roles = [
    { title: occ.titles[p.level], company: occ.companies[h % occ.companies.length]!, start: `Jan ${currentStart}`, end: "Present", bullets: occ.bullets.slice(0, 2) },
    ...(occ.earlier[p.level] && before
      ? [{ title: occ.earlier[p.level]!, company: occ.companies[(h + 1) % occ.companies.length]!, start: `Jun ${currentStart - before}`, end: `Dec ${currentStart - 1}`, bullets: occ.bullets.slice(2) }]
      : []),
  ];
  const years = current + before;
  const contact = [p.location, phone, email].filter(Boolean).join(" | ");
  const lines = [
    name.toUpperCase(),
    contact,
    "",
    "SUMMARY",
    "-------",
    `${occ.titles[p.level]} with ${years} year${years === 1 ? "" : "s"} of experience. ${occ.bullets[0]}.`,
    "",
    "EXPERIENCE",
    "----------",
    ...roles.flatMap((r, i) => [...(i ? [""] : []), `${r.title}, ${r.company}`, `${r.start} – ${r.end}`, ...r.bullets.map((b) => `  * ${b}`)]),
    "",
    "EDUCATION",
    "---------",
    `${occ.degree}, ${year - years - 1}`,
    "",
    "SKILLS",
    "------",
    occ.skills.join(", "),
    "",
  ];
  return lines.join("\n");
}
