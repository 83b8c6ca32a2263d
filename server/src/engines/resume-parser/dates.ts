const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const YEAR = String.raw`(?:19|20)\d{2}`;
const DATE = String.raw`(?:${MONTH}\.?\s*[,']?\s*(?:${YEAR}|'?\d{2}\b)|\b(?:0?[1-9]|1[0-2])[/.-]${YEAR}|\b${YEAR}[/.-](?:0?[1-9]|1[0-2])\b|\b${YEAR}\b)`;
const ONGOING = String.raw`(?:present|current(?:ly)?|till\s+date|till\s+now|to\s+date|todate|now|ongoing|today|date)`;
const SEP = String.raw`\s*(?:-|–|—|~|to|till|until|through|upto|up\s+to)\s*`;

/** A date range such as "Jan 2020 – Present", "01/2019 - 12/2021", "2019-2021", "June 2011 to till date". */
export const DATE_RANGE = new RegExp(String.raw`(${DATE})${SEP}(${DATE}|${ONGOING})\b`, "i");
const SINCE = new RegExp(String.raw`\b(?:since|from)\s+(${DATE})`, "i");
const SINGLE = new RegExp(DATE, "i");

/** Normalises one date: "January, 2020" → "Jan 2020", "01/2020" → "Jan 2020", "till date" → "Present". */
export function normaliseDate(raw: string): string {
  const s = raw.trim().toLowerCase();
  if (new RegExp(`^${ONGOING}$`, "i").test(s)) return "Present";
  const month = new RegExp(`^(${MONTH})\\.?\\s*[,']?\\s*'?(\\d{2,4})$`, "i").exec(s);
  if (month) {
    const idx = MONTHS.indexOf(month[1]!.slice(0, 3));
    const y = month[2]!.length === 2 ? `20${month[2]}` : month[2]!;
    return `${cap(MONTHS[idx]!)} ${y}`;
  }
  const mY = /^(\d{1,2})[/.-](\d{4})$/.exec(s);
  if (mY) return `${cap(MONTHS[Number(mY[1]) - 1] ?? "")} ${mY[2]}`.trim();
  const yM = /^(\d{4})[/.-](\d{1,2})$/.exec(s);
  if (yM) return `${cap(MONTHS[Number(yM[2]) - 1] ?? "")} ${yM[1]}`.trim();
  return raw.trim();
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export interface FoundRange {
  start: string;
  end: string;
  /** Index and length of the matched text in the line, to cut it out. */
  index: number;
  length: number;
}

/** The first date range in a line ("since 2019" counts as ongoing); null when there is none. */
export function findDateRange(line: string): FoundRange | null {
  const r = DATE_RANGE.exec(line);
  if (r) return { start: normaliseDate(r[1]!), end: normaliseDate(r[2]!), index: r.index, length: r[0].length };
  const s = SINCE.exec(line);
  if (s) return { start: normaliseDate(s[1]!), end: "Present", index: s.index, length: s[0].length };
  return null;
}

/** A lone date on a short line ("March 2019"), used for single-date roles. */
export function findSingleDate(line: string): FoundRange | null {
  const m = SINGLE.exec(line);
  if (!m || line.trim().length > 40) return null;
  return { start: normaliseDate(m[0]), end: "", index: m.index, length: m[0].length };
}
