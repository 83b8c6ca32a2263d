import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The contract, loaded once: the validator, the operation resolver and /api/v1/openapi.json all use it. It is the
 * bundle `npm run gen` makes of openapi/openapi.yaml and the files it $refs: one document, local $refs only.
 */
export const OPENAPI_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../openapi/generated/openapi.json");

export interface OpenApiOperation {
  operationId: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  security?: Array<Record<string, string[]>>;
  [key: string]: unknown;
}

/** The compiled server (scripts/build.mjs) carries the contract in its code: no file to find at start. */
declare const __HIREWISE_OPENAPI_JSON__: string | undefined;

let cached: OpenApiDocument | null = null;
export function loadOpenApi(): OpenApiDocument {
  cached ??= (
    typeof __HIREWISE_OPENAPI_JSON__ === "string" ? JSON.parse(__HIREWISE_OPENAPI_JSON__) : JSON.parse(fs.readFileSync(OPENAPI_PATH, "utf8"))
  ) as OpenApiDocument;
  // Hand out copies: the validator mutates the document it is given.
  return structuredClone(cached);
}

/**
 * The document for the validator: named examples removed. Ajv reads an `id` field inside an example
 * (a user id, say) as a schema id and refuses duplicates; examples are for Prism and the docs, not validation.
 */
export function openApiForValidation(): OpenApiDocument {
  const doc = loadOpenApi();
  const strip = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(strip);
    if (!node || typeof node !== "object") return;
    const obj = node as Record<string, unknown>;
    delete obj.examples;
    delete obj.example;
    Object.values(obj).forEach(strip);
  };
  strip(doc.paths);
  const components = doc.components as Record<string, unknown> | undefined;
  if (components) {
    delete components.examples;
    strip(components);
  }
  acceptQueriesAsSent(doc);
  return doc;
}

/**
 * Query strings are decoded the standard way (`+` and `%20` are spaces; a raw and an encoded comma are the
 * same comma), so the validator's reserved-character rule, which refuses `location=New+Delhi` exactly as
 * URLSearchParams sends it, is off for every query parameter, here, once, rather than parameter by parameter.
 */
function acceptQueriesAsSent(doc: OpenApiDocument): void {
  const params: unknown[] = [];
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item as Record<string, { parameters?: unknown[] }>)) params.push(...(op.parameters ?? []));
    params.push(...(((item as { parameters?: unknown[] }).parameters) ?? []));
  }
  const shared = (doc.components as { parameters?: Record<string, unknown> } | undefined)?.parameters;
  params.push(...Object.values(shared ?? {}));
  for (const p of params as Array<{ in?: string; allowReserved?: boolean }>) if (p && p.in === "query") p.allowReserved = true;
}
