import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const BIN = (name: string) => path.join(ROOT, "node_modules/.bin", name);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls a URL until it answers (any status) or the time runs out. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch (err) {
      lastError = err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}

export interface Child {
  proc: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

export function startChild(command: string, args: string[], env: Record<string, string> = {}): Child {
  const proc = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  proc.stdout?.on("data", (d) => (out += String(d)));
  proc.stderr?.on("data", (d) => (out += String(d)));
  return {
    proc,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once("exit", () => resolve());
        proc.kill("SIGTERM");
        setTimeout(() => proc.kill("SIGKILL"), 5_000).unref();
      }),
  };
}

export const COMPILED_MAIN = path.join(ROOT, "server/dist/main.js");

export interface CompiledServer {
  url: string;
  child: ChildProcess;
  /** Everything it has written to stdout and stderr so far. */
  output: () => string;
}

/**
 * The COMPILED server (server/dist/main.js, built by `npm run build`) in a process of its own on a free port, with a
 * fresh DATA_DIR and only the settings given (plus NODE_ENV=production); resolves once `ready` holds.
 */
export async function startCompiledServer(options: {
  name: string;
  env: Record<string, string>;
  ready: (server: CompiledServer) => boolean | Promise<boolean>;
  timeoutMs?: number;
}): Promise<CompiledServer> {
  if (!fs.existsSync(COMPILED_MAIN)) throw new Error("server/dist/main.js is missing: run `npm run build` first (npm test does)");
  const port = await freePort();
  const child = spawn(process.execPath, [COMPILED_MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `hirewise-${options.name}-`)),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => (out += String(d)));
  child.stderr?.on("data", (d) => (out += String(d)));
  const server: CompiledServer = { url: `http://127.0.0.1:${port}`, child, output: () => out };
  const timeoutMs = options.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  while (!(await options.ready(server))) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited with ${child.exitCode}:\n${out}`);
    if (Date.now() > deadline) throw new Error(`${options.name} was not ready within ${timeoutMs / 1000} s:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return server;
}
