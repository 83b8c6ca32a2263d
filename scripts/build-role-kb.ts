// Builds server/data/role-kb.json (npm run roles:build).
// Derived part: every O*NET 28.2 occupation (title, description, top technology skills) from ../shared/data/onet.
// Curated part: families, roles and focus-area topics in scripts/data/. The output is deterministic: same inputs,
// byte-identical file, so a test can check the committed JSON is current.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { CuratedRole, FamilyEntry, OccupationEntry, RoleEntry, RoleKb, TopicEntry } from "../server/src/engines/playbook/kb-types";
import { EXPERIENCE_LEVELS } from "../server/src/engines/playbook/kb-types";
import { familyForCode as familyForRoleCode } from "../server/src/engines/roles/role-resolver";
import { families } from "./data/families";
import { ROLE_FAMILIES, SECTORS } from "./data/role-families";
import { businessRoles } from "./data/roles-business";
import { growthRoles } from "./data/roles-growth";
import { professionRoles } from "./data/roles-professions";
import { techRoles } from "./data/roles-tech";
import { toolFitsOccupation, toolFitsRole, toolKind, namesTool, type ToolKind } from "./data/tool-fit";
import { topics } from "./data/topics";

const KB_SCHEMA_VERSION = "1.0.0";
export const ONET_ATTRIBUTION =
  "This product includes information from O*NET 28.2 by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license.";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_ONET_DIR = path.resolve(repoRoot, "../shared/data/onet");
export const KB_PATH = path.resolve(repoRoot, "server/data/role-kb.json");

const ROLE_TOOL_LIMIT = 10;
const OCCUPATION_TOOL_LIMIT = 8;

// Office basics every occupation lists; they crowd out the tools that distinguish a role.
const GENERIC_TOOLS = new Set(
  [
    "Microsoft Outlook", "Microsoft Word", "Microsoft Windows", "Microsoft Office software", "Microsoft Exchange",
    "Operating system software", "Web browser software", "Internet browser software", "Email software",
    "Data entry software", "Word processing software", "IBM Notes", "FaceTime", "Microsoft Internet Explorer",
    "Mozilla Firefox", "Google Chrome", "Apple Safari", "Microsoft Teams", "Zoom", "Slack", "Apple macOS",
    "Microsoft Windows Server", "Spreadsheet software", "Presentation software",
  ].map((s) => s.toLowerCase()),
);

interface TechRow {
  code: string;
  name: string;
  commodity: string;
  hot: boolean;
  inDemand: boolean;
}

function readTsv(file: string): string[][] {
  const text = readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  return text
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== "")
    .map((line) => line.split("\t"));
}

/**
 * "Microsoft Azure software" -> "Microsoft Azure"; generic names ("Database software") keep the word.
 * A trailing acronym spelled out before it goes in brackets: "Hypertext markup language HTML" ->
 * "Hypertext markup language (HTML)"; "Microsoft Power BI" is left alone (no word starts with B).
 */
export function cleanToolName(name: string): string {
  const m = /^(.*) software$/.exec(name);
  const words = (m?.[1] && m[1].split(" ").length >= 2 && m[1].split(" ").every((w) => /^[A-Z0-9]/.test(w)) ? m[1] : name).split(" ");
  const last = words[words.length - 1] ?? "";
  const before = words.slice(0, -1);
  if (before.length >= 2 && /^[A-Z][A-Z0-9]+$/.test(last) && spellsOut(before, last)) return `${before.join(" ")} (${last})`;
  return words.join(" ");
}

/**
 * Whether the acronym's letters appear in order in the words, starting in a word that begins with its first letter
 * (or has it second: e"X"tensible markup language XML).
 */
function spellsOut(words: string[], acronym: string): boolean {
  const letters = acronym.toLowerCase().replace(/[^a-z]/g, "");
  return words.some((w, i) => {
    const start = w.slice(0, 2).toLowerCase().indexOf(letters[0] ?? "");
    if (start < 0) return false;
    const text = words.slice(i).join("").toLowerCase();
    let at = start;
    for (const ch of letters) {
      at = text.indexOf(ch, at);
      if (at < 0) return false;
      at++;
    }
    return true;
  });
}

/**
 * Top technology skills for a set of rows. Flagged tools (In Demand: employers ask for it in postings; Hot: trending)
 * come first, then tools several of the role's occupations share, then the more specific ones.
 * Unflagged tools are only used when an occupation has no flagged ones: O*NET lists many niche US products.
 * `fits` drops flagged tools that do not belong to the role (see data/tool-fit.ts); `exclude` drops the curated ones.
 */
function rankTools(
  rows: TechRow[],
  limit: number,
  popularity: Map<string, number>,
  fits: (name: string) => boolean,
  exclude: string[] = [],
): string[] {
  const excluded = exclude.map((s) => s.toLowerCase());
  const stats = new Map<string, { flag: number; codes: Set<string> }>();
  for (const r of rows) {
    if (GENERIC_TOOLS.has(r.name.toLowerCase())) continue;
    // Only flagged tools are checked: Hot Technology spreads a tool over many occupations, while unflagged examples
    // are ones O*NET lists for this occupation specifically (a pilot's logbook app, a machinist's G-code).
    if ((r.hot || r.inDemand) && !fits(r.name)) continue;
    const entry = stats.get(r.name) ?? { flag: 0, codes: new Set<string>() };
    entry.flag = Math.max(entry.flag, (r.inDemand ? 2 : 0) + (r.hot ? 1 : 0));
    entry.codes.add(r.code);
    stats.set(r.name, entry);
  }
  const anyFlagged = [...stats.values()].some((e) => e.flag > 0);
  return [...stats.entries()]
    .filter(([, e]) => !anyFlagged || e.flag > 0)
    .sort(
      (a, b) =>
        b[1].flag - a[1].flag ||
        b[1].codes.size - a[1].codes.size ||
        // Among equals, the more specific tool wins: office suites appear in most occupations and say little.
        (popularity.get(a[0]) ?? 0) - (popularity.get(b[0]) ?? 0) ||
        a[0].localeCompare(b[0]),
    )
    .filter(([name]) => !exclude.some((c) => namesTool(c, name)))
    .map(([name]) => cleanToolName(name))
    .filter((name) => {
      const n = name.toLowerCase();
      return !excluded.some((e) => e.includes(n) || n.includes(e));
    })
    .slice(0, limit);
}

/** The guide family of an O*NET code: the sector of its role family, as the engine's RoleMatcher.familyFor reads it. */
function familyForCode(code: string): string {
  return familyForRoleCode(code, ROLE_FAMILIES)?.sector ?? "business-operations";
}

function assert(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(`role-kb: ${message}`);
}

function validate(roles: CuratedRole[], fams: FamilyEntry[], tops: TopicEntry[], codes: Set<string>): void {
  const familyIds = new Set(fams.map((f) => f.id));
  const topicIds = new Set(tops.map((t) => t.id));
  assert(familyIds.size === fams.length, "duplicate family id");
  assert(topicIds.size === tops.length, "duplicate topic id");
  const aliasOwner = new Map<string, string>();
  const seen = new Set<string>();
  for (const r of roles) {
    assert(!seen.has(r.id), `duplicate role id ${r.id}`);
    seen.add(r.id);
    assert(familyIds.has(r.family), `${r.id}: unknown family ${r.family}`);
    assert(r.onet.length > 0, `${r.id}: needs at least one O*NET code`);
    for (const c of r.onet) assert(codes.has(c), `${r.id}: unknown O*NET code ${c}`);
    for (const t of r.topics) assert(topicIds.has(t), `${r.id}: unknown topic ${t}`);
    for (const lvl of EXPERIENCE_LEVELS) assert(r.competencies[lvl].length > 0, `${r.id}: no ${lvl} competencies`);
    assert(r.questions.length >= 5 && r.metrics.length >= 3 && r.resources.length >= 3, `${r.id}: too little content`);
    for (const a of [r.title, ...r.aliases].map((s) => s.toLowerCase())) {
      const owner = aliasOwner.get(a);
      assert(!owner || owner === r.id, `alias "${a}" used by ${owner} and ${r.id}`);
      aliasOwner.set(a, r.id);
    }
  }
  for (const f of fams) for (const t of f.topics) assert(topicIds.has(t), `family ${f.id}: unknown topic ${t}`);
  // One guide family per taxonomy sector, so every occupation has one.
  assert([...familyIds].sort().join() === [...SECTORS].sort().join(), "guide families and taxonomy sectors differ");
}

function readTechRows(onetDir: string): TechRow[] {
  return readTsv(path.join(onetDir, "technology-skills.tsv")).map((c) => ({
    code: c[0] ?? "",
    name: (c[1] ?? "").trim(),
    commodity: (c[3] ?? "").trim(),
    hot: (c[4] ?? "").trim() === "Y",
    inDemand: (c[5] ?? "").trim() === "Y",
  }));
}

/** Each O*NET tool's kind (see data/tool-fit.ts), from every commodity it is filed under. */
function toolKinds(rows: TechRow[]): Map<string, ToolKind> {
  const commodities = new Map<string, Set<string>>();
  for (const r of rows) commodities.set(r.name, (commodities.get(r.name) ?? new Set<string>()).add(r.commodity));
  return new Map([...commodities.entries()].map(([name, c]) => [name, toolKind(name, c)]));
}

/** Tool kinds by the name the knowledge base shows (cleaned), so tests can check a role's onet_tools. */
export function onetToolKinds(onetDir: string = DEFAULT_ONET_DIR): Map<string, ToolKind> {
  return new Map([...toolKinds(readTechRows(onetDir)).entries()].map(([name, kind]) => [cleanToolName(name), kind]));
}

export function buildRoleKb(onetDir: string = DEFAULT_ONET_DIR): RoleKb {
  const occRows = readTsv(path.join(onetDir, "occupation-data.tsv"));
  const techRows = readTechRows(onetDir);
  const techByCode = new Map<string, TechRow[]>();
  for (const r of techRows) {
    if (!r.name) continue;
    const list = techByCode.get(r.code) ?? [];
    list.push(r);
    techByCode.set(r.code, list);
  }

  const df = new Map<string, Set<string>>();
  for (const r of techRows) df.set(r.name, (df.get(r.name) ?? new Set<string>()).add(r.code));
  const popularity = new Map([...df.entries()].map(([name, codes]) => [name, codes.size]));

  const kindOf = toolKinds(techRows);
  const kind = (name: string): ToolKind => kindOf.get(name) ?? "general";

  const occupations: OccupationEntry[] = occRows
    .map((c) => {
      const code = (c[0] ?? "").trim();
      const title = (c[1] ?? "").trim();
      const description = (c[2] ?? "").trim();
      const family = familyForCode(code);
      const text = `${title}. ${description}`;
      return {
        code,
        title,
        description,
        tools: rankTools(techByCode.get(code) ?? [], OCCUPATION_TOOL_LIMIT, popularity, (name) =>
          toolFitsOccupation(kind(name), family, text),
        ),
      };
    })
    .filter((o) => o.code && o.title)
    .sort((a, b) => a.code.localeCompare(b.code));
  const titleByCode = new Map(occupations.map((o) => [o.code, o.title]));

  const curated = [...techRoles, ...growthRoles, ...businessRoles, ...professionRoles];
  validate(curated, families, topics, new Set(titleByCode.keys()));

  const roles: RoleEntry[] = curated
    .map((r) => ({
      id: r.id,
      title: r.title,
      family: r.family,
      aliases: [...r.aliases].sort(),
      onet: r.onet.map((code) => ({ code, title: titleByCode.get(code) ?? code })),
      summary: r.summary,
      responsibilities: r.responsibilities,
      competencies: r.competencies,
      tools: r.tools,
      onet_tools: rankTools(
        r.onet.flatMap((c) => techByCode.get(c) ?? []),
        ROLE_TOOL_LIMIT,
        popularity,
        (name) => toolFitsRole(kind(name), r.family, name, r.tools),
        r.tools,
      ),
      questions: r.questions,
      metrics: r.metrics,
      plan: r.plan,
      resources: r.resources,
      topics: r.topics,
    }))
    .sort((a, b) => a.id.localeCompare(b.id));

  const body = {
    onet_release: "O*NET 28.2",
    attribution: ONET_ATTRIBUTION,
    families: [...families].sort((a, b) => a.id.localeCompare(b.id)),
    roles,
    topics: [...topics].sort((a, b) => a.id.localeCompare(b.id)),
    occupations,
  };
  // The version changes whenever the content does, so caches and stored playbooks can tell KB revisions apart.
  const hash = createHash("sha256").update(JSON.stringify(body)).digest("hex").slice(0, 10);
  return { version: `${KB_SCHEMA_VERSION}+${hash}`, ...body };
}

export function serializeRoleKb(kb: RoleKb): string {
  return `${JSON.stringify(kb, null, 1)}\n`;
}

function main(): void {
  const kb = buildRoleKb();
  const text = serializeRoleKb(kb);
  writeFileSync(KB_PATH, text);
  console.log(
    `role-kb ${kb.version}: ${kb.roles.length} roles, ${kb.topics.length} topics, ${kb.families.length} families, ` +
      `${kb.occupations.length} occupations, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB -> ${path.relative(repoRoot, KB_PATH)}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
