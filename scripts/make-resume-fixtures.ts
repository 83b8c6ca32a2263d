/**
 * Writes the binary resume fixtures under tests/fixtures/resumes (committed; re-run to regenerate):
 *  - two-column.pdf: a full-width name, a narrow left sidebar (contact, skills) and a wide right column
 *    (experience) whose lines share baselines with the sidebar, so naive reading order interleaves them;
 *  - scanned.pdf: shapes only, no text layer;
 *  - tables.docx: contact in a table, skills in a 2-column table, experience as a table plus list items.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";
import { AlignmentType, Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType, HeadingLevel } from "docx";

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../tests/fixtures/resumes");

function pdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  // Fixed dates keep the bytes stable across runs.
  const doc = new PDFDocument({ size: "A4", margin: 40, info: { CreationDate: new Date(0), ModDate: new Date(0), Title: "fixture" } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

async function twoColumnPdf() {
  return pdf((doc) => {
    doc.font("Helvetica-Bold").fontSize(22).text("Priya Sharma", 40, 40, { width: 515 });
    doc.font("Helvetica").fontSize(11).text("Senior Data Analyst", 40, 68, { width: 515 });
    const left = [
      ["CONTACT", true], ["priya.sharma@example.com", false], ["+91 98765 43210", false], ["Pune, Maharashtra", false], ["", false],
      ["SKILLS", true], ["Python", false], ["SQL", false], ["R", false], ["Tableau", false], ["Power BI", false], ["MS Excel", false],
    ] as const;
    const right = [
      ["EXPERIENCE", true], ["Senior Data Analyst", true], ["Zeta Analytics Pvt Ltd | Pune", false], ["Jan 2021 – Present", false],
      ["• Built churn dashboards for 40 retail clients", false], ["• Automated weekly KPI reports", false], ["", false],
      ["Data Analyst", true], ["Acme Retail Ltd | Mumbai", false], ["06/2018 - 12/2020", false], ["• Cleaned sales data from 300 stores", false],
      ["", false], ["EDUCATION", true], ["B.Tech in Computer Science, COEP, 2018", false],
    ] as const;
    let y = 110;
    for (const [line, bold] of left) {
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10).text(line, 40, y, { width: 150, lineBreak: false });
      y += 16;
    }
    y = 110;
    for (const [line, bold] of right) {
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10).text(line, 230, y, { width: 320, lineBreak: false });
      y += 16;
    }
  });
}

async function scannedPdf() {
  return pdf((doc) => {
    doc.rect(60, 60, 200, 20).fill("#333333");
    for (let i = 0; i < 25; i++) doc.rect(60, 100 + i * 14, 380 - (i % 5) * 30, 6).fill("#777777");
    doc.circle(480, 80, 30).stroke();
  });
}

async function tablesDocx() {
  const cell = (text: string, bold = false) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });
  const doc = new Document({
    creator: "hirewise-fixtures",
    sections: [
      {
        children: [
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: "Rahul Verma", bold: true, size: 36 })] }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [new TableRow({ children: [cell("rahul.verma@example.in"), cell("098765-43210"), cell("Gurgaon, Haryana")] })],
          }),
          new Paragraph({ text: "Professional Summary", heading: HeadingLevel.HEADING_2 }),
          new Paragraph("Performance marketing manager with 6 years of experience scaling D2C brands."),
          new Paragraph({ text: "Key Skills", heading: HeadingLevel.HEADING_2 }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({ children: [cell("Google Ads"), cell("Meta Ads")] }),
              new TableRow({ children: [cell("GA4"), cell("SEO")] }),
              new TableRow({ children: [cell("MS Excel"), cell("Tally ERP 9")] }),
            ],
          }),
          new Paragraph({ text: "Work History", heading: HeadingLevel.HEADING_2 }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({ children: [cell("Role", true), cell("Company", true), cell("Dates", true)] }),
              new TableRow({ children: [cell("Marketing Manager"), cell("BrightCart Pvt Ltd"), cell("Apr 2021 - Present")] }),
            ],
          }),
          new Paragraph({ text: "Scaled paid acquisition to 2 crore monthly spend at 3.1 ROAS", bullet: { level: 0 } }),
          new Paragraph({ text: "Ran A/B testing on landing pages", bullet: { level: 0 } }),
          new Paragraph({ text: "Education", heading: HeadingLevel.HEADING_2 }),
          new Paragraph("MBA (Marketing), Symbiosis Institute of Business Management, 2018"),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

writeFileSync(path.join(outDir, "two-column.pdf"), await twoColumnPdf());
writeFileSync(path.join(outDir, "scanned.pdf"), await scannedPdf());
writeFileSync(path.join(outDir, "tables.docx"), await tablesDocx());
console.log(`fixtures written to ${path.relative(process.cwd(), outDir)}`);
