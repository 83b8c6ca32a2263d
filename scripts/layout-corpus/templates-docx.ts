/**
 * Word resume templates built with the `docx` library: one table row per entry, a two-column layout made
 * of a borderless table, and the name and contact details in the page header (where Word templates often
 * put them). Bullets are real Word lists, as a person's bullets are.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TabStopPosition,
  TabStopType,
  TextRun,
  WidthType,
} from "docx";
import type { ResumeTruth, SectionKey, Size } from "./truth";

export interface DocxTemplate {
  id: string;
  kind: "docx";
  size: Size;
  about: string;
  render(t: ResumeTruth): Promise<Uint8Array>;
}

const text = (s: string, opts: { bold?: boolean; italics?: boolean; size?: number; color?: string } = {}) => new TextRun({ text: s, ...opts });
const para = (s: string, opts: { bold?: boolean; italics?: boolean; size?: number } = {}) => new Paragraph({ children: [text(s, opts)] });
const bullet = (s: string) => new Paragraph({ bullet: { level: 0 }, children: [text(s)] });
const ruledHeading = (s: string) =>
  new Paragraph({
    spacing: { before: 200, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "444444", space: 1 } },
    children: [text(s.toUpperCase(), { bold: true, size: 22 })],
  });
const cell = (children: Array<Paragraph | Table>, widthPct: number) => new TableCell({ width: { size: widthPct, type: WidthType.PERCENTAGE }, children });
const order = (t: ResumeTruth, keys: SectionKey[]) => keys.filter((k) => t.headings[k]);

/** Packs a document with fixed metadata, so a rebuild gives the same words. */
async function pack(sections: ConstructorParameters<typeof Document>[0]["sections"]): Promise<Uint8Array> {
  const doc = new Document({ creator: "layout-corpus", title: "Resume", sections });
  return new Uint8Array(await Packer.toBuffer(doc));
}

// --- 12. One table row per entry -----------------------------------------------------------------------
const tableRows: DocxTemplate = {
  id: "docx-table-rows",
  kind: "docx",
  size: "normal",
  about: "Word: one table row per role (dates | title, company, bullets) and per degree, ruled headings",
  async render(t) {
    const children: Array<Paragraph | Table> = [
      new Paragraph({ alignment: AlignmentType.CENTER, children: [text(t.name, { bold: true, size: 34 })] }),
      new Paragraph({ alignment: AlignmentType.CENTER, children: [text(`${t.email} | ${t.phone} | ${t.location}`)] }),
    ];
    const body: Record<SectionKey, () => Array<Paragraph | Table>> = {
      summary: () => [para(t.summary)],
      experience: () => [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: t.experience.map(
            (e) =>
              new TableRow({
                children: [
                  cell([para(e.dates), para(e.location, { italics: true })], 24),
                  cell([para(e.title, { bold: true }), para(e.company), ...e.bullets.map(bullet)], 76),
                ],
              }),
          ),
        }),
      ],
      education: () => [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: t.education.map((e) => new TableRow({ children: [cell([para(e.degree, { bold: true })], 40), cell([para(e.institution)], 45), cell([para(e.year)], 15)] })),
        }),
      ],
      skills: () => [para(t.skills.join(", "))],
      projects: () => t.projects.flatMap((p) => [para(p.name, { bold: true }), ...p.bullets.map(bullet)]),
      certifications: () => t.certifications.map(bullet),
      languages: () => [para(t.languages.join(", "))],
    };
    for (const k of order(t, ["summary", "experience", "education", "skills", "projects", "certifications", "languages"])) children.push(ruledHeading(t.headings[k]!), ...body[k]());
    return pack([{ children }]);
  },
};

// --- 13. Two-column layout table --------------------------------------------------------------------------
const layoutTable: DocxTemplate = {
  id: "docx-layout-table",
  kind: "docx",
  size: "normal",
  about: "Word: two columns made of one borderless table row (sidebar cell with contact, skills, languages; main cell with the rest)",
  async render(t) {
    const side: Paragraph[] = [
      para("CONTACT", { bold: true }),
      para(t.phone),
      para(t.email),
      para(t.location),
      para(""),
      para(t.headings.skills!.toUpperCase(), { bold: true }),
      ...t.skills.map(bullet),
      para(""),
      para(t.headings.languages!.toUpperCase(), { bold: true }),
      ...t.languages.map((l) => para(l)),
    ];
    if (t.headings.certifications) side.push(para(""), para(t.headings.certifications.toUpperCase(), { bold: true }), ...t.certifications.map((c) => para(c)));
    const main: Paragraph[] = [
      para(t.name, { bold: true, size: 40 }),
      para(t.headline, { italics: true, size: 24 }),
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [text(t.headings.summary!)] }),
      para(t.summary),
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [text(t.headings.experience!)] }),
    ];
    for (const e of t.experience) {
      main.push(para(e.title, { bold: true }), para(`${e.company}, ${e.location} | ${e.dates}`, { italics: true }), ...e.bullets.map(bullet));
    }
    main.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [text(t.headings.education!)] }));
    for (const e of t.education) main.push(para(`${e.degree} – ${e.institution}, ${e.year}`));
    if (t.headings.projects) {
      main.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [text(t.headings.projects)] }));
      for (const p of t.projects) main.push(para(p.name, { bold: true }), ...p.bullets.map(bullet));
    }
    const layout = new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: TableBorders.NONE,
      rows: [new TableRow({ children: [cell(side, 32), cell(main, 68)] })],
    });
    return pack([{ children: [layout] }]);
  },
};

// --- 14. Name and contact in the page header ---------------------------------------------------------------
const headerDocx: DocxTemplate = {
  id: "docx-header",
  kind: "docx",
  size: "normal",
  about: "Word: name and contact details in the page header, Heading 1 sections, title and dates on one line split by a right tab",
  async render(t) {
    const header = new Header({
      children: [
        new Paragraph({ alignment: AlignmentType.CENTER, children: [text(t.name, { bold: true, size: 32 })] }),
        new Paragraph({ alignment: AlignmentType.CENTER, children: [text(`${t.location} · ${t.phone} · ${t.email}`, { size: 18 })] }),
      ],
    });
    const children: Paragraph[] = [];
    const body: Record<SectionKey, () => Paragraph[]> = {
      summary: () => [para(t.summary)],
      experience: () =>
        t.experience.flatMap((e) => [
          new Paragraph({
            tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
            children: [text(`${e.title}, ${e.company}`, { bold: true }), text(`\t${e.dates}`)],
          }),
          para(e.location, { italics: true }),
          ...e.bullets.map(bullet),
        ]),
      education: () => t.education.map((e) => para(`${e.degree}, ${e.institution} (${e.year})`)),
      skills: () => t.skills.map(bullet),
      projects: () => t.projects.flatMap((p) => [para(p.name, { bold: true }), ...p.bullets.map(bullet)]),
      certifications: () => t.certifications.map(bullet),
      languages: () => [para(t.languages.join(", "))],
    };
    for (const k of order(t, ["summary", "skills", "experience", "education", "certifications", "projects", "languages"])) {
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [text(t.headings[k]!)] }), ...body[k]());
    }
    return pack([{ headers: { default: header }, children }]);
  },
};

export const DOCX_TEMPLATES: DocxTemplate[] = [tableRows, layoutTable, headerDocx];
