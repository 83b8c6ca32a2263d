import { describe, expect, it } from "vitest";
import { parseCsv, parseFeed } from "./feed-import";

describe("jobs:import CSV feeds", () => {
  it("reads RFC 4180 CSV: quoted fields with commas, doubled quotes and new lines, CRLF and a leading BOM", () => {
    expect(parseCsv('\uFEFFtitle,apply_link\r\n"Analyst, ""Senior""",https://x.example/1\r\n"two\nlines",https://x.example/2\r\n')).toEqual([
      ["title", "apply_link"],
      ['Analyst, "Senior"', "https://x.example/1"],
      ["two\nlines", "https://x.example/2"],
    ]);
  });

  it("keeps short and long rows, keeps a quote inside an unquoted field as text, and drops blank rows", () => {
    expect(parseCsv('a,b\n1\n\n  ,  \n1,2,3\n5" screen,x')).toEqual([["a", "b"], ["1"], ["1", "2", "3"], ['5" screen', "x"]]);
  });

  it("turns rows into postings by their header names, decoding HTML descriptions", () => {
    const report = parseFeed('Title,Apply_Link,Description\nData Analyst,https://jobs.example/1,"<p>SQL &amp; Excel</p>"\n,https://jobs.example/2,\n', "csv");
    expect(report.postings).toHaveLength(1);
    expect(report.postings[0]).toMatchObject({ title: "Data Analyst", description: "SQL & Excel" });
    expect(report.skipped).toHaveLength(1);
  });
});
