// Builds server/data/role-taxonomy.json (npm run role-taxonomy:build): the occupation families every engine uses,
// every O*NET 28.2 occupation (../shared/data/onet) placed in one of them, and the job titles that name each family.
// Curated part: scripts/data/role-families.ts, the playbook guides' titles (scripts/data/roles-*.ts) and the
// alternate titles (scripts/data/alternate-titles.ts). Deterministic: same inputs, byte-identical file, so a test
// can check the committed JSON is current.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { entryKey, familyForCode, titleKey } from "../server/src/engines/roles/role-resolver";
import type { Occupation, RoleFamily, RoleTaxonomyFile, TitleEntry } from "../server/src/engines/roles/types";
import { ALTERNATE_TITLES } from "./data/alternate-titles";
import { ALIAS_FAMILIES, GUIDE_FAMILIES, INDUSTRY_TITLE_CONFIDENCE, ROLE_FAMILIES, SECTORS } from "./data/role-families";
import { businessRoles } from "./data/roles-business";
import { growthRoles } from "./data/roles-growth";
import { professionRoles } from "./data/roles-professions";
import { techRoles } from "./data/roles-tech";

const SCHEMA_VERSION = "1.0.0";
const ONET_ATTRIBUTION =
  "This product includes information from O*NET 28.2 by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license.";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_ONET_DIR = path.resolve(repoRoot, "../shared/data/onet");
export const TAXONOMY_PATH = path.resolve(repoRoot, "server/data/role-taxonomy.json");

function fail(message: string): never {
  throw new Error(`role-taxonomy: ${message}`);
}

function readOccupationTitles(onetDir: string): Array<[code: string, title: string]> {
  return readFileSync(path.join(onetDir, "occupation-data.tsv"), "utf8")
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== "")
    .map((line) => line.split("\t"))
    .map((c): [string, string] => [(c[0] ?? "").trim(), (c[1] ?? "").trim()])
    .filter(([code, title]) => code && title);
}

function families(): RoleFamily[] {
  const ids = new Set(ROLE_FAMILIES.map((f) => f.id));
  if (ids.size !== ROLE_FAMILIES.length) fail("duplicate family id");
  const neighbours = new Map(ROLE_FAMILIES.map((f) => [f.id, new Set<string>()]));
  for (const f of ROLE_FAMILIES) {
    if (!(SECTORS as readonly string[]).includes(f.sector)) fail(`${f.id}: unknown sector ${f.sector}`);
    for (const n of f.neighbours) {
      if (!ids.has(n) || n === f.id) fail(`${f.id}: bad neighbour ${n}`);
      // Written once, read both ways: if data analysts consider BI roles, BI people consider analyst roles.
      neighbours.get(f.id)!.add(n);
      neighbours.get(n)!.add(f.id);
    }
  }
  return ROLE_FAMILIES.map((f) => ({ id: f.id, name: f.name, sector: f.sector, neighbours: [...neighbours.get(f.id)!].sort() }));
}

/** Every way of writing a family's titles, keyed as the resolver reads them; two families may not claim one key. */
function titles(codes: Set<string>): TitleEntry[] {
  const ids = new Set(ROLE_FAMILIES.map((f) => f.id));
  const byKey = new Map<string, TitleEntry & { from: string }>();
  const clashes: string[] = [];
  const add = (title: string, family: string, from: string, code?: string, confidence?: number) => {
    if (!ids.has(family)) fail(`${from}: unknown family ${family}`);
    if (code && !codes.has(code)) fail(`${from}: unknown O*NET code ${code}`);
    const key = entryKey({ title, confidence });
    if (!key) return;
    const known = byKey.get(key);
    if (known && (known.family !== family || known.confidence !== confidence)) clashes.push(`"${title}" (${from}) and "${known.title}" (${known.from}) read the same`);
    if (!known) byKey.set(key, { title, family, ...(code ? { code } : {}), ...(confidence !== undefined ? { confidence } : {}), from });
    else if (!known.code && code) known.code = code;
  };
  for (const r of [...techRoles, ...growthRoles, ...businessRoles, ...professionRoles]) {
    const family = GUIDE_FAMILIES[r.id] ?? fail(`guide ${r.id} has no family in GUIDE_FAMILIES`);
    for (const name of [r.title, ...r.aliases, r.id.replace(/-/g, " ")]) {
      const moved = ALIAS_FAMILIES[name.toLowerCase()];
      add(name, moved ?? family, `guide ${r.id}`, moved ? undefined : r.onet[0]);
    }
  }
  for (const alias of Object.keys(ALIAS_FAMILIES)) {
    if (!byKey.has(titleKey(alias))) fail(`ALIAS_FAMILIES names "${alias}", which no guide has`);
  }
  for (const f of ROLE_FAMILIES) for (const t of f.titles) add(t, f.id, `family ${f.id}`);
  for (const f of ROLE_FAMILIES) for (const t of f.industryTitles ?? []) add(t, f.id, `family ${f.id} (one industry's)`, undefined, INDUSTRY_TITLE_CONFIDENCE);
  if (clashes.length) fail(`titles claimed by two families:\n${clashes.join("\n")}`);
  return [...byKey.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, { from: _from, ...entry }]) => entry);
}

export function buildRoleTaxonomy(onetDir: string = DEFAULT_ONET_DIR): RoleTaxonomyFile {
  const fams = families();
  const occupations: Occupation[] = readOccupationTitles(onetDir)
    .map(([code, title]) => ({ code, title, family: familyForCode(code, ROLE_FAMILIES)?.id ?? fail(`no family for ${code} ${title}`) }))
    .sort((a, b) => a.code.localeCompare(b.code));
  const codes = new Set(occupations.map((o) => o.code));
  const guides = [...techRoles, ...growthRoles, ...businessRoles, ...professionRoles];
  const body = {
    onet_release: "O*NET 28.2",
    attribution: ONET_ATTRIBUTION,
    sectors: [...SECTORS],
    families: fams,
    occupations,
    titles: titles(codes),
    alternate_titles: ALTERNATE_TITLES.map(([title, list]) => {
      for (const code of list) if (!codes.has(code)) fail(`alternate title "${title}" names unknown O*NET code ${code}`);
      return { title, codes: [...list] };
    }).sort((a, b) => a.title.localeCompare(b.title)),
    reference_titles: guides.flatMap((r) => [r.title, ...[...r.aliases].sort(), r.id.replace(/-/g, " ")]),
  };
  const hash = createHash("sha256").update(JSON.stringify(body)).digest("hex").slice(0, 10);
  return { version: `${SCHEMA_VERSION}+${hash}`, ...body };
}

export function serializeRoleTaxonomy(t: RoleTaxonomyFile): string {
  return `${JSON.stringify(t, null, 1)}\n`;
}

function main(): void {
  const t = buildRoleTaxonomy();
  const text = serializeRoleTaxonomy(t);
  writeFileSync(TAXONOMY_PATH, text);
  const counts = new Map<string, number>();
  for (const o of t.occupations) counts.set(o.family, (counts.get(o.family) ?? 0) + 1);
  const empty = t.families.filter((f) => !counts.has(f.id)).map((f) => f.id);
  console.log(
    `role-taxonomy ${t.version}: ${t.families.length} families in ${t.sectors.length} sectors, ${t.titles.length} titles, ` +
      `${t.occupations.length} occupations (families with none: ${empty.join(", ") || "none"}), ` +
      `${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB -> ${path.relative(repoRoot, TAXONOMY_PATH)}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
