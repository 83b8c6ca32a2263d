/**
 * Renders a ResumeDocument as a real Word file: built-in heading styles, true bullet lists (a numbering config,
 * not typed "•" characters), one font, one column, no tables or text boxes — what ATS parsers read best. The template
 * (templates.ts) sets type, colour and spacing; the PDF (resume-pdf.ts) is drawn from the same document.
 */
import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } from "docx";
import { findTemplate, type ResumeTemplateId } from "./templates";
import type { ResumeDocument } from "./types";

const BULLETS = "resume-bullets";

const bullet = (text: string) => new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: [new TextRun(text)] });

export async function renderDocx(doc: ResumeDocument, templateId: ResumeTemplateId = "classic"): Promise<Buffer> {
  const t = findTemplate(templateId);
  // The template's font for Latin text; Indian scripts (Word's "complex script" runs) use Nirmala UI, which Windows
  // and Office ship with every Indic script, so a Hindi or Tamil name shows as text rather than boxes.
  const FONT = { ascii: t.wordFont, hAnsi: t.wordFont, eastAsia: t.wordFont, cs: "Nirmala UI" };
  const align = t.nameAlign === "center" ? AlignmentType.CENTER : AlignmentType.LEFT;
  const halfPoints = (pt: number) => Math.round(pt * 2);
  const children: Paragraph[] = [];
  if (doc.name) children.push(new Paragraph({ heading: HeadingLevel.TITLE, alignment: align, children: [new TextRun(doc.name)] }));
  if (doc.contact.length) children.push(new Paragraph({ alignment: align, children: [new TextRun({ text: doc.contact.join(" | "), color: t.muted })] }));
  if (doc.headline) children.push(new Paragraph({ alignment: align, children: [new TextRun({ text: doc.headline, bold: true })] }));

  for (const section of doc.sections) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.heading)] }));
    for (const b of section.blocks) {
      if (b.kind === "paragraph") children.push(new Paragraph({ children: [new TextRun(b.text)] }));
      else if (b.kind === "list") for (const i of b.items) children.push(bullet(i));
      else if (b.kind === "skills") {
        for (const g of b.groups) {
          children.push(new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: [new TextRun({ text: `${g.label}: `, bold: true }), new TextRun(g.items.join(", "))] }));
        }
      } else {
        if (b.title) children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(b.title)] }));
        if (b.meta) children.push(new Paragraph({ children: [new TextRun({ text: b.meta, italics: true, color: t.muted })] }));
        for (const x of b.bullets) children.push(bullet(x));
      }
    }
  }

  const document = new Document({
    creator: "Hirewise",
    title: doc.name ? `${doc.name} – Resume` : "Resume",
    styles: {
      default: { document: { run: { font: FONT, size: halfPoints(t.size), color: t.ink }, paragraph: { spacing: { after: t.gap * 12 } } } },
      paragraphStyles: [
        { id: "Title", name: "Title", basedOn: "Normal", next: "Normal", run: { font: FONT, size: halfPoints(t.size * 1.75), bold: true, color: t.id === "modern" ? t.accent : t.ink }, paragraph: { spacing: { after: 60 } } },
        {
          id: "Heading1",
          name: "Heading 1",
          basedOn: "Normal",
          next: "Normal",
          quickFormat: true,
          // Capitals are a display setting: the heading's text stays "Experience" for anything that reads the file.
          run: { font: FONT, size: halfPoints(t.size * 1.25), bold: true, allCaps: t.heading.upper, characterSpacing: Math.round(t.heading.spacing * 20), color: t.heading.color === "accent" ? t.accent : t.ink },
          paragraph: { spacing: { before: 200 + t.gap * 10, after: 80 }, ...(t.heading.rule ? { border: { bottom: { color: t.accent, space: 1, style: "single", size: 6 } } } : {}) },
        },
        { id: "Heading2", name: "Heading 2", basedOn: "Normal", next: "Normal", quickFormat: true, run: { font: FONT, size: halfPoints(t.size + 0.5), bold: true, color: t.ink }, paragraph: { spacing: { before: 120, after: 20 } } },
      ],
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [{ level: 0, format: LevelFormat.BULLET, text: t.bullet, alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } }],
        },
      ],
    },
    sections: [{ properties: { page: { margin: { top: t.margin * 20, bottom: t.margin * 20, left: t.margin * 20, right: t.margin * 20 } } }, children }],
  });
  return Packer.toBuffer(document);
}

/** '{name}_ATS_Resume.{ext}' with spaces as underscores (SPEC section 7); characters unsafe in a header removed. */
export function resumeFileName(name: string, ext: "docx" | "pdf"): string {
  const base = name.trim().replace(/\s+/g, "_").replace(/[\\/:*?"<>|]+/g, "") || "Resume";
  return `${base}_ATS_Resume.${ext}`;
}

export const docxFileName = (name: string) => resumeFileName(name, "docx");
