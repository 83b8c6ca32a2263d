/** A cover letter as a plain Word document: one font, left-aligned paragraphs, the sign-off's lines kept together. */
import { Document, Packer, Paragraph, TextRun } from "docx";

export async function renderLetterDocx(letter: { title: string; body: string }): Promise<Buffer> {
  const FONT = { ascii: "Calibri", hAnsi: "Calibri", eastAsia: "Calibri", cs: "Nirmala UI" };
  const paragraphs = letter.body
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((block) => block.split("\n"))
    .map(
      (lines) =>
        new Paragraph({
          spacing: { after: 200 },
          keepLines: true,
          children: lines.flatMap((line, i) => [new TextRun({ text: line, break: i > 0 ? 1 : 0 })]),
        }),
    );
  const document = new Document({
    creator: "Hirewise",
    title: letter.title,
    styles: { default: { document: { run: { font: FONT, size: 22 }, paragraph: { spacing: { after: 200, line: 276 } } } } },
    sections: [{ properties: { page: { margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } }, children: paragraphs }],
  });
  return Packer.toBuffer(document);
}

/** '{name}_Cover_Letter.docx' with spaces as underscores; characters unsafe in a header removed. */
export function letterFileName(name: string): string {
  const base = name.trim().replace(/\s+/g, "_").replace(/[\\/:*?"<>|]+/g, "") || "Cover";
  return `${base}_Cover_Letter.docx`;
}
