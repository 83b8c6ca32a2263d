// Renders a playbook as an A4 PDF with pdfkit: header block, section headings, bullets with hanging indents,
// numbered resources, "Page N of M" footers and embedded fonts: DejaVu Sans for Latin, ₹, accents, Greek and
// Cyrillic, and Noto Sans for the Indian scripts DejaVu lacks (a Hindi name or a Tamil company would be boxes).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create as parseFont, type Font } from "fontkit";
import PDFDocument from "pdfkit";
import type { Playbook } from "./types";

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
export const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

type Weight = "Body" | "Bold";

/**
 * Indian scripts and the Unicode blocks each covers. Fonts are Google's Noto Sans builds (SIL OFL 1.1) shipped as
 * TTF by the @expo-google-fonts packages; fontkit shapes them (conjuncts, matras, reph) when pdfkit lays text out.
 */
const INDIC_SCRIPTS = [
  { key: "devanagari", family: "NotoSansDevanagari", ranges: [[0x0900, 0x097f], [0xa8e0, 0xa8ff], [0x1cd0, 0x1cff]] },
  { key: "bengali", family: "NotoSansBengali", ranges: [[0x0980, 0x09ff]] },
  { key: "gurmukhi", family: "NotoSansGurmukhi", ranges: [[0x0a00, 0x0a7f]] },
  { key: "gujarati", family: "NotoSansGujarati", ranges: [[0x0a80, 0x0aff]] },
  { key: "oriya", family: "NotoSansOriya", ranges: [[0x0b00, 0x0b7f]] },
  { key: "tamil", family: "NotoSansTamil", ranges: [[0x0b80, 0x0bff]] },
  { key: "telugu", family: "NotoSansTelugu", ranges: [[0x0c00, 0x0c7f]] },
  { key: "kannada", family: "NotoSansKannada", ranges: [[0x0c80, 0x0cff]] },
  { key: "malayalam", family: "NotoSansMalayalam", ranges: [[0x0d00, 0x0d7f]] },
] as const;

export type IndicScript = (typeof INDIC_SCRIPTS)[number]["key"];

/** Resolved once at load, so a missing font package fails at start-up rather than on a user's download. */
const INDIC_FONTS = INDIC_SCRIPTS.map(({ key, family }) => {
  const file = (style: string) => require.resolve(`@expo-google-fonts/noto-sans-${key}/${style}/${family}_${style}.ttf`);
  return { key, Body: file("400Regular"), Bold: file("700Bold") };
});
const FONT_FILES: Record<string, string> = Object.fromEntries([
  ["Body", FONT_REGULAR],
  ["Bold", FONT_BOLD],
  ...INDIC_FONTS.flatMap((f) => [[`Body-${f.key}`, f.Body], [`Bold-${f.key}`, f.Bold]]),
]);

/**
 * Each font is read and parsed once per process, on first use, and shared by every document: pdfkit 0.20 takes a
 * parsed fontkit font as a source, and only the glyph subset it embeds is per document. Parsing DejaVu's tables and
 * building its shaping engine again for every PDF was most of a render's CPU (docs/PERFORMANCE.md, bench:docs).
 */
const parsedFonts = new Map<string, Font>();
function sharedFont(name: string): PDFKit.Mixins.PDFFontSource {
  const file = FONT_FILES[name];
  if (!file) throw new Error(`No font file for ${name}`);
  let font = parsedFonts.get(file);
  if (!font) {
    font = keepCodePoints(parseFont(readFileSync(file)));
    parsedFonts.set(file, font);
  }
  return font as unknown as PDFKit.Mixins.PDFFontSource; // a fontkit font: pdfkit's PDFFontFactory takes it as is
}
/**
 * fontkit keeps one glyph object per glyph id and font, with the characters it was first asked for, and pdfkit writes
 * those characters into each PDF's ToUnicode map. A composite glyph's parts are fetched with none when a subset is
 * embedded ("Ü" is drawn from "U" and a diaeresis): in a shared font, a document drawing "Ü" before any document drew
 * "U" left "U" with no characters, and every later PDF of the process had its "U"s read back as control characters
 * ("S\fMMARY", "ED\vCATION": headings an applicant tracking system no longer finds). A glyph asked for with its
 * characters gets them, whoever asked for it first.
 */
export function keepCodePoints(font: Font): Font {
  const f = font as unknown as { getGlyph(id: number, characters?: number[]): { codePoints: number[] } | null };
  const getGlyph = f.getGlyph.bind(f);
  f.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && characters.length && !glyph.codePoints.length) glyph.codePoints = characters;
    return glyph;
  };
  return font;
}

/** GPOS processors of shared fonts that already skip NULL anchors (see MixedText.useFont). */
const patchedGpos = new WeakSet<object>();

/**
 * Shaped words, per font, shared by every document: pdfkit caches each word's layout per document only, and
 * shaping (fontkit's GSUB and GPOS lookups) was the other large cost of a render. The layout of a word depends only
 * on the font, so the cache is safe to share; it starts afresh past LAYOUT_CACHE_WORDS words, so memory stays bounded.
 */
const LAYOUT_CACHE_WORDS = 50_000;
const layoutCaches = new Map<string, { words: Record<string, unknown>; docs: number }>();
function sharedLayoutCache(name: string): Record<string, unknown> {
  let cache = layoutCaches.get(name);
  // Counting keys costs a little: look every 20 documents.
  if (cache && ++cache.docs % 20 === 0 && Object.keys(cache.words).length > LAYOUT_CACHE_WORDS) cache = undefined;
  if (!cache) {
    cache = { words: Object.create(null) as Record<string, unknown>, docs: 0 };
    layoutCaches.set(name, cache);
  }
  return cache.words;
}

/**
 * Characters that stay in the run they appear in (spaces, digits, punctuation, ₹, the dandas, joiners): every Noto
 * Indic font has them, and keeping "शर्मा," in one run stops a line break between a word and its comma.
 */
const COMMON = /[\s\d!-/:-@[-`{-~\u00a0\u00b7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20b9\u0964\u0965\u200b-\u200d\u25cc]/u;
const DANDA = /[\u0964\u0965]/u;
/** Whether the text has a character of any Indian script above (their ranges together). */
function hasIndic(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x0900 && c <= 0x0d7f) || (c >= 0xa8e0 && c <= 0xa8ff) || (c >= 0x1cd0 && c <= 0x1cff)) return true;
  }
  return false;
}

function scriptOf(codePoint: number): IndicScript | null {
  for (const s of INDIC_SCRIPTS) for (const [lo, hi] of s.ranges) if (codePoint >= lo && codePoint <= hi) return s.key;
  return null;
}

export interface ScriptRun {
  /** null: drawn with DejaVu Sans. */
  script: IndicScript | null;
  text: string;
}

/** Splits text into runs that one font can draw; adjacent characters of one script share a run. */
export function scriptRuns(text: string): ScriptRun[] {
  if (!hasIndic(text)) return [{ script: null, text }]; // nearly every string: one DejaVu run
  const runs: ScriptRun[] = [];
  for (const ch of text) {
    const prev = runs.at(-1);
    let script: IndicScript | null;
    if (DANDA.test(ch)) script = prev?.script ?? "devanagari"; // shared by several scripts, encoded in Devanagari
    else if (COMMON.test(ch)) script = prev ? prev.script : null;
    else script = scriptOf(ch.codePointAt(0) ?? 0);
    if (prev && prev.script === script) prev.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs.length ? runs : [{ script: null, text }];
}

/** The pdfkit and fontkit internals this file reaches for (pdfkit 0.20, fontkit 2.0); see MixedText.useFont. */
interface EmbeddedFontInternals {
  /** pdfkit's per-document cache of shaped words (see sharedLayoutCache). */
  layoutCache?: Record<string, unknown>;
  ascender: number;
  descender: number;
  lineGap: number;
  font?: { _layoutEngine?: { engine?: { GPOSProcessor?: GposProcessor | null } } };
}
/** pdfkit's text engine behind text() and heightOfString(); options may take the place of x, as in text(). */
type TextInternal = (
  text: string,
  x: number | PDFKit.Mixins.TextOptions | undefined,
  y: number | undefined,
  options: PDFKit.Mixins.TextOptions | undefined,
  lineCallback: () => void,
) => unknown;
interface GposProcessor {
  applyAnchor(markRecord: { markAnchor?: unknown } | null, baseAnchor: unknown, baseGlyphIndex: number): void;
}

/**
 * Draws text that may mix Latin and Indian scripts: each script run is drawn with its own font as a pdfkit
 * `continued` chain, so wrapping, widths and line gaps stay pdfkit's.
 */
export class MixedText {
  private readonly prepared = new Set<string>();
  private readonly registered = new Set<string>(["Body", "Bold"]);
  private readonly baseMetrics: { ascender: number; descender: number; lineGap: number };

  constructor(private readonly doc: PDFKit.PDFDocument) {
    doc.registerFont("Body", sharedFont("Body"));
    doc.registerFont("Bold", sharedFont("Bold"));
    // The Noto fonts are registered when a run first needs one (useFont): most playbooks never do.
    for (const name of ["Bold", "Body"]) {
      doc.font(name);
      internals(doc).layoutCache = sharedLayoutCache(name);
    }
    const base = internals(doc);
    this.baseMetrics = { ascender: base.ascender, descender: base.descender, lineGap: base.lineGap };
  }

  useFont(weight: Weight, script: IndicScript | null): void {
    const name = script ? `${weight}-${script}` : weight;
    if (!this.registered.has(name)) {
      this.doc.registerFont(name, sharedFont(name));
      this.registered.add(name);
      this.doc.font(name);
      internals(this.doc).layoutCache = sharedLayoutCache(name);
    }
    this.doc.font(name);
    if (!script || this.prepared.has(name)) return;
    this.prepared.add(name);
    const f = internals(this.doc);
    // pdfkit places a fragment by its font's ascender and spaces lines by the font that ends the line; Noto's
    // metrics differ from DejaVu's (Oriya's ascender is 15% taller), so a mixed line would have a stepped
    // baseline and uneven line spacing. Taking DejaVu's metrics keeps one baseline and one line height.
    Object.assign(f, this.baseMetrics);
    // fontkit 2.0.4 throws on a NULL GPOS anchor, which the OpenType spec allows and these Noto fonts use (Telugu
    // "ప్ర", Gujarati anusvara, Malayalam virama, most Gurmukhi): a user's name would fail the whole PDF. Skip
    // such an attachment as HarfBuzz does (fontkit issue #367, fix proposed in PR #374).
    const gpos = f.font?._layoutEngine?.engine?.GPOSProcessor;
    if (gpos && !patchedGpos.has(gpos)) {
      patchedGpos.add(gpos); // the parsed font is shared: patch it once, not once per document
      const apply = gpos.applyAnchor.bind(gpos);
      gpos.applyAnchor = (markRecord, baseAnchor, baseGlyphIndex) => {
        if (!baseAnchor || !markRecord?.markAnchor) return;
        apply(markRecord, baseAnchor, baseGlyphIndex);
      };
    }
  }

  /** doc.text for mixed-script text; x and y as in doc.text (omit both to continue at the cursor). */
  text(weight: Weight, text: string, x: number | undefined, y: number | undefined, options: PDFKit.Mixins.TextOptions = {}): void {
    const runs = scriptRuns(text);
    runs.forEach((run, i) => {
      this.useFont(weight, run.script);
      // The chain goes on to the next call when the caller asks (a bold label, then body text on one line).
      const opts = { ...options, continued: i < runs.length - 1 || options.continued === true };
      // Known limit: shaped Indic glyphs are stored in visual order (ि before its consonant, reph after it), so
      // text extraction returns every character but some in visual order. ActualText spans were tried: pdf.js
      // ignores them and poppler dropped the text entirely, as pdfkit closes each fragment in q/Q.
      if (i === 0 && x !== undefined) this.doc.text(run.text, x, y, opts);
      else this.doc.text(run.text, opts);
    });
  }

  /**
   * Height of wrapped text, as doc.heightOfString gives it, with each run measured in its own font (Tamil in Noto
   * is wider than DejaVu's placeholder boxes, Devanagari narrower): the same continued chain as text(), with
   * pdfkit's own measuring callback instead of drawing.
   */
  heightOf(weight: Weight, text: string, options: PDFKit.Mixins.TextOptions): number {
    const runs = scriptRuns(text);
    if (runs.every((r) => r.script === null)) {
      this.doc.font(weight);
      return this.doc.heightOfString(text, options);
    }
    const doc = this.doc as PDFKit.PDFDocument & { _text: TextInternal };
    const { x, y } = doc;
    const lineGap = options.lineGap ?? 0;
    const advance = () => {
      doc.y += doc.currentLineHeight(true) + lineGap;
    };
    runs.forEach((run, i) => {
      this.useFont(weight, run.script);
      // height: Infinity, as heightOfString does, so measuring near the page foot never adds a page.
      const opts = { ...options, height: Infinity, continued: i < runs.length - 1 };
      if (i === 0) doc._text(run.text, x, y, opts, advance);
      else doc._text(run.text, opts, undefined, undefined, advance);
    });
    const height = doc.y - y;
    doc.x = x;
    doc.y = y;
    return height;
  }

  /** Width of one line of text, each run measured in its own font. */
  widthOf(weight: Weight, text: string): number {
    return scriptRuns(text).reduce((w, run) => {
      this.useFont(weight, run.script);
      return w + this.doc.widthOfString(run.text);
    }, 0);
  }

  /** Shortens text to whole words plus "…" so it fits one line of maxWidth (running header and footer). */
  fitLine(weight: Weight, text: string, maxWidth: number): string {
    if (this.widthOf(weight, text) <= maxWidth) return text;
    const words = text.split(" ");
    while (words.length > 1) {
      words.pop();
      const candidate = `${words.join(" ").replace(/[\s·,;:–—-]+$/u, "")}…`;
      if (this.widthOf(weight, candidate) <= maxWidth) return candidate;
    }
    return `${words[0] ?? ""}…`;
  }
}

function internals(doc: PDFKit.PDFDocument): EmbeddedFontInternals {
  return (doc as unknown as { _font: EmbeddedFontInternals })._font;
}

/** Fixed dates keep the bytes identical for identical playbooks (pdfkit derives the file ID from them). */
const FIXED_DATE = new Date("2024-01-01T00:00:00.000Z");

export const ONET_CREDIT =
  "This product includes information from O*NET 28.2 by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license.";

const COLORS = {
  ink: "#1F2937",
  muted: "#6B7280",
  brand: "#1E3A5F",
  accent: "#2F80ED",
  band: "#1E3A5F",
  bandText: "#FFFFFF",
  bandMuted: "#C9D6EA",
  rule: "#D1D5DB",
};

const PAGE = { size: "A4" as const, margin: 56, footer: 36 };
const BULLET_INDENT = 16;

export interface RenderOptions {
  /** Shown in the header as "Prepared for ..."; usually the user's name. */
  generatedFor?: string;
}

export async function renderPlaybookPdf(playbook: Playbook, options: RenderOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: { top: PAGE.margin, bottom: PAGE.margin + PAGE.footer / 2, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    autoFirstPage: true,
    pdfVersion: "1.7",
    lang: "en-IN",
    displayTitle: true,
    info: {
      Title: playbook.title,
      Author: "Hirewise",
      Subject: playbook.summary.slice(0, 250),
      Keywords: "Hirewise, role playbook, interview preparation",
      Creator: "Hirewise",
      Producer: "Hirewise",
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const mixed = new MixedText(doc);

  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottomLimit = () => doc.page.height - doc.page.margins.bottom;
  const ensureSpace = (needed: number) => {
    if (doc.y + needed > bottomLimit()) doc.addPage();
  };

  // Header block on the first page.
  const bandHeight = 150;
  doc.save().rect(0, 0, doc.page.width, bandHeight).fill(COLORS.band).restore();
  doc
    .font("Bold")
    .fontSize(9)
    .fillColor(COLORS.bandMuted)
    .text("HIREWISE  ·  ROLE PLAYBOOK", left, 40, { width, characterSpacing: 1.5 });
  doc.fontSize(22).fillColor(COLORS.bandText);
  mixed.text("Bold", playbook.title, left, 60, { width, lineGap: 2 });
  const metaParts = [options.generatedFor ? `Prepared for ${options.generatedFor.trim()}` : undefined, "Study notes"].filter(Boolean);
  doc.fontSize(10).fillColor(COLORS.bandMuted);
  mixed.text("Body", metaParts.join("  ·  "), left, Math.max(doc.y + 6, 112), { width });

  doc.y = Math.max(doc.y, bandHeight) + 22;
  doc.fontSize(11).fillColor(COLORS.ink);
  mixed.text("Body", playbook.summary, left, doc.y, { width, lineGap: 3 });
  doc.moveDown(0.6);
  rule(doc, left, width);

  // Contents: the section list gives a reader the shape of the guide at a glance.
  doc.moveDown(0.6);
  doc.font("Bold").fontSize(9).fillColor(COLORS.muted).text("IN THIS PLAYBOOK", left, doc.y, { width, characterSpacing: 1 });
  doc.moveDown(0.3);
  doc.fontSize(9.5).fillColor(COLORS.ink);
  mixed.text("Body", [...playbook.sections.map((s) => s.heading), "Resources"].join("   ·   "), left, doc.y, { width, lineGap: 2 });
  doc.moveDown(1);

  // The credit closes the document; the last item keeps it company so it never sits alone on a last page.
  doc.font("Body").fontSize(7.5);
  const creditHeight = doc.heightOfString(ONET_CREDIT, { width, lineGap: 1 }) + 36;
  const lastSection = playbook.sections.length - 1;

  playbook.sections.forEach((section, si) => {
    heading(mixed, doc, section.heading, left, width, ensureSpace);
    section.bullets.forEach((bullet, bi) => {
      const last = !playbook.resources.length && si === lastSection && bi === section.bullets.length - 1;
      bulletItem(mixed, doc, "•", bullet, left, width, ensureSpace, last ? creditHeight : 0);
    });
    doc.moveDown(0.8);
  });

  if (playbook.resources.length) {
    heading(mixed, doc, "Resources", left, width, ensureSpace);
    // The last two resources stay together with the credit: no lone line on the last page.
    const n = playbook.resources.length;
    doc.fontSize(10.5);
    const lastHeight = mixed.heightOf("Body", playbook.resources[n - 1] ?? "", { width: width - BULLET_INDENT - 4, lineGap: 2.5 }) + 8;
    playbook.resources.forEach((r, i) =>
      bulletItem(mixed, doc, `${i + 1}.`, r, left, width, ensureSpace, i === n - 1 ? creditHeight : i === n - 2 ? creditHeight + lastHeight : 0),
    );
    doc.moveDown(0.8);
  }

  ensureSpace(creditHeight - 12);
  doc.moveDown(0.5);
  rule(doc, left, width);
  doc.moveDown(0.4);
  doc.font("Body").fontSize(7.5).fillColor(COLORS.muted).text(ONET_CREDIT, left, doc.y, { width, lineGap: 1 });

  // Running header and "Page N of M" footer on every page, drawn after layout so the total is known.
  const range = doc.bufferedPageRange();
  const total = range.count;
  for (let i = range.start; i < range.start + total; i++) {
    doc.switchToPage(i);
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not trigger a new page
    const footerY = doc.page.height - PAGE.margin + 8;
    doc
      .save()
      .moveTo(left, footerY - 8)
      .lineTo(left + width, footerY - 8)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke()
      .restore();
    doc.fontSize(8).fillColor(COLORS.muted);
    // One line each: a long title is cut at a word with "…" rather than wrapping below the page.
    mixed.text("Body", mixed.fitLine("Body", `Hirewise · ${playbook.title}`, width * 0.7), left, footerY, { lineBreak: false });
    doc.font("Body").text(`Page ${i - range.start + 1} of ${total}`, left, footerY, { width, align: "right", lineBreak: false });
    if (i > range.start) {
      // Right-aligned by hand: pdfkit aligns each run of a mixed-font line on its own.
      const header = mixed.fitLine("Body", playbook.title, width);
      mixed.text("Body", header, left + width - mixed.widthOf("Body", header), PAGE.margin - 28, { lineBreak: false });
    }
    doc.page.margins.bottom = savedBottom;
  }

  doc.end();
  return done;
}

function rule(doc: PDFKit.PDFDocument, left: number, width: number): void {
  doc.save().moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.75).strokeColor(COLORS.rule).stroke().restore();
}

function heading(
  mixed: MixedText,
  doc: PDFKit.PDFDocument,
  text: string,
  left: number,
  width: number,
  ensureSpace: (n: number) => void,
): void {
  doc.fontSize(13.5);
  ensureSpace(mixed.heightOf("Bold", text, { width: width - 12 }) + 48); // keep a heading with at least its first bullet
  const y = doc.y;
  doc.fillColor(COLORS.brand);
  mixed.text("Bold", text, left + 12, y, { width: width - 12 });
  // The bar is sized from the text as drawn, which is exact for mixed scripts too.
  doc.save().rect(left, y + 2, 4, doc.y - y - 3).fill(COLORS.accent).restore();
  doc.moveDown(0.45);
}

function bulletItem(
  mixed: MixedText,
  doc: PDFKit.PDFDocument,
  marker: string,
  text: string,
  left: number,
  width: number,
  ensureSpace: (n: number) => void,
  /** Room to keep free below this item for what must stay on its page (the closing credit). */
  keepWith = 0,
): void {
  doc.font("Body").fontSize(10.5);
  const textWidth = width - BULLET_INDENT - 4;
  const h = mixed.heightOf("Body", text, { width: textWidth, lineGap: 2.5 });
  ensureSpace(Math.min(h, 120) + 4 + keepWith);
  const y = doc.y;
  doc.fillColor(COLORS.accent).text(marker, left + 4, y, { width: BULLET_INDENT, lineBreak: false });
  // Hanging indent: wrapped lines align with the text, not the marker.
  doc.fillColor(COLORS.ink);
  mixed.text("Body", text, left + BULLET_INDENT + 4, y, { width: textWidth, lineGap: 2.5 });
  doc.moveDown(0.3);
}
