import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// `npm run lint` enforces the server's module boundaries (and that only repositories import knex) and forbids import cycles (eslint.config.js). These lint
// an existing file as if its text were a probe with one import (the cycle rule needs a file on disk), and check
// the rules catch what they should.
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe("npm run lint: server boundaries and import cycles", { timeout: 120_000 }, () => {
  it("fails an import cycle in the server", async () => {
    // Two files that import each other, written for the test (the cycle rule reads imported files from disk).
    const dir = fs.mkdtempSync(path.join(root, "server/src/lint-probe-"));
    try {
      fs.writeFileSync(path.join(dir, "first.ts"), 'import { second } from "./second";\nexport const first = () => second();\n');
      fs.writeFileSync(path.join(dir, "second.ts"), 'import { first } from "./first";\nexport const second = (): unknown => first;\n');
      const [result] = await eslint.lintFiles([path.join(dir, "first.ts")]);
      expect((result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`)).toEqual(["import/no-cycle: Dependency cycle detected."]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fails a module that imports another module's file instead of its index.ts", async () => {
    const found = await problems("server/src/modules/jobs/places.ts", 'import { createUsageRepository } from "../usage/usage-repository";\nexport const probe = createUsageRepository;\n');
    expect(found).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*"\.\.\/usage\/usage-repository".*index\.ts/)]);
  });

  it("lets a module import another module's index.ts", async () => {
    expect(await problems("server/src/modules/jobs/places.ts", 'import { createUsageRepository } from "../usage";\nexport const probe = createUsageRepository;\n')).toEqual([]);
  });

  it("fails an engine that imports a module", async () => {
    const found = await problems("server/src/engines/tips/weekly-digest.ts", 'import { PLANS } from "../../modules/plans";\nexport const probe = PLANS;\n');
    expect(found).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*Engines import no module/)]);
  });

  it("fails a file other than a repository or db/ that imports knex, even for a type", async () => {
    const probe = 'import type { Knex } from "knex";\nexport const probe = (db: Knex) => db("users").first();\n';
    for (const file of ["server/src/modules/auth/auth-service.ts", "server/src/modules/auth/index.ts", "server/src/app.ts"]) {
      expect(await problems(file, probe)).toEqual([expect.stringMatching(/^no-restricted-imports: .*Only repositories \(\*-repository\.ts\) and db\/ import knex/)]);
    }
  });

  it("lets a repository and db/ import knex", async () => {
    const probe = 'import type { Knex } from "knex";\nexport const probe = (db: Knex) => db("users").first();\n';
    expect(await problems("server/src/modules/auth/user-repository.ts", probe)).toEqual([]);
    expect(await problems("server/src/db/handle.ts", probe)).toEqual([]);
  });

  it("fails a handler that casts its request instead of reading the types the contract gives it", async () => {
    const probe = 'import type { OperationHandlers } from "../../http/operations";\nexport const h: OperationHandlers = { listPlaybooks: (req) => void (req.query as { limit?: number }) };\n';
    expect(await problems("server/src/modules/notes/probe-routes.ts", probe)).toEqual([expect.stringMatching(/^no-restricted-syntax: req\.body, req\.query and req\.params are typed from the contract/)]);
  });

  it("fails an import cycle in the client", async () => {
    const cycle = await problems("client/src/api/api-basics.ts", 'import { customFetch } from "./http";\nexport const probe = customFetch;\n');
    expect(cycle.filter((p) => p.startsWith("import/no-cycle"))).toHaveLength(1);
  });
});

describe("the resume module owns user_resumes", () => {
  it("has no server file outside server/src/modules/resume and the migrations that names the table", () => {
    // Other modules read stored resumes through createResumeLookup ('../resume'), so the parsed-once document has one owner.
    const server = path.join(root, "server/src");
    const allowed = [path.join(server, "modules/resume") + path.sep, path.join(server, "db/migrations") + path.sep];
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== "generated") walk(full);
        } else if (/\.tsx?$/.test(entry.name) && !allowed.some((a) => full.startsWith(a)) && fs.readFileSync(full, "utf8").includes("user_resumes")) {
          offenders.push(path.relative(root, full));
        }
      }
    };
    walk(server);
    expect(offenders).toEqual([]);
  });
});
