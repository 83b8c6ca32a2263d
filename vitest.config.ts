import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// One config, one project per kind of test; `npm test` runs them all (scripts/test.mjs).
export default defineConfig({
  test: {
    // Both cores for the unit and API suites (the default leaves one idle on a two-core machine); the suites that
    // run servers and browsers come after them, one file at a time, in the order of `sequence.groupOrder`.
    maxWorkers: 2,
    // Files of a project share each worker's module graph (isolate: false) where nothing keeps module-level state
    // that a test changes: importing the server or the web app once per worker instead of once per file takes the
    // API suites from 393 s to 262 s and the web app's from 193 s to 85 s on PGlite (2026-12-02). Every test makes
    // its own database, server, user and DOM cleanup, so no file leans on another's leftovers.
    projects: [
      {
        // Some unit tests run an engine over a whole labelled corpus; they get the time a busy machine needs.
        test: { name: "unit-server", isolate: false, environment: "node", include: ["server/src/**/*.test.ts", "scripts/**/*.test.ts", "common/**/*.test.ts"], testTimeout: 30_000 },
      },
      {
        plugins: [react()],
        test: {
          name: "unit-client",
          isolate: false,
          environment: "happy-dom",
          include: ["client/src/**/*.test.{ts,tsx}"],
          setupFiles: ["client/src/testing/setup.ts"],
        },
      },
      {
        test: {
          name: "api",
          isolate: false,
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          include: ["tests/api/**/*.test.ts"],
          exclude: ["tests/api/hostile-uploads.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Hostile uploads check that /health keeps answering within a second while a bomb is refused: alone,
          // so other suites do not compete with the server for the two cores.
          name: "api-alone",
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          include: ["tests/api/hostile-uploads.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "contract",
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          include: ["tests/contract/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          // The compiled server (npm run build) as separate processes on PostgreSQL (TEST_DATABASE_URL; skipped without).
          name: "deploy",
          environment: "node",
          include: ["tests/deploy/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 3 },
        },
      },
      {
        test: {
          // Isolated: with shared modules one fresh-clone run failed the two-tab token refresh test once (2026-12-02);
          // until that is understood, each browser suite loads the server's modules afresh.
          name: "e2e",
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 4 },
        },
      },
    ],
  },
});
