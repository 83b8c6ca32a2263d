import { describe, expect, it } from "vitest";
import { searchJobsUrl } from "./use-jobs-api";

describe("searchJobsUrl", () => {
  it("percent-encodes spaces (never '+'), commas and symbols, and keeps every parameter", () => {
    const url = searchJobsUrl({ query: "power bi,c++,c#,sql", location: "Navi Mumbai", max_pages: 1 });
    expect(url).toBe("/jobs/search?query=power%20bi%2Cc%2B%2B%2Cc%23%2Csql&location=Navi%20Mumbai&max_pages=1");
    expect(url).not.toContain("+");
    const params = new URL(url, "http://localhost").searchParams;
    expect(params.get("query")).toBe("power bi,c++,c#,sql");
    expect(params.get("location")).toBe("Navi Mumbai");
  });
});
