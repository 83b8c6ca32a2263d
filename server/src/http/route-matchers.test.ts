import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { memoizeValidatorRouteMatchers } from "./route-matchers";

const require = createRequire(import.meta.url);
type Compiled = { regexp: RegExp; keys: Array<{ name: string }> };
const validatorPathToRegexp = () =>
  (createRequire(require.resolve("express-openapi-validator"))("path-to-regexp") as { pathToRegexp: (p: string, o?: object) => Compiled }).pathToRegexp;

describe("the validator's route matchers", () => {
  it("When a route is looked up twice, Then it is compiled once and still matches and names its parameters", () => {
    memoizeValidatorRouteMatchers();
    memoizeValidatorRouteMatchers(); // idempotent: a second app in the same process does not wrap it again
    const compile = validatorPathToRegexp();
    const first = compile("/api/v1/resumes/:id", { sensitive: false, strict: false });
    expect(compile("/api/v1/resumes/:id", { sensitive: false, strict: false })).toBe(first);
    expect(first.regexp.exec("/api/v1/resumes/abc")?.[1]).toBe("abc");
    expect(first.regexp.exec("/api/v1/resumes/abc")?.[1]).toBe("abc");
    expect(first.keys.map((k) => k.name)).toEqual(["id"]);
  });

  it("When the routing flags differ, Then each gets its own matcher", () => {
    memoizeValidatorRouteMatchers();
    const compile = validatorPathToRegexp();
    const insensitive = compile("/api/v1/Jobs", { sensitive: false, strict: false });
    const sensitive = compile("/api/v1/Jobs", { sensitive: true, strict: false });
    expect(insensitive.regexp.test("/api/v1/jobs")).toBe(true);
    expect(sensitive.regexp.test("/api/v1/jobs")).toBe(false);
  });
});
