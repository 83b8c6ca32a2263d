import type { Knex } from "knex";
import * as usersAndAuth from "./20261122000001_users_and_auth";
import * as usage from "./20261122000002_usage";
import * as jobPostings from "./20261122000003_job_postings";
import * as userResumes from "./20261122000004_user_resumes";

/**
 * Migrations are imported statically (not discovered on disk), so they run the same under tsx,
 * vitest and a bundled build. Append new ones at the end; never edit one that has shipped.
 */
const migrations: Record<string, Knex.Migration> = {
  "20261122000001_users_and_auth": usersAndAuth,
  "20261122000002_usage": usage,
  "20261122000003_job_postings": jobPostings,
  "20261122000004_user_resumes": userResumes,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};
