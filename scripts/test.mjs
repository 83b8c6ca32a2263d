#!/usr/bin/env node
// `npm test`: every check the project has, in order, ending with one plain line "N passed, N failed".
// Static checks (contract drift, lint, types, build) count as one test each; vitest reports the rest.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const steps = [
  ["generated code matches the contract", "npm", ["run", "-s", "gen:check"]],
  ["contract lint (redocly)", "npm", ["run", "-s", "lint:api"]],
  ["code lint (eslint)", "npm", ["run", "-s", "lint"]],
  ["typecheck", "npm", ["run", "-s", "typecheck"]],
  ["build (web app, API reference, compiled server)", "npm", ["run", "-s", "build"]],
];
// Docker checks compose.yaml itself where its compose plugin is installed (no engine needed); elsewhere
// tests/deploy/files.test.ts reads the file.
if (spawnSync("docker", ["compose", "version"], { stdio: "ignore" }).status === 0) {
  steps.push(["compose file (docker compose config)", "docker", ["compose", "--env-file", "deploy/env.example", "-f", "compose.yaml", "config", "--quiet"]]);
} else {
  console.log("Note: docker compose is not installed here, so `docker compose config` is skipped (tests/deploy/files.test.ts still checks compose.yaml).");
}

let passed = 0;
let failed = 0;
const failures = [];

for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  if (r.status === 0) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-vitest-")), "report.json");
console.log("\n▶ vitest (unit, api, contract, deploy, e2e)");
const vitest = spawnSync("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], { stdio: "inherit" });
if (fs.existsSync(report)) {
  const result = JSON.parse(fs.readFileSync(report, "utf8"));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  // A file that crashes before its tests run counts as a failure too.
  for (const file of result.testResults) {
    if (file.status === "failed" && file.assertionResults.every((a) => a.status !== "failed")) {
      failed += 1;
      failures.push(`${path.relative(process.cwd(), file.name)}: ${String(file.message).split("\n")[0]}`);
    }
    for (const a of file.assertionResults) if (a.status === "failed") failures.push(a.fullName);
  }
} else {
  failed += 1;
  failures.push(`vitest produced no report (exit ${vitest.status})`);
}
if (vitest.status !== 0 && failed === 0) {
  failed += 1;
  failures.push(`vitest exited with ${vitest.status}`);
}

if (failures.length) console.log(`\nFailed:\n  ${failures.join("\n  ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
