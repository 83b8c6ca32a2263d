#!/usr/bin/env node
// `npm run dev:mock`: the web app (Vite, http://localhost:5173) against the Prism mock of the contract (:4010).
// Prism serves the document's paths without the /api/v1 server prefix, so the dev proxy strips it.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["prism", "mock", "openapi/generated/openapi.json", "--port", "4010", "--host", "127.0.0.1"], { stdio: "inherit" }),
  spawn("npx", ["vite", "--config", "client/vite.config.ts"], {
    stdio: "inherit",
    env: { ...process.env, HIREWISE_API_URL: "http://127.0.0.1:4010", HIREWISE_API_STRIP_PREFIX: "/api/v1" },
  }),
];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => { stop(); process.exitCode = code ?? 0; });
