#!/usr/bin/env node
// Generates every artefact that comes from the contract (openapi/openapi.yaml):
//   - openapi-typescript types (common/generated/openapi.ts), one file the server, the client and the tests import
//   - orval TanStack Query hooks and models, all calling the ONE mutator client/src/api/http.ts
// `--check` regenerates, compares with what is on disk, restores the originals and fails on any drift.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import openapiTS, { astToString } from "openapi-typescript";
import { generate } from "orval";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const spec = path.join(root, "openapi/openapi.yaml");
const typesTarget = "common/generated/openapi.ts";
const generatedDirs = ["common/generated", "client/src/api/generated"];
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
    console.error(`Generated code is out of date with openapi/openapi.yaml. Run \`npm run gen\` and commit:\n  ${drift.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`gen:check: ${after.size} generated files match the contract`);
} else {
  console.log("Generated types and hooks from openapi/openapi.yaml");
}
