// The level a job title states: "Sr. Data Analyst" is senior, "SDE II" mid, "Head of Sales" executive.
import type { Seniority } from "./types";

/** Words that make "manager" a job name rather than a level: a product manager manages a product, not people. */
const IC_MANAGER_WORDS = new Set([
  "product", "relationship", "account", "brand", "success", "community", "media", "content",
  "campaign", "category", "case", "release", "implementation", "onboarding", "escalation", "territory", "portfolio", "engagement",
  "marketing", "seo", "ads", "ppc", "acquisition", "partnerships", "alliances", "vendor", "fleet",
]);
/** A head of the kitchen, the ward or the counter runs a team, but is not an executive. */
const HEAD_OF_TEAM = new Set(["nurse", "chef", "cook", "cashier", "teacher", "waiter", "guard", "constable", "mistress", "master", "clerk", "bearer"]);
/** Role nouns a level number may follow: "SDE 2", "Software Engineer III". */
const NUMBERED = new Set(["sde", "swe", "engineer", "developer", "analyst", "associate", "scientist", "consultant", "designer", "programmer", "specialist", "architect", "tester", "officer", "executive", "manager", "mts"]);
const CXO = new Set(["ceo", "cto", "cfo", "coo", "cmo", "cio", "chro", "ciso", "cpo", "cdo", "cxo", "cbo", "cro", "vp", "svp", "evp", "avp", "president", "founder", "cofounder"]);
/** Directors of a craft (art, film, music) lead the work; they are not company directors. */
const CRAFT_DIRECTOR = new Set(["art", "creative", "film", "music", "casting", "dance", "photography", "design"]);
const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5 };

function words(title: string): string[] {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/co-founder/g, "cofounder")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

/** The level a title states, and whether it states one at all ("Data Analyst" is read as mid, unstated). */
export function seniorityOf(title: string): { seniority: Seniority; stated: boolean } {
  const w = words(title);
  const has = (x: string) => w.includes(x);
  const at = (i: number) => w[i] ?? "";
  const stated = (seniority: Seniority) => ({ seniority, stated: true });

  if (w.some((x) => ["intern", "internship", "apprentice", "apprenticeship"].includes(x))) return stated("intern");
  if (w.some((x) => ["trainee", "fresher", "freshers"].includes(x)) || (has("entry") && (has("level") || w.at(-1) === "entry"))) return stated("entry");

  // Executives: C-suite, VPs, company directors, heads of a function.
  // The founder's office works for the founders; it is not one of them.
  const founderOffice = w.some((x, i) => (x === "founder" || x === "founders") && (w[i + 1] === "s" || w[i + 1] === "office"));
  if (has("chief") || w.some((x) => CXO.has(x) && !founderOffice) || (has("vice") && (has("president") || has("chancellor")))) return stated("executive");
  if (has("managing") && has("director")) return stated("executive");
  const director = w.indexOf("director");
  if (director >= 0 && !CRAFT_DIRECTOR.has(at(director - 1))) return stated("executive");
  const head = w.indexOf("head");
  if (head >= 0) return HEAD_OF_TEAM.has(at(head + 1)) ? stated("manager") : stated("executive");
  if (has("general") && has("manager") && !has("assistant") && !has("deputy")) return stated("executive");
  // A general manager written short; an assistant's or a deputy's (AGM, DGM) is a senior manager's rung in India.
  if (has("gm")) return stated("executive");
  if (has("agm") || has("dgm")) return stated("manager");
  // "Principal" closing a title is a school's head; before a role noun it is a rank ("Principal Engineer").
  if (has("vice") && has("principal")) return stated("manager");
  if (w.at(-1) === "principal") return stated("executive");
  if (has("country") && has("manager")) return stated("executive");

  // A financial controller runs a company's books and its accounts team (a credit controller chases receivables).
  if ((has("financial") || has("finance")) && has("controller") && !has("assistant") && !has("junior")) return stated("manager");

  // Managers of people. "Assistant Manager" and "Deputy Manager" are the first rungs of management in India; a
  // "Junior Manager" (a PSU's first officer grade, a "Junior Sales Manager") is an entrant's post, read below.
  const manager = w.findIndex((x) => x === "manager" || x === "mgr");
  if (manager >= 0) {
    const before = w.slice(0, manager);
    const icRole = before.some((x) => IC_MANAGER_WORDS.has(x)) && !has("assistant") && !has("deputy");
    const junior = before.some((x) => x === "junior" || x === "jr");
    if (!icRole && !junior) return stated("manager");
  }
  if (director >= 0) return stated("manager");
  if (w.some((x) => ["superintendent", "warden"].includes(x)) || (has("executive") && has("chef"))) return stated("manager");

  // Leads: team leads, principal and staff engineers.
  if ((has("lead") && !has("generation")) || has("leader") || has("tl") || has("foreman") || has("incharge") || (has("in") && has("charge"))) return stated("lead");
  const principal = w.indexOf("principal");
  if (principal >= 0 && principal < w.length - 1) return stated("lead");
  const staff = w.indexOf("staff");
  if (staff >= 0 && ["engineer", "software", "data", "scientist", "designer", "product", "machine", "ml"].includes(at(staff + 1))) return stated("lead");
  if (has("group") && has("product")) return stated("lead");

  // Numbered levels: SDE 1 / II / III, Engineer IV.
  for (let i = 1; i < w.length; i++) {
    const n = ROMAN[w[i]!];
    if (n !== undefined && NUMBERED.has(w[i - 1]!)) return stated(n === 1 ? "entry" : n === 2 ? "mid" : n === 3 ? "senior" : "lead");
  }

  // A supervisor is the first rung over the staff of a floor, a ward or a shift, under its (assistant) manager: the
  // senior rung, within a rung of both the staff's posts ("Housekeeping Executive") and the manager's.
  if (w.some((x) => ["senior", "sr", "snr", "supervisor"].includes(x))) return stated("senior");
  if (w.some((x) => ["junior", "jr", "graduate", "beginner"].includes(x))) return stated("entry");
  // A leading "Associate" or "Assistant" is the first rung ("Associate Consultant"); professors are ranked otherwise.
  // A research associate is a research role, not a rung.
  const ranked = has("professor") || has("dean");
  const associate = w.findIndex((x, i) => x === "associate" && w[i - 1] !== "research");
  if (!ranked && (associate >= 0 || (w[0] === "assistant" && w.length > 1))) return stated("entry");
  if (has("mid") || has("intermediate")) return stated("mid");
  return { seniority: "mid", stated: false };
}

/** Posts that name a rung by what the person runs (a floor, a shift, a ward), not by a level word. */
const POSITION_WORD = /\b(supervisor|incharge|in[\s-]charge|foreman)\b/i;
const POSITION_WORDS = new RegExp(POSITION_WORD.source, "gi");

/**
 * Whether the level a title states comes only from a post's name ("Dispatch Supervisor", "Shift In-charge -
 * Production"), not a level word ("Senior", "Manager"): such a post is held from the first year in many firms, so the
 * person's years say their level better.
 */
export function levelFromPostOnly(title: string): boolean {
  if (!POSITION_WORD.test(title) || !seniorityOf(title).stated) return false;
  return !seniorityOf(title.replace(POSITION_WORDS, " ")).stated;
}
