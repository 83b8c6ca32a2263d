import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/processes";

// What compose.yaml, deploy/Caddyfile and the Dockerfile promise in docs/DEPLOY.md, read from the files themselves.
// `docker compose config` (scripts/test.mjs, where Docker exists) checks the compose schema; `caddy validate` runs
// here when Caddy is installed.
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
type Service = { image?: string; command?: string[]; environment?: Record<string, string>; depends_on?: Record<string, { condition: string }>; healthcheck?: unknown };
const compose = YAML.parse(read("compose.yaml"), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const caddyfile = read("deploy/Caddyfile");
const dockerfile = read("Dockerfile");

describe("deployment files", () => {
  it("When composed, Then PostgreSQL 15 runs with a health check and migrations run once before the app processes", () => {
    expect(services.db?.image).toMatch(/^postgres:15/);
    expect(services.db?.healthcheck).toBeTruthy();
    expect(services.migrate?.command).toEqual(["node", "server/dist/migrate.js"]);
    expect(services.migrate?.depends_on?.db?.condition).toBe("service_healthy");
    for (const name of ["api-1", "api-2", "worker"]) expect(services[name]?.depends_on?.migrate?.condition, name).toBe("service_completed_successfully");
  });

  it("When composed, Then two API processes serve without workers, one worker runs the queue, and all share the secrets", () => {
    const apis = Object.keys(services).filter((s) => /^api-\d+$/.test(s));
    expect(apis).toHaveLength(2);
    for (const name of apis) expect(services[name]?.environment?.RUN_WORKERS, name).toBe("false");
    expect(services.worker?.environment?.RUN_WORKERS).toBe("true");
    for (const name of [...apis, "worker", "migrate"]) {
      const env = services[name]?.environment ?? {};
      expect(env.NODE_ENV, name).toBe("production");
      expect(env.JWT_SECRET, name).toMatch(/^\$\{JWT_SECRET:\?/); // required, from .env: never a default
      expect(env.DATABASE_URL, name).toContain("@db:5432/hirewise");
    }
  });

  it("When Caddy proxies, Then it balances over exactly the API processes by readiness and never publishes /metrics", () => {
    const upstreams = caddyfile.match(/reverse_proxy\s+([^{]+)\{/)?.[1]?.trim().split(/\s+/) ?? [];
    expect(upstreams.sort()).toEqual(["api-1:8080", "api-2:8080"]);
    expect(caddyfile).toMatch(/health_uri \/api\/v1\/health\/ready/);
    expect(caddyfile).toMatch(/lb_try_duration/);
    expect(caddyfile).toMatch(/respond \/metrics 404/);
    expect(services.proxy?.image).toMatch(/^caddy:2/);
  });

  it("When the image is built, Then it runs the compiled server as a non-root user with a health check", () => {
    expect(dockerfile).toMatch(/^FROM .+ AS build$/m);
    expect(dockerfile).toMatch(/^FROM .+ AS runtime$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/api\/v1\/health\/live/m);
    // The image runs the server with the same Node flags as `npm start` (the young generation's size among them).
    const start = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;
    const flags = /&& node ((?:--\S+ )*)server\/dist\/main\.js$/.exec(start)?.[1]?.trim().split(" ") ?? [];
    expect(flags).toContain("--max-semi-space-size=64");
    expect(dockerfile).toMatch(new RegExp(`^CMD ${JSON.stringify(["node", ...flags, "server/dist/main.js"]).replace(/[[\]]/g, "\\$&").replace(/,/g, ", ")}$`, "m"));
    expect(dockerfile).not.toMatch(/tsx/);
    // Every data directory the compiled server reads from beside its own folder is in the image.
    for (const dir of ["server/dist", "server/public", "client/dist", "server/data", "config"]) expect(dockerfile, dir).toContain(` ${dir}`);
  });

  it.runIf(fs.existsSync(path.join(ROOT, "server/dist/main.js")))("When the image installs the server's production dependencies, Then every package the compiled server imports is one", () => {
    const deps = Object.keys((JSON.parse(read("server/package.json")) as { dependencies: Record<string, string> }).dependencies);
    const imported = new Set<string>();
    // The entry points and the chunks they share (scripts/build.mjs splits the bundle).
    for (const file of fs.readdirSync(path.join(ROOT, "server/dist")).filter((f) => f.endsWith(".js"))) {
      for (const [, spec] of read(`server/dist/${file}`).matchAll(/^import\b[^;]*?\bfrom\s*"([^"]+)";$/gm)) {
        if (!spec || spec.startsWith("node:") || spec.startsWith(".")) continue;
        imported.add(spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!);
      }
    }
    expect(imported.size).toBeGreaterThan(10);
    expect([...imported].filter((p) => !deps.includes(p))).toEqual([]);
  });

  it.runIf(spawnSync("caddy", ["version"]).status === 0)("When Caddy reads the Caddyfile, Then it is valid", () => {
    const r = spawnSync("caddy", ["validate", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"], { cwd: ROOT, encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
  });
});
