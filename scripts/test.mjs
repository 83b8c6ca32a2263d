#!/usr/bin/env node
// `npm test`: every check the project has, static checks first, ending with one plain line "N passed, N failed".
// Static checks (contract drift, lint, types, build) count as one test each; vitest reports the rest.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Two at a time (one per core), each step's output printed whole when it ends. gen:check rewrites the generated
// files as it compares them, so it runs before the steps that read them (beside the contract lint, which does not).
const first = [
  ["generated code matches the contract", "npm", ["run", "-s", "gen:check"]],
  ["contract lint (redocly)", "npm", ["run", "-s", "lint:api"]],
];
const steps = [
  ["build (web app, API reference, compiled server)", "npm", ["run", "-s", "build"]],
  ["typecheck", "npm", ["run", "-s", "typecheck"]],
  ["code lint (eslint)", "npm", ["run", "-s", "lint"]],
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

/** Runs one step with its output captured, so two steps running at once do not interleave their lines. */
function runStep([name, cmd, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    const out = [];
    child.stdout.on("data", (d) => out.push(d));
    child.stderr.on("data", (d) => out.push(d));
    const finish = (status) => {
      console.log(`\n▶ ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      process.stdout.write(Buffer.concat(out));
      if (status === 0) passed += 1;
      else {
        failed += 1;
        failures.push(name);
      }
      resolve();
    };
    child.on("error", (err) => {
      out.push(Buffer.from(`${err.message}\n`));
      finish(1);
    });
    child.on("close", finish);
  });
}

async function twoAtATime(list) {
  const queue = [...list];
  await Promise.all(
    [0, 1].map(async () => {
      while (queue.length) await runStep(queue.shift());
    }),
  );
}
await twoAtATime(first);
await twoAtATime(steps);

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
