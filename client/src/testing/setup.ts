import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Screens are code-split; the first import of a chunk is transformed on demand and can take a few seconds.
configure({ asyncUtilTimeout: 10_000 });
// Whole-app renders with Chakra under happy-dom on a small CI machine: typing tests need more than vitest's 5 s default.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
