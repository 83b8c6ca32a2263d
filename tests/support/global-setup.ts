import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import knexFactory from "knex";
import type { TestProject } from "vitest/node";
import { migrateLatest, openDatabase } from "../../server/src/db";
import { startServer } from "../../server/src/server";
import { testConfig } from "./api-harness";

/**
 * Every API suite and e2e server starts from a database: creating an embedded one takes seconds (initdb in
 * WebAssembly), migrating it more, and the e2e servers also seed the 10,000-posting demo index. Done once per
 * run here, each suite then starts from a copy: a PGlite dump, or a PostgreSQL `CREATE DATABASE ... TEMPLATE`.
 */
declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated embedded database (with the demo job index when `withDemoJobs`). */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database to copy, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

interface Templates {
  pgliteTemplate: string;
  postgresTemplate: string | null;
  drop(): Promise<void>;
}

/** The dump of a migrated embedded database, with the demo job index when asked. */
async function pgliteTemplate(withDemoJobs: boolean): Promise<{ file: string; drop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-db-template-"));
  const file = path.join(dir, "pglite.tar");
  const database = await openDatabase({});
  await migrateLatest(database.knex);
  if (withDemoJobs) {
    const server = await startServer(testConfig({ PORT: "0", HOST: "127.0.0.1" }), { database });
    await server.startupJobs;
    await server.stop();
  }
  const dump = await database.pglite!.dumpDataDir("none");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return { file, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A migrated PostgreSQL database to copy, on the server TEST_DATABASE_URL names. */
async function postgresTemplate(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `hw_template_${Date.now().toString(36)}_${crypto.randomBytes(3).toString("hex")}`;
  const admin = knexFactory({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const template = await openDatabase({ url: url.toString(), poolMax: 2 });
  await migrateLatest(template.knex);
  await template.close(); // a template database must have no sessions while it is copied
  return {
    name,
    async drop() {
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

// Projects that want the same templates (api and api-alone; contract and e2e) share one build.
const built = new Map<string, Promise<Templates>>();

async function buildTemplates(withDemoJobs: boolean): Promise<Templates> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pglite = await pgliteTemplate(withDemoJobs);
  const postgres = adminUrl && !withDemoJobs ? await postgresTemplate(adminUrl) : null;
  let dropped: Promise<void> | null = null;
  return {
    pgliteTemplate: pglite.file,
    postgresTemplate: postgres?.name ?? null,
    drop: () => (dropped ??= Promise.all([pglite.drop(), postgres?.drop()]).then(() => undefined)),
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const withDemoJobs = project.name === "e2e" || project.name === "contract";
  const key = withDemoJobs ? "demo" : "migrated";
  if (!built.has(key)) built.set(key, buildTemplates(withDemoJobs));
  const templates = await built.get(key)!;
  project.provide("pgliteTemplate", templates.pgliteTemplate);
  project.provide("postgresTemplate", templates.postgresTemplate);
  return () => templates.drop();
}
