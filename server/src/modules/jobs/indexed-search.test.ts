import { describe, expect, it } from "vitest";
import { createIndexedSearch } from "./indexed-search";
import type { JobRepository, SearchQuery } from "./job-repository";
import { weightsFor } from "./ranking";

const q: SearchQuery = { keywords: [{ text: "sql", skills: ["SQL"] }], place: null, workMode: "any", limit: 20, weights: weightsFor(1, false), role: null };

/** A repository whose table cannot be read into an index (the failure being what is tested), counting the attempts. */
function unreadable() {
  const calls = { indexRows: 0, sql: 0 };
  const jobs = {
    async indexRows() {
      calls.indexRows++;
      throw new Error("relation job_index_state does not exist");
    },
    async indexVersion() {
      return "1";
    },
    async search() {
      calls.sql++;
      return { total: 0, rows: [] };
    },
  } as unknown as JobRepository;
  return { jobs, calls };
}

describe("indexed search", () => {
  it("runs searches as SQL when the index cannot load, without trying again on every search", async () => {
    const { jobs, calls } = unreadable();
    const search = createIndexedSearch({ jobs, reloadEveryMs: 60_000 });
    for (let i = 0; i < 5; i++) expect(await search.search(q)).toEqual({ total: 0, rows: [] });
    expect(calls.sql).toBe(5);
    expect(calls.indexRows).toBe(1);
    expect(search.state()).toBeNull();
  });
});
