// Renders a playbook as an A4 PDF with pdfkit: header block, section headings, bullets with hanging indents,
// numbered resources, "Page N of M" footers and an embedded DejaVu Sans so ₹, accents and Greek/Cyrillic render.
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { Playbook } from "./types";

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

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
  doc.registerFont("Body", FONT_REGULAR);
  doc.registerFont("Bold", FONT_BOLD);

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
  doc.font("Bold").fontSize(22).fillColor(COLORS.bandText).text(playbook.title, left, 60, { width, lineGap: 2 });
  const metaParts = [options.generatedFor ? `Prepared for ${options.generatedFor.trim()}` : undefined, "Study notes"].filter(Boolean);
  doc.font("Body").fontSize(10).fillColor(COLORS.bandMuted).text(metaParts.join("  ·  "), left, Math.max(doc.y + 6, 112), { width });

  doc.y = Math.max(doc.y, bandHeight) + 22;
  doc.font("Body").fontSize(11).fillColor(COLORS.ink).text(playbook.summary, left, doc.y, { width, lineGap: 3 });
  doc.moveDown(0.6);
  rule(doc, left, width);

  // Contents: the section list gives a reader the shape of the guide at a glance.
  doc.moveDown(0.6);
  doc.font("Bold").fontSize(9).fillColor(COLORS.muted).text("IN THIS PLAYBOOK", left, doc.y, { width, characterSpacing: 1 });
  doc.moveDown(0.3);
  doc
    .font("Body")
    .fontSize(9.5)
    .fillColor(COLORS.ink)
    .text([...playbook.sections.map((s) => s.heading), "Resources"].join("   ·   "), left, doc.y, { width, lineGap: 2 });
  doc.moveDown(1);

  // The credit closes the document; the last item keeps it company so it never sits alone on a last page.
  doc.font("Body").fontSize(7.5);
  const creditHeight = doc.heightOfString(ONET_CREDIT, { width, lineGap: 1 }) + 36;
  const lastSection = playbook.sections.length - 1;

  playbook.sections.forEach((section, si) => {
    heading(doc, section.heading, left, width, ensureSpace);
    section.bullets.forEach((bullet, bi) => {
      const last = !playbook.resources.length && si === lastSection && bi === section.bullets.length - 1;
      bulletItem(doc, "•", bullet, left, width, ensureSpace, last ? creditHeight : 0);
    });
    doc.moveDown(0.8);
  });

  if (playbook.resources.length) {
    heading(doc, "Resources", left, width, ensureSpace);
    // The last two resources stay together with the credit: no lone line on the last page.
    const n = playbook.resources.length;
    doc.font("Body").fontSize(10.5);
    const lastHeight = doc.heightOfString(playbook.resources[n - 1] ?? "", { width: width - BULLET_INDENT - 4, lineGap: 2.5 }) + 8;
    playbook.resources.forEach((r, i) =>
      bulletItem(doc, `${i + 1}.`, r, left, width, ensureSpace, i === n - 1 ? creditHeight : i === n - 2 ? creditHeight + lastHeight : 0),
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
    doc.font("Body").fontSize(8).fillColor(COLORS.muted);
    doc.text(`Hirewise · ${playbook.title}`, left, footerY, { width: width * 0.7, lineBreak: false, ellipsis: true });
    doc.text(`Page ${i - range.start + 1} of ${total}`, left, footerY, { width, align: "right", lineBreak: false });
    if (i > range.start) {
      doc.text(playbook.title, left, PAGE.margin - 28, { width, align: "right", lineBreak: false, ellipsis: true });
    }
    doc.page.margins.bottom = savedBottom;
  }

  doc.end();
  return done;
}

function rule(doc: PDFKit.PDFDocument, left: number, width: number): void {
  doc.save().moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.75).strokeColor(COLORS.rule).stroke().restore();
}

function heading(doc: PDFKit.PDFDocument, text: string, left: number, width: number, ensureSpace: (n: number) => void): void {
  doc.font("Bold").fontSize(13.5);
  const h = doc.heightOfString(text, { width: width - 12 });
  ensureSpace(h + 48); // keep a heading with at least its first bullet
  const y = doc.y;
  doc.save().rect(left, y + 2, 4, h - 3).fill(COLORS.accent).restore();
  doc.fillColor(COLORS.brand).text(text, left + 12, y, { width: width - 12 });
  doc.moveDown(0.45);
}

function bulletItem(
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
  const h = doc.heightOfString(text, { width: textWidth, lineGap: 2.5 });
  ensureSpace(Math.min(h, 120) + 4 + keepWith);
  const y = doc.y;
  doc.fillColor(COLORS.accent).text(marker, left + 4, y, { width: BULLET_INDENT, lineBreak: false });
  // Hanging indent: wrapped lines align with the text, not the marker.
  doc.fillColor(COLORS.ink).text(text, left + BULLET_INDENT + 4, y, { width: textWidth, lineGap: 2.5 });
  doc.moveDown(0.3);
}
