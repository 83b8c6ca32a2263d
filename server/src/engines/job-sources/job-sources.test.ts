import { describe, expect, it } from "vitest";
import { deriveSeniority, deriveWorkMode, parseDate, safeLink, workModeFrom } from "./derive";
import { greenhouseContentToText, htmlToText } from "./html";

describe("HTML to text", () => {
  it("drops scripts, styles and comments, keeps list items as bullets and decodes entities once", () => {
    const text = htmlToText("<style>p{}</style><p>Hello &amp; welcome</p><!-- x --><ul><li>SQL</li><li>Excel &lt;b&gt;</li></ul><script>alert(1)</script>");
    expect(text).toBe("Hello & welcome\n\n• SQL\n\n• Excel <b>");
    expect(text).not.toContain("alert");
  });
  it("unescapes Greenhouse's escaped HTML before stripping it", () => {
    expect(greenhouseContentToText("&lt;p&gt;Build &amp;amp; ship&lt;/p&gt;")).toBe("Build & ship");
  });
});

describe("derived fields", () => {
  it("reads the work mode from the title and location first, then the text", () => {
    expect(deriveWorkMode("Data Analyst (Remote)", null, "")).toBe("remote");
    expect(deriveWorkMode("Engineer", "Pune - Hybrid", "fully remote team")).toBe("hybrid");
    expect(deriveWorkMode("Engineer", "Pune", "This role is remote-first.")).toBe("remote");
    expect(deriveWorkMode("Engineer", "Pune", "This is not a remote role; on-site in Pune.")).toBe("onsite");
    expect(deriveWorkMode("Engineer", "Pune", "")).toBe("onsite");
    expect(workModeFrom("OnSite")).toBe("onsite");
    expect(workModeFrom("unspecified")).toBeNull();
  });
  it("guesses seniority from the title", () => {
    expect(deriveSeniority("Sr. Data Engineer")).toBe("senior");
    expect(deriveSeniority("Associate Product Manager")).toBe("junior");
    expect(deriveSeniority("Head of Growth")).toBe("lead");
    expect(deriveSeniority("Data Engineer")).toBe("mid");
  });
  it("parses ISO, zoneless ISO (UTC), epoch seconds and milliseconds, and rejects nonsense", () => {
    expect(parseDate("2026-11-17T10:23:26")?.toISOString()).toBe("2026-11-17T10:23:26.000Z");
    expect(parseDate(1763280000)?.toISOString()).toBe(new Date(1763280000000).toISOString());
    expect(parseDate("1763280000000")?.toISOString()).toBe(new Date(1763280000000).toISOString());
    expect(parseDate("yesterday")).toBeNull();
    expect(parseDate("1970-01-01T00:00:00Z")).toBeNull();
  });
  it("keeps only http(s) links", () => {
    expect(safeLink("javascript:alert(1)")).toBeNull();
    expect(safeLink("https://jobs.lever.co/x")).toBe("https://jobs.lever.co/x");
  });
});
