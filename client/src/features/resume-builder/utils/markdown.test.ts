import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown, safeHref } from "./markdown";

describe("parseMarkdown: blocks", () => {
  it("reads the builder's resume shape: name, contact lines, sections, entries and bullets", () => {
    const md = [
      "# Priya Sharma",
      "priya@example.com | +91 98765 43210",
      "**Growth Marketing Lead**",
      "",
      "## Experience",
      "",
      "### Performance Marketing Manager, Swiggy",
      "Bengaluru | Jan 2021 – Present",
      "- Scaled installs to 1.2M a quarter",
      "- Cut CPI by 18%",
      "",
      "## Education",
      "1. MBA",
      "2. B.Com",
      "",
      "---",
    ].join("\n");
    const blocks = parseMarkdown(md);
    expect(blocks.map((b) => b.type)).toEqual(["heading", "paragraph", "heading", "heading", "paragraph", "list", "heading", "list", "rule"]);
    expect(blocks[0]).toEqual({ type: "heading", level: 1, children: [{ type: "text", text: "Priya Sharma" }] });
    // Soft line breaks stay breaks: the contact line and headline do not run together.
    expect(blocks[1]).toEqual({
      type: "paragraph",
      children: [
        { type: "text", text: "priya@example.com | +91 98765 43210" },
        { type: "break" },
        { type: "strong", children: [{ type: "text", text: "Growth Marketing Lead" }] },
      ],
    });
    expect(blocks[5]).toMatchObject({ type: "list", ordered: false, items: [[{ text: "Scaled installs to 1.2M a quarter" }], [{ text: "Cut CPI by 18%" }]] });
    expect(blocks[7]).toMatchObject({ type: "list", ordered: true });
  });

  it("treats '*' and '+' bullets alike and joins an indented continuation line to its item", () => {
    const [list] = parseMarkdown("* one\n+ two\n  still two");
    expect(list).toEqual({
      type: "list",
      ordered: false,
      items: [[{ type: "text", text: "one" }], [{ type: "text", text: "two still two" }]],
    });
  });

  it("does not make a heading of '#hashtag' without a space, and strips closing hashes", () => {
    expect(parseMarkdown("#hashtag")[0]?.type).toBe("paragraph");
    expect(parseMarkdown("## Skills ##")[0]).toEqual({ type: "heading", level: 2, children: [{ type: "text", text: "Skills" }] });
  });

  it("returns nothing for empty input", () => {
    expect(parseMarkdown("")).toEqual([]);
    expect(parseMarkdown("\n\n  \n")).toEqual([]);
  });
});

describe("parseInline: emphasis, code and links", () => {
  it("reads bold, italic and nested emphasis", () => {
    expect(parseInline("**Skills:** SQL, *Python* and __R__")).toEqual([
      { type: "strong", children: [{ type: "text", text: "Skills:" }] },
      { type: "text", text: " SQL, " },
      { type: "em", children: [{ type: "text", text: "Python" }] },
      { type: "text", text: " and " },
      { type: "strong", children: [{ type: "text", text: "R" }] },
    ]);
    expect(parseInline("**very *bold* text**")).toEqual([
      {
        type: "strong",
        children: [{ type: "text", text: "very " }, { type: "em", children: [{ type: "text", text: "bold" }] }, { type: "text", text: " text" }],
      },
    ]);
  });

  it("leaves unmatched markers, spaced asterisks and snake_case as text", () => {
    expect(parseInline("5 * 3 = 15 and **open")).toEqual([{ type: "text", text: "5 * 3 = 15 and **open" }]);
    expect(parseInline("min_match_pct")).toEqual([{ type: "text", text: "min_match_pct" }]);
  });

  it("reads inline code and escapes", () => {
    expect(parseInline("use `git rebase` \\*not\\* merge")).toEqual([
      { type: "text", text: "use " },
      { type: "code", text: "git rebase" },
      { type: "text", text: " *not* merge" },
    ]);
  });

  it("makes links of [text](url) and bare URLs, without trailing punctuation", () => {
    expect(parseInline("[GitHub](https://github.com/priya)")).toEqual([
      { type: "link", href: "https://github.com/priya", children: [{ type: "text", text: "GitHub" }] },
    ]);
    expect(parseInline("See https://priya.dev/work.")).toEqual([
      { type: "text", text: "See " },
      { type: "link", href: "https://priya.dev/work", children: [{ type: "text", text: "https://priya.dev/work" }] },
      { type: "text", text: "." },
    ]);
    expect(parseInline("www.priya.dev")).toEqual([{ type: "link", href: "https://www.priya.dev", children: [{ type: "text", text: "www.priya.dev" }] }]);
  });
});

describe("safety: no HTML, no script links", () => {
  it("keeps raw HTML as visible text", () => {
    expect(parseMarkdown("<script>alert(1)</script>")).toEqual([
      { type: "paragraph", children: [{ type: "text", text: "<script>alert(1)</script>" }] },
    ]);
    expect(parseInline('<img src=x onerror="alert(1)">')).toEqual([{ type: "text", text: '<img src=x onerror="alert(1)">' }]);
  });

  it("drops javascript:, data: and relative link targets, keeping the link text", () => {
    expect(parseInline("[click](javascript:alert(1))")).toEqual([{ type: "text", text: "click)" }]);
    expect(parseInline("[x](data:text/html,hi)")).toEqual([{ type: "text", text: "x" }]);
    expect(parseInline("[home](/dashboard)")).toEqual([{ type: "text", text: "home" }]);
  });

  it("allows only http(s), mailto and www targets", () => {
    expect(safeHref("https://a.b/c")).toBe("https://a.b/c");
    expect(safeHref("mailto:a@b.in")).toBe("mailto:a@b.in");
    expect(safeHref("www.a.b")).toBe("https://www.a.b");
    expect(safeHref("JavaScript:alert(1)")).toBeNull();
    expect(safeHref("vbscript:x")).toBeNull();
    expect(safeHref('https://a.b/"onmouseover')).toBeNull();
  });
});
