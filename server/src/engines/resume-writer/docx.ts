/**
 * Renders a ResumeDocument as a real Word file: built-in heading styles, true bullet lists (a numbering config,
 * not typed "•" characters), Calibri throughout, one column, no tables or text boxes — what ATS parsers read best.
 */
import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } from "docx";
import type { ResumeDocument } from "./types";

// Calibri for Latin text; Indian scripts (Word's "complex script" runs) use Nirmala UI, which Windows and Office
// ship with every Indic script, so a Hindi or Tamil name shows as text rather than boxes.
const FONT = { ascii: "Calibri", hAnsi: "Calibri", eastAsia: "Calibri", cs: "Nirmala UI" };
const BULLETS = "resume-bullets";

const bullet = (text: string) => new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: [new TextRun(text)] });

export async function renderDocx(doc: ResumeDocument): Promise<Buffer> {
  const children: Paragraph[] = [];
  if (doc.name) children.push(new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(doc.name)] }));
  if (doc.contact.length) children.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun(doc.contact.join(" | "))] }));
  if (doc.headline) children.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: doc.headline, bold: true })] }));

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
        if (b.meta) children.push(new Paragraph({ children: [new TextRun({ text: b.meta, italics: true })] }));
        for (const x of b.bullets) children.push(bullet(x));
      }
    }
  }

  const document = new Document({
    creator: "Hirewise",
    title: doc.name ? `${doc.name} – Resume` : "Resume",
    styles: {
      default: { document: { run: { font: FONT, size: 21 }, paragraph: { spacing: { after: 60 } } } },
      paragraphStyles: [
        { id: "Title", name: "Title", basedOn: "Normal", next: "Normal", run: { font: FONT, size: 36, bold: true, color: "1F2937" }, paragraph: { spacing: { after: 60 } } },
        { id: "Heading1", name: "Heading 1", basedOn: "Normal", next: "Normal", quickFormat: true, run: { font: FONT, size: 26, bold: true, color: "1F3A5F" }, paragraph: { spacing: { before: 240, after: 80 }, border: { bottom: { color: "9CA3AF", space: 1, style: "single", size: 6 } } } },
        { id: "Heading2", name: "Heading 2", basedOn: "Normal", next: "Normal", quickFormat: true, run: { font: FONT, size: 22, bold: true, color: "111827" }, paragraph: { spacing: { before: 140, after: 20 } } },
      ],
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [{ level: 0, format: LevelFormat.BULLET, text: "•", alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } }],
        },
      ],
    },
    sections: [{ properties: { page: { margin: { top: 720, bottom: 720, left: 900, right: 900 } } }, children }],
  });
  return Packer.toBuffer(document);
}

/** '{name}_ATS_Resume.docx' with spaces as underscores (SPEC section 7); characters unsafe in a header removed. */
export function docxFileName(name: string): string {
  const base = name.trim().replace(/\s+/g, "_").replace(/[\\/:*?"<>|]+/g, "") || "Resume";
  return `${base}_ATS_Resume.docx`;
}
