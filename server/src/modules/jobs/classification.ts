/**
 * What the search stores of a posting besides its own fields, read at ingest from its title, location and work mode:
 * its role family and stated level (ranking.ts postingRole) and its place keys (location-match.ts). The signature
 * names what the readings were made with, so a start after an upgrade can tell the stored ones are stale.
 */
import { createHash } from "node:crypto";
import { getDefaultRoleResolver } from "../../engines/roles/role-resolver";
import { loadTaxonomy } from "../../engines/skills/taxonomy";
import { placeKeys } from "./location-match";
import { CITIES, COUNTRIES, STATES } from "./places";
import { LEVEL_RANK, postingRole } from "./ranking";

/** Bump when the reading code changes what it reads (not for taxonomy or gazetteer edits: those are hashed; lib/place-phrases.ts is code). */
export const CLASSIFIER_REVISION = "2026-12-04.2";

export interface Classified {
  role_family: string | null;
  role_level: number | null;
  place_keys: string[];
}

export function classify(p: { title: string; location: string | null; work_mode: string | null }): Classified {
  const role = postingRole(p);
  return { role_family: role.family, role_level: role.seniorityStated ? LEVEL_RANK[role.seniority] : null, place_keys: placeKeys(p.location, p.work_mode) };
}

let signature: string | undefined;

/**
 * The role taxonomy's version, a hash of the gazetteer, a hash of the skills taxonomy (a title's tools read its family:
 * "Talend Developer" is data engineering once "Talend" is a skill) and the code's revision.
 */
export function classificationSignature(): string {
  signature ??= [
    getDefaultRoleResolver().version,
    createHash("sha256").update(JSON.stringify([CITIES, STATES, COUNTRIES])).digest("hex").slice(0, 12),
    createHash("sha256").update(JSON.stringify(loadTaxonomy())).digest("hex").slice(0, 12),
    CLASSIFIER_REVISION,
  ].join("|");
  return signature;
}
