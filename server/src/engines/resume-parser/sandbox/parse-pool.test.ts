import { afterEach, describe, expect, it } from "vitest";
import { normalPdf } from "../../../../../tests/support/hostile-files";
import { ResumeReadError } from "../errors";
import { ParsePool } from "./parse-pool";

const pools: ParsePool[] = [];
const pool = (options: Partial<ParsePool["options"]> = {}) => {
  const p = new ParsePool({ threads: 1, maxQueue: 4, timeoutMs: 10_000, memoryMb: 256, ...options });
  pools.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ResumeReadError);
  return error as ResumeReadError;
};

describe("the document reader pool", () => {
  it("reads a resume in a worker thread and returns the parsed fields", async () => {
    const read = await pool().read(normalPdf());
    expect(read.kind).toBe("pdf");
    expect(read.pages).toBe(1);
    expect(read.parsed.name).toBe("Priya Raman");
    expect(read.parsed.email).toBe("priya.raman@example.com");
  });

  it("returns the reader's own refusal with its message (a type the caller does not accept)", async () => {
    const error = await refusal(pool().read(Buffer.from("{\\rtf1\\ansi Priya Raman, Staff Nurse}"), ["pdf", "docx", "txt"]));
    expect(error.code).toBe("unsupported");
  });

  it("kills a read that runs over the time limit, says so, and reads the next file on a fresh thread", async () => {
    const p = pool({ timeoutMs: 1 });
    const error = await refusal(p.read(normalPdf()));
    expect(error.code).toBe("too-complex");
    expect(error.message).toMatch(/took more than \d+ seconds to read/);
    const healthy = pool();
    expect((await healthy.read(normalPdf())).parsed.name).toBe("Priya Raman");
  });

  it("kills a read that needs more memory than a reader may use, and says so", async () => {
    const error = await refusal(pool({ memoryMb: 4 }).read(normalPdf()));
    expect(error.code).toBe("too-complex");
  });

  it("answers busy at once when every reader is working and the queue is full", async () => {
    const p = pool({ threads: 1, maxQueue: 1 });
    await p.read(normalPdf()); // a started reader, as a running server has
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => p.read(normalPdf())));
    const busy = results.filter((r) => r.status === "rejected" && (r.reason as ResumeReadError).code === "busy");
    const read = results.filter((r) => r.status === "fulfilled");
    expect(busy.length).toBeGreaterThan(0);
    expect(read.length).toBeGreaterThan(0);
  });
});
