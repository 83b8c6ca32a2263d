import { readFileSync } from "node:fs";
import { create as parseFont } from "fontkit";
import { describe, expect, it } from "vitest";
import { FONT_BOLD, keepCodePoints, renderPlaybookPdf } from "./pdf";
import type { Playbook } from "./types";

// Fonts and shaped words are shared by every document in the process (pdf.ts sharedFont, sharedLayoutCache); only
// the glyph subset is per document. These check that sharing changes nothing a reader could see.
const playbook = (title: string, extra: string): Playbook => ({
  title,
  filename: "playbook.pdf",
  summary: `A short guide for ${title}. ${extra}`,
  sections: [
    { heading: "What the role needs", bullets: ["SQL joins and window functions", "Excel pivots", `Talk to ${extra}`] },
    { heading: "Practice", bullets: ["Two mock interviews a week", "₹ figures in every story"] },
  ],
  resources: ["Mode SQL tutorial", "The Data Warehouse Toolkit"],
});

describe("playbook PDF with shared fonts", { timeout: 30_000 }, () => {
  it("When the same playbook is rendered again after others, Then the bytes are the same", async () => {
    const latin = playbook("Data Analyst", "the hiring manager");
    const first = await renderPlaybookPdf(latin, { generatedFor: "Priya Sharma" });
    await renderPlaybookPdf(playbook("डेटा विश्लेषक", "प्रिया शर्मा"), { generatedFor: "அருண் குமார்" });
    const again = await renderPlaybookPdf(latin, { generatedFor: "Priya Sharma" });
    expect(again.equals(first)).toBe(true);
  });

  it("When a glyph was first fetched without its character (a subset embedding \"Ü\" fetches its \"U\"), Then text drawn with it later still maps to that character", () => {
    const fresh = () => parseFont(readFileSync(FONT_BOLD)) as unknown as {
      glyphForCodePoint(c: number): { id: number };
      getGlyph(id: number): unknown;
      layout(text: string): { glyphs: Array<{ codePoints: number[] }> };
    };
    const u = fresh().glyphForCodePoint(0x55).id;
    // fontkit on its own: the glyph keeps the characters of its first fetch, none, and "SUMMARY" would read "S?MMARY".
    const plain = fresh();
    plain.getGlyph(u);
    expect(plain.layout("SUMMARY").glyphs[1]!.codePoints).toEqual([]);
    const shared = keepCodePoints(fresh() as never) as unknown as ReturnType<typeof fresh>;
    shared.getGlyph(u);
    expect(shared.layout("SUMMARY").glyphs.map((g) => String.fromCodePoint(...g.codePoints)).join("")).toBe("SUMMARY");
  });

  it("When a Latin-only playbook follows one in Indian scripts, Then it embeds no Noto font", async () => {
    const indic = await renderPlaybookPdf(playbook("डेटा विश्लेषक", "प्रिया शर्मा"), { generatedFor: "அருண் குமார்" });
    const latin = await renderPlaybookPdf(playbook("Data Analyst", "the hiring manager"), { generatedFor: "Priya Sharma" });
    expect(indic.toString("latin1")).toMatch(/NotoSansDevanagari/);
    expect(latin.toString("latin1")).not.toMatch(/NotoSans/);
    expect(latin.length).toBeLessThan(indic.length);
  });
});
