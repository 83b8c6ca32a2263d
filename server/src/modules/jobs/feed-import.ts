import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import { buildPosting, portalOf, workModeFrom } from "../../engines/job-sources/derive";
import { htmlToText, tidy } from "../../lib/html-text";
import type { NormalisedPosting } from "../../engines/job-sources/types";
import { getDefaultSkillExtractor } from "../../engines/skills/default-extractor";

/**
 * An operator's own feed (`npm run jobs:import FILE`), JSON or CSV. Columns / keys:
 *   title (required), apply_link (required; also url), company, location, description (text or HTML),
 *   work_mode (remote | hybrid | onsite; derived from the text when absent), posted_at (ISO date or epoch),
 *   external_id (defaults to a hash of apply_link), skills (comma- or semicolon-separated, added to those
 *   found in the text).
 * JSON may be an array of objects or { "jobs": [...] }. Rows that lack a title or a valid http(s) link are
 * skipped and reported.
 */
export const IMPORT_SOURCE = "import";

export interface ImportReport {
  postings: NormalisedPosting[];
  skipped: Array<{ row: number; reason: string }>;
  warnings: Array<{ row: number; message: string }>;
}

/**
 * RFC 4180 CSV (quoted fields, doubled quotes, new lines inside quotes, CRLF, a leading BOM) read by csv-parse.
 * Rows may have fewer or more fields than the header; a quote inside an unquoted field is kept as text;
 * rows with nothing but blanks are dropped.
 */
export function parseCsv(text: string): string[][] {
  const rows = parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }) as string[][];
  return rows.filter((r) => r.some((f) => f.trim() !== ""));
}


function records(content: string, format: "json" | "csv"): Array<Record<string, unknown>> {
  if (format === "json") {
    const data = JSON.parse(content) as unknown;
    const list = Array.isArray(data) ? data : (data as { jobs?: unknown }).jobs;
    if (!Array.isArray(list)) throw new Error('A JSON feed must be an array of postings or { "jobs": [...] }.');
    return list.map((x) => (typeof x === "object" && x !== null ? (x as Record<string, unknown>) : {}));
  }
  const [header, ...rows] = parseCsv(content);
  if (!header) return [];
  const keys = header.map((h) => h.trim().toLowerCase());
  return rows.map((r) => Object.fromEntries(keys.map((k, i) => [k, r[i] ?? ""])));
}

export function parseFeed(content: string, format: "json" | "csv"): ImportReport {
  const extractor = getDefaultSkillExtractor();
  const report: ImportReport = { postings: [], skipped: [], warnings: [] };
  records(content, format).forEach((rec, i) => {
    const row = i + 1;
    const get = (k: string) => (typeof rec[k] === "string" ? (rec[k] as string) : typeof rec[k] === "number" ? String(rec[k]) : "");
    const link = get("apply_link") || get("url");
    const rawDescription = get("description");
    const description = /<[a-z][^>]*>/i.test(rawDescription) ? htmlToText(rawDescription) : tidy(rawDescription);
    const mode = get("work_mode");
    const given = Array.isArray(rec.skills) ? rec.skills.map(String) : get("skills").split(/[;,]/);
    const posting = buildPosting({
      source: IMPORT_SOURCE,
      external_id: get("external_id") || (link ? createHash("sha256").update(link).digest("hex").slice(0, 24) : ""),
      title: get("title"),
      company: get("company"),
      location: get("location"),
      description,
      work_mode: workModeFrom(mode),
      apply_link: link,
      portal: portalOf(link),
      posted_at: rec.posted_at ?? null,
      tags: given.map((s) => s.trim()).filter(Boolean),
    });
    if (!posting) {
      report.skipped.push({ row, reason: !get("title").trim() ? "no title" : "no valid http(s) apply_link" });
      return;
    }
    if (mode && !workModeFrom(mode)) report.warnings.push({ row, message: `unknown work_mode "${mode}"; derived from the text instead` });
    // Unknown skill names in the feed are kept out: the index holds canonical taxonomy names only.
    posting.skills = [...new Set(posting.skills.map((s) => extractor.canonicalize(s) ?? s))];
    report.postings.push(posting);
  });
  return report;
}
