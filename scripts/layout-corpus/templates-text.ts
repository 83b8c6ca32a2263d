/**
 * Plain-text and Markdown resume templates. The plain-text one is hard-wrapped at 78 columns the way
 * text resumes pasted from email are, with bullet continuations indented; the Markdown one is what a
 * developer keeps in a repository. Both are pure functions of the truth (no browser), so the unit test
 * can check them cheaply.
 */
import type { ResumeTruth, SectionKey, Size } from "./truth";

export interface TextTemplate {
  id: string;
  kind: "txt" | "md";
  size: Size;
  about: string;
  render(t: ResumeTruth): string;
}

/** Greedy word wrap: the first line starts with `first`, the rest with `rest`. */
export function wrap(s: string, width: number, first = "", rest = ""): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of s.split(/\s+/).filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line);
      line = rest + word;
    } else line += (empty ? "" : " ") + word;
    empty = false;
  }
  lines.push(line);
  return lines;
}

const order = (t: ResumeTruth, keys: SectionKey[]) => keys.filter((k) => t.headings[k]);

// --- 15. Plain text, hard-wrapped --------------------------------------------------------------------------
const plain: TextTemplate = {
  id: "txt-plain",
  kind: "txt",
  size: "normal",
  about: "plain text hard-wrapped at 78 columns, UPPERCASE headings underlined with dashes, '*' bullets with indented continuation lines",
  render(t) {
    const W = 78;
    const out: string[] = [t.name.toUpperCase(), `${t.location} | ${t.phone} | ${t.email}`, ""];
    const body: Record<SectionKey, () => string[]> = {
      summary: () => wrap(t.summary, W),
      experience: () =>
        t.experience.flatMap((e, i) => [...(i ? [""] : []), `${e.title}, ${e.company}, ${e.location}`, e.dates, ...e.bullets.flatMap((b) => wrap(b, W, "  * ", "    "))]),
      education: () => t.education.map((e) => `${e.degree}, ${e.institution}, ${e.year}`),
      skills: () => wrap(t.skills.join(", "), W),
      projects: () => t.projects.flatMap((p) => [p.name, ...p.bullets.flatMap((b) => wrap(b, W, "  * ", "    "))]),
      certifications: () => t.certifications.flatMap((c) => wrap(c, W, "  * ", "    ")),
      languages: () => [t.languages.join(", ")],
    };
    for (const k of order(t, ["summary", "experience", "education", "skills", "projects", "certifications", "languages"])) {
      const h = t.headings[k]!.toUpperCase();
      out.push(h, "-".repeat(h.length), ...body[k](), "");
    }
    return out.join("\n").trimEnd() + "\n";
  },
};

// --- 16. Markdown --------------------------------------------------------------------------------------------
const markdown: TextTemplate = {
  id: "md-resume",
  kind: "md",
  size: "normal",
  about: "Markdown: '#' name, '##' sections, '### Title — Company' roles with an italic dates line, '-' bullets",
  render(t) {
    const out: string[] = [`# ${t.name}`, "", `**${t.headline}**  `, `${t.email} · ${t.phone} · ${t.location}`, ""];
    const body: Record<SectionKey, () => string[]> = {
      summary: () => [t.summary],
      experience: () => t.experience.flatMap((e) => [`### ${e.title} — ${e.company}`, `*${e.dates} · ${e.location}*`, "", ...e.bullets.map((b) => `- ${b}`), ""]),
      education: () => t.education.map((e) => `- **${e.degree}**, ${e.institution}, ${e.year}`),
      skills: () => t.skills.map((s) => `- ${s}`),
      projects: () => t.projects.flatMap((p) => [`**${p.name}**`, "", ...p.bullets.map((b) => `- ${b}`), ""]),
      certifications: () => t.certifications.map((c) => `- ${c}`),
      languages: () => [t.languages.join(", ")],
    };
    for (const k of order(t, ["summary", "skills", "experience", "projects", "education", "certifications", "languages"])) {
      out.push(`## ${t.headings[k]}`, "", ...body[k](), "");
    }
    return out.join("\n").replace(/\n{3,}/g, "\n\n").trimEnd() + "\n";
  },
};

export const TEXT_TEMPLATES: TextTemplate[] = [plain, markdown];
