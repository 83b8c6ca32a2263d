import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import PDFDocument from "pdfkit";
import { MixedText, renderPlaybookPdf, scriptRuns } from "./pdf";
import type { Playbook } from "./types";
import { createPlaybookWriter } from "./writer";

const writer = createPlaybookWriter();

async function pdfText(buf: Buffer): Promise<{ pages: string[]; all: string; numPages: number; info: Record<string, unknown> }> {
  const pdf = await getDocumentProxy(new Uint8Array(buf));
  const { text, totalPages } = await extractText(pdf, { mergePages: false });
  const meta = await pdf.getMetadata();
  const pages = text.map((t) => t.replace(/\s+/g, " "));
  return { pages, all: pages.join(" "), numPages: totalPages, info: meta.info as Record<string, unknown> };
}

// Rendering embeds fonts and parses the PDF back; allow for a busy CI machine.
describe("renderPlaybookPdf", { timeout: 30_000 }, () => {
  it("When a playbook is rendered, Then every section heading, bullet text, resource and page number survives a round trip", async () => {
    const playbook = await writer.generate({
      role: "Sales Executive",
      experience_level: "entry",
      focus_areas: ["prospecting", "negotiation", "field sales in tier-2 cities"],
      target_company: "Café Coffee Day",
      writing_style: "detailed",
    });
    const buf = await renderPlaybookPdf(playbook, { generatedFor: "Priya Sharma" });
    expect(buf.subarray(0, 5).toString()).toBe("%PDF-");
    const { all, pages, numPages, info } = await pdfText(buf);
    expect(numPages).toBeGreaterThan(1);
    for (const s of playbook.sections) expect(all, s.heading).toContain(s.heading);
    expect(all).toContain("Resources");
    expect(all).toContain(playbook.title);
    expect(all).toContain("Prepared for Priya Sharma");
    expect(all).toContain("Café Coffee Day");
    expect(all).toContain("₹"); // sales metrics are in rupees
    expect(all).toContain("O*NET 28.2");
    pages.forEach((p, i) => expect(p).toContain(`Page ${i + 1} of ${numPages}`));
    expect(info.Title).toBe(playbook.title);
    expect(info.Author).toBe("Hirewise");
  });

  it("When text has the rupee sign and non-English characters, Then they are embedded and extracted unchanged", async () => {
    const playbook: Playbook = {
      title: "Ünïcödé check playbook (mid level)",
      summary: "Salary band ₹12–18 lakh; naïve café résumé; Ελληνικά; Русский; Łódź.",
      filename: "role-notes.pdf",
      sections: [{ heading: "Role overview", bullets: ["Budget of ₹5,00,000 for José Müller and Zoë Ørsted"] }],
      resources: ["Thinking with Type — Ellen Lupton (book)"],
    };
    const { all } = await pdfText(await renderPlaybookPdf(playbook, { generatedFor: "Анна Çelik" }));
    for (const s of ["₹12–18 lakh", "résumé", "Ελληνικά", "Русский", "Łódź", "₹5,00,000", "José Müller", "Zoë Ørsted", "Анна Çelik", "Ellen Lupton"]) {
      expect(all).toContain(s);
    }
  });

  it("When the same playbook is rendered twice, Then the bytes are identical", async () => {
    const playbook = await writer.generate({ role: "Teacher", experience_level: "mid", focus_areas: ["lesson planning"] });
    const a = await renderPlaybookPdf(playbook, { generatedFor: "Ravi" });
    const b = await renderPlaybookPdf(playbook, { generatedFor: "Ravi" });
    expect(a.equals(b)).toBe(true);
  });

  it("When the closing credit does not fit on the page, Then it moves with the last resources instead of standing alone", async () => {
    // This request fills page 5 to the bottom, so the credit used to open a page of its own.
    const playbook = await writer.generate({
      role: "Chartered Accountant",
      experience_level: "senior",
      focus_areas: ["GST", "financial modelling", "stakeholder management"],
      target_company: "Infosys",
      writing_style: "coach-like",
    });
    const { pages } = await pdfText(await renderPlaybookPdf(playbook, { generatedFor: "Aarti Sharma" }));
    const last = pages.at(-1) ?? "";
    expect(last).toContain("O*NET 28.2");
    for (const r of playbook.resources.slice(-2)) expect(last).toContain(r);
  });

  it("When a playbook has eight deep dives and long bullets, Then it paginates without losing text", async () => {
    const playbook = await writer.generate({
      role: "Data Scientist",
      experience_level: "lead",
      focus_areas: ["machine learning", "statistics", "SQL", "python", "experimentation", "LLMs", "leadership", "communication"],
      writing_style: "detailed",
      target_company: "Infosys",
    });
    const { all, numPages } = await pdfText(await renderPlaybookPdf(playbook));
    expect(numPages).toBeGreaterThan(4);
    for (const s of playbook.sections) for (const b of s.bullets.slice(0, 2)) expect(all).toContain(b.slice(0, 40).replace(/\s+/g, " "));
    expect(all).toContain(`Page ${numPages} of ${numPages}`);
  });
});

/** Names of the fonts embedded in a PDF (subset prefix dropped): pdfkit writes font dictionaries uncompressed. */
function embeddedFonts(buf: Buffer): string[] {
  const names = [...buf.toString("latin1").matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([A-Za-z0-9-]+)/g)].map((m) => m[1] ?? "");
  return [...new Set(names)].sort();
}

/**
 * A word's characters, order ignored: shaped Indic glyphs come back in visual order (ि before its consonant) and
 * split vowels decomposed (Tamil ோ as ே + ா), so compare canonical decompositions.
 */
const chars = (word: string) => [...word.normalize("NFD")].sort().join("");
const wordsOf = (text: string) => text.split(/[\s,.;:()“”"]+/u).filter(Boolean);

describe("renderPlaybookPdf with Indian scripts", { timeout: 30_000 }, () => {
  const hindiName = "प्रिया शर्मा";
  const tamilCompany = "இன்ஃபோசிஸ் டெக்னாலஜிஸ்";

  it("When the name is Hindi and the company Tamil, Then Noto fonts are embedded and every character comes back out", async () => {
    const playbook = await writer.generate({
      role: "Software Engineer",
      experience_level: "mid",
      focus_areas: ["system design", "डेटा विश्लेषण क्षेत्र"],
      target_company: tamilCompany,
    });
    const buf = await renderPlaybookPdf(playbook, { generatedFor: hindiName });
    const fonts = embeddedFonts(buf);
    expect(fonts).toEqual(expect.arrayContaining(["DejaVuSans", "DejaVuSans-Bold", "NotoSansDevanagari-Regular", "NotoSansTamil-Regular", "NotoSansTamil-Bold"]));

    const { all, pages } = await pdfText(buf);
    // pdf.js returns glyphs in drawing order, which for Indic text is visual order; the characters must all
    // arrive (DejaVu alone drew boxes that all mapped to one code point), with the Latin around them intact.
    const extracted = new Set(wordsOf(all).map(chars));
    for (const word of [...wordsOf(hindiName), ...wordsOf(tamilCompany), "डेटा", "विश्लेषण", "क्षेत्र"]) {
      expect(extracted.has(chars(word)), word).toBe(true);
    }
    expect(pages[0]).toMatch(/Prepared for \S+ \S+ · Study notes/);
    expect(all).toContain("Company focus:");
    // Words whose glyphs keep logical order (no pre-base matra or reph) come back exactly.
    expect(all).toContain("डेटा");
    expect(all).toContain("க்னாலஜிஸ்");
  });

  it("When text is in any of nine Indian scripts, Then it renders with that script's font and never throws", async () => {
    // Each sample has a cluster that made fontkit 2.0.4 throw on a NULL GPOS anchor (Telugu ప్ర, Gujarati
    // anusvara, Malayalam virama, Gurmukhi ਗੁ, Tamil anusvara) or shapes a conjunct.
    const samples = ["क्षेत्र", "প্রিয়াঙ্কা", "ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ", "અંગ્રેજી", "ଭୁବନେଶ୍ୱର", "தமிழ்நாடு இஂ", "ప్రియా", "ಬೆಂಗಳೂರು", "കൊച്ചി മലയാളം"];
    const playbook: Playbook = {
      title: "Multilingual check (mid level)",
      summary: samples.join(", "),
      filename: "role-notes.pdf",
      sections: [{ heading: `Deep dive: ${samples[0]}`, bullets: samples.map((s) => `Practice: explain ${s} in two minutes`) }],
      resources: [],
    };
    const buf = await renderPlaybookPdf(playbook, { generatedFor: samples[6] });
    const fonts = embeddedFonts(buf);
    for (const family of ["Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam"]) {
      expect(fonts, family).toContain(`NotoSans${family}-Regular`);
    }
    expect(fonts).toContain("NotoSansDevanagari-Bold"); // the heading
    const { all } = await pdfText(buf);
    expect(all).toContain("Practice: explain");
  });
});

describe("scriptRuns", () => {
  it("keeps spaces, digits and punctuation with the run they sit in, and Latin apart", () => {
    expect(scriptRuns("Prepared for प्रिया शर्मा, 2024 · Study notes")).toEqual([
      { script: null, text: "Prepared for " },
      { script: "devanagari", text: "प्रिया शर्मा, 2024 · " },
      { script: null, text: "Study notes" },
    ]);
    expect(scriptRuns("சென்னை। हिंदी")).toEqual([
      { script: "tamil", text: "சென்னை। " },
      { script: "devanagari", text: "हिंदी" },
    ]);
    expect(scriptRuns("Café ₹5")).toEqual([{ script: null, text: "Café ₹5" }]);
    expect(scriptRuns("")).toEqual([{ script: null, text: "" }]);
  });
});

describe("MixedText", () => {
  it("measures mixed-script text at exactly the height it then takes to draw, without adding pages", () => {
    const doc = new PDFDocument({ size: "A4" });
    const mixed = new MixedText(doc);
    doc.fontSize(10.5);
    const samples = [
      "Foundations of இன்ஃபோசிஸ் டெக்னாலஜிஸ் இன்ஃபோசிஸ் டெக்னாலஜிஸ் இன்ஃபோசிஸ் டெக்னாலஜிஸ்: the vocabulary and common mistakes",
      "Q: How have you used डेटा विश्लेषण क्षेत्र in your work, and what was the result? डेटा विश्लेषण क्षेत्र",
      "Plain English text only, measured by pdfkit itself",
    ];
    for (const text of samples) {
      for (const width of [180, 360]) {
        doc.y = 100;
        const expected = mixed.heightOf("Body", text, { width, lineGap: 2.5 });
        mixed.text("Body", text, 60, 100, { width, lineGap: 2.5 });
        expect(doc.y - 100, `${width}: ${text}`).toBeCloseTo(expected, 6);
      }
      // Near the page foot, measuring must not start a new page.
      doc.y = doc.page.height - 80;
      mixed.heightOf("Body", text, { width: 180, lineGap: 2.5 });
    }
    expect(doc.bufferedPageRange().count).toBe(1);
    doc.end();
  });
});
