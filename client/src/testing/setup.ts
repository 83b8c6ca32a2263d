import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { server } from "./api-server";

// Screens are code-split; the first import of a chunk is transformed on demand and can take a few seconds.
configure({ asyncUtilTimeout: 10_000 });
// Whole-app renders with Chakra under happy-dom on a small CI machine: typing tests need more than vitest's 5 s default.
vi.setConfig({ testTimeout: 30_000 });

// The network edge: MSW answers every fetch. A request no test handler answers is an error, so none goes out
// unnoticed (stubApi answers anything it was not told about with a 404, as a server would).
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
