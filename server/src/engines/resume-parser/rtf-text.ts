// Destinations whose content is not document text.
const SKIP_DESTINATIONS = new Set(["fonttbl", "colortbl", "stylesheet", "info", "pict", "header", "footer", "object", "themedata", "datastore", "latentstyles", "listtable", "listoverridetable", "rsidtbl", "generator", "xmlnstbl", "mmathPr"]);

const CP1252: Record<number, string> = { 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—", 0x85: "…", 0x80: "€" };

/** A small RTF reader: keeps text, paragraph breaks, tabs and escaped characters; drops control words. */
export function rtfToText(rtf: string): string {
  let out = "";
  let depth = 0;
  let skipDepth = -1; // depth at which an ignored destination started
  let ucSkip = 0; // characters to skip after a \uN escape
  let i = 0;
  const emit = (s: string) => {
    if (skipDepth < 0) out += s;
  };
  while (i < rtf.length) {
    const ch = rtf[i]!;
    if (ch === "{") {
      depth++;
      i++;
      continue;
    }
    if (ch === "}") {
      if (skipDepth === depth) skipDepth = -1;
      depth--;
      i++;
      continue;
    }
    if (ch === "\\") {
      const next = rtf[i + 1] ?? "";
      if (next === "\\" || next === "{" || next === "}") {
        emit(next);
        i += 2;
        continue;
      }
      if (next === "'") {
        const code = parseInt(rtf.slice(i + 2, i + 4), 16);
        if (ucSkip > 0) ucSkip--;
        else emit(CP1252[code] ?? String.fromCharCode(code));
        i += 4;
        continue;
      }
      if (next === "*") {
        if (skipDepth < 0) skipDepth = depth;
        i += 2;
        continue;
      }
      if (next === "~") { emit(" "); i += 2; continue; }
      if (next === "-" || next === "_") { i += 2; continue; }
      if (next === "\n" || next === "\r") { emit("\n"); i += 2; continue; }
      const m = /^([a-zA-Z]+)(-?\d+)? ?/.exec(rtf.slice(i + 1, i + 40));
      if (!m) { i += 2; continue; }
      const [all, word = "", arg] = m;
      i += 1 + all.length;
      if (SKIP_DESTINATIONS.has(word)) { if (skipDepth < 0) skipDepth = depth; continue; }
      if (word === "par" || word === "line" || word === "row" || word === "sect" || word === "page") emit("\n");
      else if (word === "tab" || word === "cell") emit("\t");
      else if (word === "bullet") emit("•");
      else if (word === "emdash") emit("—");
      else if (word === "endash") emit("–");
      else if (word === "u" && arg !== undefined) {
        let code = Number(arg);
        if (code < 0) code += 65536;
        emit(String.fromCharCode(code));
        ucSkip = 1;
      }
      continue;
    }
    if (ch === "\r" || ch === "\n") { i++; continue; }
    if (ucSkip > 0) { ucSkip--; i++; continue; }
    emit(ch);
    i++;
  }
  return out.split("\n").map((l) => l.replace(/[ \t]+$/g, "")).join("\n").trim();
}
