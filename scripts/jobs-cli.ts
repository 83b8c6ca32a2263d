import { loadConfig } from "../server/src/config";
import { migrateLatest, openDatabase, type Database } from "../server/src/db";
import { createLogger } from "../server/src/lib/logger";
import { createIngestService } from "../server/src/modules/jobs/ingest-service";
import { createJobRepository } from "../server/src/modules/jobs/job-repository";

/** Shared by the jobs:* scripts: the configured database (DATABASE_URL, else PGlite in DATA_DIR), migrated. */
export async function withJobIndex<T>(run: (deps: { db: Database; ingest: ReturnType<typeof createIngestService>; jobs: ReturnType<typeof createJobRepository> }) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateLatest(db.knex);
    const jobs = createJobRepository(db.knex);
    const ingest = createIngestService({ jobs, logger: createLogger(process.env.LOG_LEVEL ?? "warn") });
    return await run({ db, ingest, jobs });
  } finally {
    await db.close();
  }
}

export function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
