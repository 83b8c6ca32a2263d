import { Document, Header, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from "docx";
import { describe, expect, it } from "vitest";
import { wordHtmlToText } from "./docx-text";
import { readResume } from "./read-resume";

const p = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });

const EXPERIENCE = [
  p("Experience", true),
  p("HR Generalist, Bajaj Allianz General Insurance, Pune, Jan 2021 - Present"),
  new Paragraph({ text: "Ran campus hiring for 120 graduate trainees a year across four cities", bullet: { level: 0 } }),
  new Paragraph({ text: "Cut time to hire from 41 to 28 days with structured interviews", bullet: { level: 0 } }),
  p("Education", true),
  p("MBA, Human Resources, Symbiosis Institute of Business Management, 2020"),
];

describe("DOCX layouts people make", () => {
  it("reads a name and contact line kept in the page header", async () => {
    const doc = new Document({
      sections: [
        {
          headers: { default: new Header({ children: [p("Ayesha D'Souza", true), p("Lucknow, UP · +91 95929 83568 · a.dsouza@hotmail.com")] }) },
          children: EXPERIENCE,
        },
      ],
    });
    const { parsed } = await readResume(new Uint8Array(await Packer.toBuffer(doc)));
    expect(parsed.name).toBe("Ayesha D'Souza");
    expect(parsed.email).toBe("a.dsouza@hotmail.com");
    expect(parsed.phone).toContain("95929 83568");
  });

  it("reads a page laid out as a sidebar cell and a main cell with the main cell first", async () => {
    const sidebar = new TableCell({ width: { size: 30, type: WidthType.PERCENTAGE }, children: [p("CONTACT", true), p("+91 67750 14106"), p("qureshi.manoj@yahoo.co.in"), p("Pune, Maharashtra"), p("SKILLS", true), p("Recruitment"), p("HRMS")] });
    const main = new TableCell({ width: { size: 70, type: WidthType.PERCENTAGE }, children: [p("Manoj Qureshi", true), p("HR Generalist"), ...EXPERIENCE] });
    const doc = new Document({ sections: [{ children: [new Table({ rows: [new TableRow({ children: [sidebar, main] })] })] }] });
    const { parsed, text } = await readResume(new Uint8Array(await Packer.toBuffer(doc)));
    expect(text.split("\n")[0]).toBe("Manoj Qureshi");
    expect(parsed.name).toBe("Manoj Qureshi");
    expect(parsed.email).toBe("qureshi.manoj@yahoo.co.in");
    expect(parsed.skills).toEqual(expect.arrayContaining(["Recruitment"]));
  });
});

describe("mammoth's HTML as lines", () => {
  it("joins runs of one word, ends a line at each paragraph and cell, and marks list items", () => {
    expect(wordHtmlToText("<p><strong>Jo</strong>hn Smith</p><p>R&amp;D &lt;team&gt;</p><ul><li>One</li><li>Two</li></ul>")).toBe("John Smith\nR&D <team>\n\n• One\n\n• Two");
  });

  it("puts the fuller of two side-by-side cells first, and leaves a table of several rows alone", () => {
    const layout = "<table><tr><td><p>Pune</p></td><td><p>Manoj Qureshi</p><p>HR Generalist</p></td></tr></table><p>After</p>";
    expect(wordHtmlToText(layout)).toBe("Manoj Qureshi\nHR Generalist\n\nPune\n\nAfter");
    expect(wordHtmlToText("<table><tr><td>a</td><td>bbb</td></tr><tr><td>c</td><td>d</td></tr></table>")).toBe("a\nbbb\n\nc\nd");
  });
});
