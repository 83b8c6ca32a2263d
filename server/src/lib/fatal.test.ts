import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger";
import { exitOnFatalErrors } from "./fatal";

function fakeProcess() {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  return { emitter, exits, proc: { on: emitter.on.bind(emitter), exit: (code: number) => void exits.push(code) } };
}

describe("fatal errors", () => {
  for (const event of ["uncaughtException", "unhandledRejection"] as const) {
    it(`on ${event}: stops the server once and exits with 1`, async () => {
      const { emitter, exits, proc } = fakeProcess();
      const stop = vi.fn(() => Promise.resolve());
      exitOnFatalErrors(proc, createLogger("silent"), stop);
      emitter.emit(event, new Error("boom"));
      emitter.emit(event, new Error("boom again"));
      await vi.waitFor(() => expect(exits).toEqual([1]));
      expect(stop).toHaveBeenCalledTimes(1);
    });
  }

  it("exits even when stopping hangs", async () => {
    const { emitter, exits, proc } = fakeProcess();
    exitOnFatalErrors(proc, createLogger("silent"), () => new Promise<void>(() => {}), 20);
    emitter.emit("uncaughtException", new Error("boom"));
    await vi.waitFor(() => expect(exits).toEqual([1]));
  });
});
