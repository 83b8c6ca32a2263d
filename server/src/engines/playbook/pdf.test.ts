import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { renderPlaybookPdf } from "./pdf";
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
