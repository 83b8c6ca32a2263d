/** A word of the text, with its position; `norm` is the lowercased form used for matching. */
export interface Token {
  norm: string;
  raw: string;
  start: number;
  end: number;
}

// Words keep the characters that make tech names distinct: C++, C#, .NET, Node.js, ASP.NET.
// Hyphens, slashes and other punctuation separate words ("Java-based", "HTML/CSS").
const WORD = /\.?[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*(?:\+\+|#|\+)?/g;

/**
 * Splits text into tokens. A dotted word ("Node.js", "abc.com") stays whole only when `dotted`
 * knows it; otherwise its parts become separate tokens so "Java.Spring" still finds both.
 */
export function tokenize(text: string, dotted?: ReadonlySet<string>): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    const start = m.index;
    const norm = raw.toLowerCase();
    if (!norm.includes(".") || !dotted || dotted.has(norm)) {
      out.push({ norm, raw, start, end: start + raw.length });
      continue;
    }
    let offset = start;
    for (const part of raw.split(".")) {
      if (part) out.push({ norm: part.toLowerCase(), raw: part, start: offset, end: offset + part.length });
      offset += part.length + 1;
    }
  }
  return out;
}
