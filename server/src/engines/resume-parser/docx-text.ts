import mammoth from "mammoth";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * Text of a DOCX. Converting to HTML (rather than raw text) keeps each table cell, paragraph and
 * list item on its own line, and marks list items with a bullet so the parser sees them as bullets.
 */
export async function docxToText(bytes: Uint8Array): Promise<string> {
  // Pictures are never opened: only text is wanted, and an image can be a bomb of its own.
  const skipImages = mammoth.images.imgElement(() => Promise.resolve({ src: "" }));
  const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, { convertImage: skipImages });
  return htmlToLines(html);
}

export function htmlToLines(html: string): string {
  return html
    .replace(/<li[^>]*>/gi, "\n• ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|li|h[1-6]|td|th|tr|table|ul|ol|div)>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (m, code: string) => {
      if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(parseInt(code.slice(1), 10));
      return ENTITIES[code.toLowerCase()] ?? m;
    })
    .split("\n")
    .map((l) => l.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
