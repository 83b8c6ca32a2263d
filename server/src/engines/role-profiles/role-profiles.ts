import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getDefaultRoleResolver, type RoleResolver } from "../roles/role-resolver";
import type { RoleEntry, RoleProfile, RoleProfiles, RoleProfilesFile } from "./types";

export const DEFAULT_ROLE_PROFILES_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../data/role-skill-profiles.json");

// Seniority words say how senior, not which role: "Sr. Data Analyst" is a Data Analyst.
const SENIORITY = new Set(["senior", "sr", "junior", "jr", "lead", "principal", "staff", "head", "chief", "associate", "assistant", "trainee", "intern", "fresher", "entry", "level", "i", "ii", "iii", "iv", "mid", "executive"]);
const FILLER = new Set(["of", "and", "the", "a", "an", "for", "in", "at", "to", "&", "except"]);

export function titleTokens(title: string, keepSeniority = false): string[] {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9+#./ ]+/g, " ")
    .replace(/\//g, " ")
    .split(/\s+/)
    .map((t) => t.replace(/\.+$/, "").replace(/s$/, (m, i, w: string) => (w.length > 3 && !w.endsWith("ss") ? "" : m)))
    .filter((t) => t && !FILLER.has(t) && (keepSeniority || !SENIORITY.has(t)));
}

const key = (title: string) => titleTokens(title).join(" ");
/** Job nouns every field uses; sharing only one of them is not sharing the job. */
const JOB_NOUNS = new Set(["technician", "operator", "assistant", "trainer", "instructor", "coach", "engineer", "manager", "officer", "analyst", "specialist", "worker", "clerk", "representative", "consultant", "developer", "designer", "agent"]);

export function createRoleProfiles(data: RoleProfilesFile, resolver: RoleResolver = getDefaultRoleResolver()): RoleProfiles {
  const families = new Map(data.families.map((f) => [f.id, f]));
  const profileFamilyOf = new Map(data.families.flatMap((f) => f.role_families.map((r) => [r, f.id] as const)));
  const exact = new Map<string, RoleEntry>();
  for (const r of data.roles) {
    // Curated roles come first in the file, so they win a title they share with an O*NET occupation.
    for (const t of [r.title, ...r.aliases]) if (!exact.has(key(t))) exact.set(key(t), r);
  }
  const candidates = data.roles.flatMap((r) => [r.title, ...r.aliases].map((t) => ({ role: r, tokens: new Set(titleTokens(t)) })));

  function toProfile(role: RoleEntry | null, typed: string, familyId: string): RoleProfile | null {
    const fam = families.get(familyId);
    const skills: RoleProfile["skills"] = [];
    const seen = new Set<string>();
    const add = (name: string, weight: number) => {
      if (seen.has(name.toLowerCase())) return;
      seen.add(name.toLowerCase());
      skills.push({ name, weight: Math.round(weight * 100) / 100 });
    };
    if (role) {
      // Centrality falls with list position; O*NET lists are noisier than curated ones, so they start lower.
      const [top, bottom] = role.source === "curated" ? [1, 0.6] : [0.7, 0.4];
      role.skills.forEach((s, i) => add(s, top - ((top - bottom) * i) / Math.max(1, role.skills.length - 1)));
    }
    fam?.core.forEach((s, i) => add(s, (role?.source === "curated" ? 0.5 : 0.8) - 0.02 * i));
    if (skills.length === 0) return null;
    return {
      role: role?.title ?? typed.trim(),
      family: fam?.id ?? "general",
      familyName: fam?.name ?? "General",
      skills: skills.slice(0, 20),
      soft: fam?.soft ?? [],
    };
  }

  function profileFor(title: string): RoleProfile | null {
    const k = key(title);
    if (!k) return null;
    // The role resolver says what kind of job the title is; a known job only matches profile roles of that kind,
    // so a finance manager is no product manager for sharing "manager", an accounts executive no account executive.
    const read = resolver.resolve(title);
    const known = read.family && read.confidence >= 0.6 ? read.family.id : null;
    const profileFamily = known ? profileFamilyOf.get(known) : undefined;
    const fits = (r: RoleEntry) => !known || (r.code ? resolver.familyOfCode(r.code)?.id === known : r.family === profileFamily);

    const hit = exact.get(k);
    if (hit && fits(hit)) return toProfile(hit, title, hit.family);

    const q = new Set(k.split(" "));
    let best: { role: RoleEntry; score: number } | null = null;
    for (const c of candidates) {
      if (!fits(c.role)) continue;
      let overlap = 0;
      let named = false;
      for (const t of q) {
        if (!c.tokens.has(t)) continue;
        overlap++;
        if (!JOB_NOUNS.has(t)) named = true;
      }
      // A match must share the field, not just the job noun: a branch manager is no accounts manager, an AC
      // technician no avionics technician.
      if (!named) continue;
      const score = overlap / Math.max(q.size, c.tokens.size) + (c.role.source === "curated" ? 0.1 : 0);
      if (!best || score > best.score) best = { role: c.role, score };
    }
    if (best && best.score >= 0.6) return toProfile(best.role, title, best.role.family);
    // No role fits: the profile family of the title's role family ("Growth hacker" → marketing).
    const fam = read.family ? profileFamilyOf.get(read.family.id) : undefined;
    if (fam) return toProfile(null, title, fam);
    return best && best.score >= 0.4 ? toProfile(best.role, title, best.role.family) : null;
  }

  return { profileFor, family: (id) => families.get(id) ?? null };
}

let instance: RoleProfiles | undefined;

/** The profiles over server/data/role-skill-profiles.json, loaded on first use and then shared. */
export function getDefaultRoleProfiles(): RoleProfiles {
  instance ??= createRoleProfiles(JSON.parse(readFileSync(DEFAULT_ROLE_PROFILES_PATH, "utf8")) as RoleProfilesFile);
  return instance;
}
