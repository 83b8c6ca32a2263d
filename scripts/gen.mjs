#!/usr/bin/env node
// Generates every artefact that comes from the contract (openapi/openapi.yaml and the paths/ and components/ files it $refs):
//   - the contract bundled into one document (openapi/generated/openapi.json), which Prism, Dredd, the server's
//     validator, the tests and the generators below read
//   - openapi-typescript types (common/generated/openapi.ts), one file the server, the client and the tests import
//   - orval TanStack Query hooks and models, all calling the ONE mutator client/src/api/http.ts
// `--check` regenerates, compares with what is on disk, restores the originals and fails on any drift.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import openapiTS, { astToString } from "openapi-typescript";
import { generate } from "orval";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.join(root, "openapi/openapi.yaml");
const spec = path.join(root, "openapi/generated/openapi.json");
const typesTarget = "common/generated/openapi.ts";
const generatedDirs = ["openapi/generated", "common/generated", "client/src/api/generated"];
const check = process.argv.includes("--check");

function snapshot() {
  const files = new Map();
  for (const dir of generatedDirs) {
    const abs = path.join(root, dir);
    if (!fs.existsSync(abs)) continue;
    for (const f of fs.readdirSync(abs, { recursive: true })) {
      const p = path.join(abs, String(f));
      if (fs.statSync(p).isFile()) files.set(path.relative(root, p), fs.readFileSync(p, "utf8"));
    }
  }
  return files;
}

/**
 * Redocly bundles the split files into one document. Components keep the names and the order the root's `components`
 * lists them in, and every $ref becomes a local `#/components/...` one, so the bundle reads like a hand-written
 * single file. JSON, so that no reader's YAML flavour can reinterpret a value.
 */
function bundleContract() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-bundle-"));
  const out = path.join(tmp, "openapi.json");
  const args = ["bundle", source, "--config", path.join(root, "openapi/redocly.yaml"), "--component-renaming-conflicts-severity", "error", "-o", out];
  const run = spawnSync(path.join(root, "node_modules/.bin/redocly"), args, { cwd: root, encoding: "utf8" });
  if (run.status !== 0 || !fs.existsSync(out)) {
    console.error(`redocly bundle failed:\n${run.stdout}\n${run.stderr}`);
    process.exit(1);
  }
  const doc = JSON.parse(fs.readFileSync(out, "utf8"));
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(spec), { recursive: true });
  fs.writeFileSync(spec, `${JSON.stringify(doc, null, 2)}\n`);
}

async function generateTypes() {
  const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier("Blob"));
  const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());
  const ast = await openapiTS(new URL(`file://${spec}`), {
    // Binary bodies are Blobs in the browser (and Buffers wrapped as Blobs in tests).
    transform(schemaObject, options) {
      if (schemaObject.format === "binary") {
        return options.path?.includes("requestBody") || schemaObject.nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB;
      }
      return undefined;
    },
  });
  fs.mkdirSync(path.dirname(path.join(root, typesTarget)), { recursive: true });
  fs.writeFileSync(path.join(root, typesTarget), astToString(ast));
}

async function generateHooks() {
  await generate({
    input: { target: spec },
    output: {
      mode: "tags-split",
      target: path.join(root, "client/src/api/generated/endpoints/index.ts"),
      schemas: path.join(root, "client/src/api/generated/model"),
      client: "react-query",
      httpClient: "fetch",
      clean: true,
      prettier: false,
      override: {
        mutator: { path: path.join(root, "client/src/api/http.ts"), name: "customFetch" },
        query: { useQuery: true, useMutation: true, signal: true },
        // The mutator throws ApiError on any non-2xx, so hooks see only the success body.
        fetch: { includeHttpResponseReturnType: false },
      },
    },
  });
}

const before = check ? snapshot() : null;
bundleContract();
await generateTypes();
await generateHooks();

if (check) {
  const after = snapshot();
  const drift = [];
  for (const [file, text] of after) if (before.get(file) !== text) drift.push(before.has(file) ? `changed: ${file}` : `missing from the repo: ${file}`);
  for (const file of before.keys()) if (!after.has(file)) drift.push(`stale (no longer generated): ${file}`);
  // Put the tree back exactly as it was, so a check never edits the working copy.
  for (const file of after.keys()) if (!before.has(file)) fs.rmSync(path.join(root, file));
  for (const [file, text] of before) fs.writeFileSync(path.join(root, file), text);
  if (drift.length) {
    console.error(`Generated code is out of date with the contract (openapi/). Run \`npm run gen\` and commit:\n  ${drift.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`gen:check: ${after.size} generated files match the contract`);
} else {
  console.log("Bundled the contract and generated types and hooks from it");
}
