/**
 * `npm run jobs:import -- FILE [--format json|csv]`: imports an operator's own feed into the job index.
 * Columns / keys: title, apply_link (or url) required; company, location, description (text or HTML),
 * work_mode (remote|hybrid|onsite), posted_at, external_id, skills (comma/semicolon list); details in
 * server/src/modules/jobs/feed-import.ts.
 */
import { readFileSync } from "node:fs";
import { argValue, withJobIndex } from "./jobs-cli";

const file = process.argv.slice(2).find((a, i, all) => !a.startsWith("--") && all[i - 1] !== "--format");
if (!file) {
  console.error("Usage: npm run jobs:import -- FILE.json|FILE.csv [--format json|csv]");
  process.exit(1);
}
const format = (argValue("--format") ?? (file.toLowerCase().endsWith(".csv") ? "csv" : "json")) as "json" | "csv";
if (format !== "json" && format !== "csv") {
  console.error("--format must be json or csv");
  process.exit(1);
}
let content: string;
try {
  content = readFileSync(file, "utf8");
} catch (err) {
  console.error(`Cannot read ${file}: ${(err as Error).message}`);
  process.exit(1);
}
await withJobIndex(async ({ ingest }) => {
  let result;
  try {
    result = await ingest.importFeed(content, format);
  } catch (err) {
    console.error(`${file} could not be imported: ${(err as Error).message}`);
    process.exitCode = 1;
    return;
  }
  console.log(`Imported ${file}: ${result.inserted} new, ${result.updated} updated, ${result.skipped.length} skipped.`);
  for (const s of result.skipped) console.log(`  row ${s.row} skipped: ${s.reason}`);
  for (const w of result.warnings) console.log(`  row ${w.row}: ${w.message}`);
});
