/**
 * `npm run jobs:ingest [-- --config FILE] [--only connector/name]`: runs the `jobs.ingest` job by hand:
 * reads every enabled board of config/job-boards.json or JOB_BOARDS_FILE (or just the one named with --only, enabled or not)
 * and upserts its postings. Exits 1 when every board failed.
 */
import { boardLabel, DEFAULT_BOARDS_FILE, loadBoardsFile } from "../server/src/modules/jobs/board-config";
import { argValue, withJobIndex } from "./jobs-cli";

const file = loadBoardsFile(argValue("--config") ?? process.env.JOB_BOARDS_FILE ?? DEFAULT_BOARDS_FILE);
const only = argValue("--only");
const boards = only ? file.boards.filter((b) => boardLabel(b) === only || b.connector === only) : file.boards.filter((b) => b.enabled);
if (boards.length === 0) {
  console.log(only ? `No board named ${only} in the boards file.` : "No enabled boards in the boards file; nothing to do (set \"enabled\": true on a board).");
  process.exit(only ? 1 : 0);
}
await withJobIndex(async ({ ingest, jobs }) => {
  const reports = await ingest.ingestBoards(boards, { timeoutMs: file.timeout_ms });
  for (const r of reports) {
    console.log(r.error ? `✗ ${r.board}: ${r.error}` : `✓ ${r.board}: ${r.fetched} fetched, ${r.inserted} new, ${r.updated} updated`);
  }
  console.log(`The index now holds ${await jobs.count()} postings.`);
  if (reports.every((r) => r.error)) process.exitCode = 1;
});
