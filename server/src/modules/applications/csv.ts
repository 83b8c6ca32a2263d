/**
 * RFC 4180 CSV for spreadsheets: CRLF line ends, fields quoted when they hold a comma, quote or line break, and a
 * byte order mark so Excel reads UTF-8 (₹, Indian scripts). A cell that starts like a formula (=, +, -, @) gets a
 * leading apostrophe, so a note or title can never run as a formula when the file is opened.
 */
export function csvCell(value: string): string {
  let v = value;
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function toCsv(rows: string[][]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
