/**
 * Renders a ResumeDocument as a print-ready A4 PDF in one of the ATS templates: one column of real,
 * selectable text in reading order, standard headings, embedded fonts (DejaVu Sans, and Noto Sans for the
 * Indian scripts) and no header, footer, table or picture an applicant tracking system could trip on.
 * The same document gives the .docx (docx.ts), so both files say the same thing.
 */
import PDFDocument from "pdfkit";
import { MixedText } from "../playbook/pdf";
import { resumeFileName } from "./docx";
import { findTemplate, type ResumeTemplate, type ResumeTemplateId } from "./templates";
import type { DocBlock, ResumeDocument } from "./types";

/** Fixed dates keep the bytes identical for identical resumes (pdfkit derives the file ID from them). */
const FIXED_DATE = new Date("2024-01-01T00:00:00.000Z");

const hex = (c: string) => `#${c}`;

export async function renderResumePdf(resume: ResumeDocument, templateId: ResumeTemplateId = "classic"): Promise<Buffer> {
  const t = findTemplate(templateId);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: t.margin, bottom: t.margin, left: t.margin, right: t.margin },
    autoFirstPage: true,
    pdfVersion: "1.7",
    lang: "en-IN",
    displayTitle: true,
    info: {
      Title: resume.name ? `${resume.name} – Resume` : "Resume",
      Author: resume.name || "Hirewise",
      Subject: resume.headline || "Resume",
      Creator: "Hirewise",
      Producer: "Hirewise",
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const mixed = new MixedText(doc);
  const left = t.margin;
  const width = doc.page.width - 2 * t.margin;
  const bottom = () => doc.page.height - t.margin;
  const ensureSpace = (needed: number) => {
    if (doc.y + needed > bottom()) doc.addPage();
  };
  const body = { width, lineGap: 1.6 };

  // Name, headline and one contact line.
  if (resume.name) {
    doc.fontSize(t.size * 2.15).fillColor(hex(t.id === "modern" ? t.accent : t.ink));
    mixed.text("Bold", resume.name, left, doc.y, { width, align: t.nameAlign });
  }
  if (resume.headline) {
    doc.moveDown(0.15).fontSize(t.size + 1).fillColor(hex(t.muted));
    mixed.text("Body", resume.headline, left, doc.y, { width, align: t.nameAlign });
  }
  if (resume.contact.length) {
    doc.moveDown(0.2).fontSize(t.size - 0.5).fillColor(hex(t.muted));
    mixed.text("Body", resume.contact.join("  |  "), left, doc.y, { width, align: t.nameAlign });
  }
  doc.moveDown(0.6);

  for (const section of resume.sections) {
    heading(section.heading);
    for (const block of section.blocks) drawBlock(block);
  }

  doc.end();
  return done;

  function heading(text: string) {
    const size = t.size * 1.2;
    // A heading never ends a page: it keeps a role's title, its dates and a first bullet with it.
    ensureSpace(size * 1.6 + t.size * 6.5);
    doc.y += t.gap;
    doc.fontSize(size).fillColor(hex(t.heading.color === "accent" ? t.accent : t.ink));
    mixed.text("Bold", t.heading.upper ? text.toUpperCase() : text, left, doc.y, { width, characterSpacing: t.heading.spacing });
    if (t.heading.rule) {
      const y = doc.y + 1;
      doc.save().moveTo(left, y).lineTo(left + width, y).lineWidth(0.7).strokeColor(hex(t.accent)).stroke().restore();
      doc.y = y + 3;
    } else {
      doc.y += 2;
    }
  }

  function paragraph(text: string, weight: "Body" | "Bold" = "Body", color = t.ink, size = t.size) {
    doc.fontSize(size).fillColor(hex(color));
    ensureSpace(Math.min(mixed.heightOf(weight, text, body), size * 3));
    mixed.text(weight, text, left, doc.y, body);
  }

  function bullet(text: string) {
    const indent = t.size * 1.3;
    const options = { width: width - indent, lineGap: 1.6 };
    doc.fontSize(t.size);
    const h = mixed.heightOf("Body", text, options);
    ensureSpace(Math.min(h, t.size * 4));
    const y = doc.y;
    doc.fillColor(hex(t.accent)).font("Body").text(t.bullet, left + 2, y, { width: indent, lineBreak: false });
    // Hanging indent: wrapped lines align with the text, not the marker.
    doc.fillColor(hex(t.ink));
    mixed.text("Body", text, left + indent, y, options);
    doc.y += 1;
  }

  function drawBlock(block: DocBlock) {
    if (block.kind === "paragraph") {
      paragraph(block.text);
      doc.y += t.gap / 2;
    } else if (block.kind === "list") {
      for (const item of block.items) bullet(item);
      doc.y += t.gap / 2;
    } else if (block.kind === "skills") {
      for (const group of block.groups) {
        doc.fontSize(t.size).fillColor(hex(t.ink));
        const line = `${group.label}: ${group.items.join(", ")}`;
        ensureSpace(Math.min(mixed.heightOf("Body", line, body), t.size * 3));
        mixed.text("Bold", `${group.label}: `, left, doc.y, { ...body, continued: true });
        mixed.text("Body", group.items.join(", "), undefined, undefined, body);
      }
      doc.y += t.gap / 2;
    } else {
      // Title, then the meta line (place | dates), kept with the first bullet.
      doc.fontSize(t.size + 0.5);
      const titleHeight = block.title ? mixed.heightOf("Bold", block.title, body) : 0;
      ensureSpace(titleHeight + t.size * 3.5);
      if (block.title) paragraph(block.title, "Bold", t.ink, t.size + 0.5);
      if (block.meta) paragraph(block.meta, "Body", t.muted, t.size - 0.5);
      doc.y += 1.5;
      for (const b of block.bullets) bullet(b);
      doc.y += t.gap / 2;
    }
  }
}

/** '{name}_ATS_Resume.pdf', like the Word file's name. */
export const pdfFileName = (name: string) => resumeFileName(name, "pdf");

export type { ResumeTemplate };
