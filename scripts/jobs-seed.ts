/**
 * `npm run jobs:seed [-- --count N]`: upserts the deterministic demo corpus (default 5,000 postings) into the
 * configured database. Re-running updates the same postings (their dates move with today) and never duplicates.
 */
import { DEFAULT_DEMO_COUNT } from "../server/src/modules/jobs/demo/demo-corpus";
import { argValue, withJobIndex } from "./jobs-cli";

const count = Number(argValue("--count") ?? DEFAULT_DEMO_COUNT);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error("--count must be a whole number between 1 and 1,000,000");
  process.exit(1);
}
await withJobIndex(async ({ db, ingest, jobs }) => {
  const started = Date.now();
  const result = await ingest.seedDemo({ count });
  await ingest.tidy();
  console.log(
    `Demo corpus: ${result.inserted} inserted, ${result.updated} updated in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(${db.kind}); the index now holds ${await jobs.count()} postings.`,
  );
});
