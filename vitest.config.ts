import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// One config, one project per kind of test; `npm test` runs them all (scripts/test.mjs).
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "unit-server", environment: "node", include: ["server/src/**/*.test.ts", "scripts/**/*.test.ts", "common/**/*.test.ts"] },
      },
      {
        plugins: [react()],
        test: {
          name: "unit-client",
          environment: "happy-dom",
          include: ["client/src/**/*.test.{ts,tsx}"],
          setupFiles: ["client/src/testing/setup.ts"],
        },
      },
      {
        test: {
          name: "api",
          environment: "node",
          include: ["tests/api/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "contract",
          environment: "node",
          include: ["tests/contract/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
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
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
