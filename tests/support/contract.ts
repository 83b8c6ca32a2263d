import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./processes";

type Json = Record<string, unknown>;
export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  secured: boolean;
  requestExample?: unknown;
  requestContentType?: string;
  multipartFields?: Record<string, { binary: boolean; uuid: boolean }>;
  successStatus: number;
  successContentType: string;
  successExample?: unknown;
  pathParams: Record<string, string>;
  queryExample: Record<string, string>;
  /** Every query parameter the operation documents, with an example value. */
  queryParams: Record<string, string>;
  headerExample: Record<string, string>;
}

export function loadContract(): Json {
  // The bundle of the split contract (npm run gen): one document whose $refs are all local.
  return JSON.parse(fs.readFileSync(path.join(ROOT, "openapi/generated/openapi.json"), "utf8")) as Json;
}

function deref(doc: Json, node: unknown): Json {
  let cur = node as Json;
  while (cur && typeof cur.$ref === "string") {
    cur = (cur.$ref as string)
      .replace(/^#\//, "")
      .split("/")
      .reduce<Json>((acc, key) => acc[key.replace(/~1/g, "/").replace(/~0/g, "~")] as Json, doc);
  }
  return cur;
}

function firstExample(doc: Json, media: Json | undefined): unknown {
  if (!media) return undefined;
  const examples = media.examples as Record<string, unknown> | undefined;
  if (examples) {
    const first = Object.values(examples)[0];
    return first === undefined ? undefined : deref(doc, first).value;
  }
  return media.example;
}

/** Every operation of the contract with the examples a test needs to call it. */
export function contractOperations(doc = loadContract()): ContractOperation[] {
  const ops: ContractOperation[] = [];
  const paths = doc.paths as Record<string, Record<string, Json>>;
  for (const [p, item] of Object.entries(paths)) {
    for (const [method, opRaw] of Object.entries(item)) {
      const op = opRaw as Json;
      const responses = op.responses as Record<string, Json>;
      const successCode = Object.keys(responses).find((c) => c.startsWith("2"))!;
      const success = deref(doc, responses[successCode]);
      const successContent = (success.content ?? {}) as Record<string, Json>;
      const successContentType = Object.keys(successContent)[0] ?? "";
      const body = op.requestBody ? deref(doc, op.requestBody) : undefined;
      const bodyContent = (body?.content ?? {}) as Record<string, Json>;
      const requestContentType = Object.keys(bodyContent)[0];
      let multipartFields: ContractOperation["multipartFields"];
      if (requestContentType === "multipart/form-data") {
        const schema = deref(doc, bodyContent[requestContentType]!.schema);
        multipartFields = Object.fromEntries(
          Object.entries(schema.properties as Record<string, Json>).map(([k, v]) => [k, { binary: v.format === "binary", uuid: v.format === "uuid" }]),
        );
      }
      const params = ((op.parameters ?? []) as unknown[]).map((x) => deref(doc, x));
      const exampleOf = (prm: Json) => {
        const schema = (prm.schema ?? {}) as Json;
        const fallback = schema.format === "uuid" ? "9b2e4f6a-1c3d-4e5f-8a7b-6c5d4e3f2a1b" : "example";
        return String(prm.example ?? schema.default ?? fallback);
      };
      const security = (op.security ?? doc.security) as Array<Record<string, unknown>>;
      ops.push({
        operationId: op.operationId as string,
        method: method.toUpperCase(),
        path: p,
        secured: security.some((s) => "bearerAuth" in s),
        requestExample: requestContentType ? firstExample(doc, bodyContent[requestContentType]) : undefined,
        requestContentType,
        multipartFields,
        successStatus: Number(successCode),
        successContentType,
        successExample: firstExample(doc, successContent[successContentType]),
        pathParams: Object.fromEntries(params.filter((x) => x.in === "path").map((x) => [x.name as string, exampleOf(x)])),
        queryExample: Object.fromEntries(params.filter((x) => x.in === "query" && (x.required || x.example !== undefined)).map((x) => [x.name as string, exampleOf(x)])),
        queryParams: Object.fromEntries(params.filter((x) => x.in === "query").map((x) => [x.name as string, exampleOf(x)])),
        headerExample: Object.fromEntries(params.filter((x) => x.in === "header").map((x) => [x.name as string, "example-signature"])),
      });
    }
  }
  return ops;
}

export function fillPath(op: ContractOperation): string {
  let p = op.path;
  for (const [k, v] of Object.entries(op.pathParams)) p = p.replace(`{${k}}`, encodeURIComponent(v));
  const q = new URLSearchParams(op.queryExample).toString();
  return q ? `${p}?${q}` : p;
}
