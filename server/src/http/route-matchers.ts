import { createRequire } from "node:module";

/**
 * express-openapi-validator (5.6.2, the latest release) finds a request's operation by compiling path-to-regexp for
 * every documented route, again on every request, until one matches (openapi.metadata.js lookupRoute): about a tenth
 * of the API process's time per search in the 2026-12-02 profile. The upstream fix (cache the compiled matchers,
 * cdimascio/express-openapi-validator#1217) is not released, so the path-to-regexp instance the validator loads gets a
 * memo in front of `pathToRegexp`: a route and its options always compile to the same non-global RegExp and keys, so
 * sharing them changes nothing but the cost. Routes are the contract's (a few dozen), so the memo stays small; a
 * bound keeps it so even if a caller passes request paths.
 */
const MAX_ENTRIES = 1_000;

type Compile = (path: unknown, options?: Record<string, unknown>) => unknown;

export function memoizeValidatorRouteMatchers(): void {
  const require = createRequire(import.meta.url);
  const fromValidator = createRequire(require.resolve("express-openapi-validator"));
  const mod = fromValidator("path-to-regexp") as { pathToRegexp: Compile & { memoized?: true } };
  if (mod.pathToRegexp.memoized) return;
  const compile = mod.pathToRegexp;
  const memo = new Map<string, unknown>();
  const memoized: Compile & { memoized?: true } = (path, options) => {
    const keys = options ? Object.keys(options) : [];
    // Only the plain case the validator uses (a string route, its two routing flags); anything else compiles as before.
    if (typeof path !== "string" || keys.some((k) => k !== "sensitive" && k !== "strict")) return compile(path, options);
    const key = `${options?.sensitive ? 1 : 0}${options?.strict ? 1 : 0}${path}`;
    let hit = memo.get(key);
    if (hit === undefined) {
      hit = compile(path, options);
      if (memo.size >= MAX_ENTRIES) memo.clear();
      memo.set(key, hit);
    }
    return hit;
  };
  memoized.memoized = true;
  mod.pathToRegexp = memoized;
}
