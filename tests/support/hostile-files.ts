import zlib from "node:zlib";

/**
 * Hostile documents, built at test time (nothing large is committed): each is small on the wire and
 * designed to cost a naive reader minutes of CPU or gigabytes of memory.
 */

const TEXT = (s: string) => Buffer.from(s, "latin1");

/** A PDF from object bodies (object n = bodies[n-1], the catalog is object 1), with a correct xref. */
export function buildPdf(bodies: Array<string | { dict: string; data: Buffer }>, options: { root?: number } = {}): Buffer {
  const parts: Buffer[] = [TEXT("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  bodies.forEach((body, i) => {
    offsets.push(offset);
    const chunk =
      typeof body === "string"
        ? TEXT(`${i + 1} 0 obj\n${body}\nendobj\n`)
        : Buffer.concat([TEXT(`${i + 1} 0 obj\n${body.dict.replace(/>>\s*$/, "")} /Length ${body.data.length} >>\nstream\n`), body.data, TEXT("\nendstream\nendobj\n")]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [`xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)].join("");
  parts.push(TEXT(`${xref}trailer\n<< /Size ${bodies.length + 1} /Root ${options.root ?? 1} 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";
const page = (contents: string, extra = "") =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} /Resources << /Font << /F1 3 0 R >> >> ${extra}>>`;

const RESUME_LINES = [
  "Priya Raman",
  "priya.raman@example.com  +91 98450 12345  Chennai",
  "Experience",
  "Staff Nurse, Apollo Hospitals, 2019 - Present",
  "Cared for 30 patients a shift in the cardiac ward.",
  "Education",
  "B.Sc Nursing, Madras Medical College, 2018",
  "Skills",
  "Patient care, IV therapy, BLS, Electronic health records",
];

function textStream(lines: string[]): string {
  const ops = lines.map((l, i) => `BT /F1 11 Tf 56 ${740 - i * 16} Td (${l.replace(/[()\\]/g, "\\$&")}) Tj ET`);
  return ops.join("\n");
}

/** A one-page PDF with a short resume in it: the normal upload that must keep working. */
export function normalPdf(): Buffer {
  const content = Buffer.from(textStream(RESUME_LINES), "latin1");
  return buildPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
    FONT,
    page("5 0 R"),
    { dict: "<< >>", data: content },
  ]);
}

/** Deflates `total` bytes made of `chunk` repeated, without ever holding them: about 1,000:1. */
async function deflateRepeated(chunk: Buffer, total: number, raw: boolean) {
  const stream = raw ? zlib.createDeflateRaw({ level: 9, memLevel: 9 }) : zlib.createDeflate({ level: 9, memLevel: 9 });
  const out: Buffer[] = [];
  stream.on("data", (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => stream.on("end", resolve));
  const block = Buffer.concat(Array.from({ length: Math.max(1, Math.floor((1 << 20) / chunk.length)) }, () => chunk));
  let crc = 0;
  let size = 0;
  while (size < total) {
    if (!stream.write(block)) await new Promise((resolve) => stream.once("drain", resolve));
    crc = zlib.crc32(block, crc);
    size += block.length;
  }
  stream.end();
  await done;
  return { data: Buffer.concat(out), crc, size };
}

/** A PDF whose one content stream inflates to `megabytes` MB (the report: 0.9 MB on the wire → 300 MB). */
export async function deflateBombPdf(megabytes = 300): Promise<Buffer> {
  const { data } = await deflateRepeated(Buffer.from("BT /F1 11 Tf 56 700 Td (Experience) Tj ET\n", "latin1"), megabytes * 1024 * 1024, false);
  return buildPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
    FONT,
    page("5 0 R"),
    { dict: "<< /Filter /FlateDecode >>", data },
  ]);
}

/** `pages` pages that all reuse one content stream (the report: 50,000 pages in 4.5 MB). */
export function manyPagesPdf(pages = 20_000): Buffer {
  const first = 5;
  const kids = Array.from({ length: pages }, (_, i) => `${first + i} 0 R`).join(" ");
  return buildPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    FONT,
    { dict: "<< >>", data: Buffer.from(textStream(RESUME_LINES), "latin1") },
    ...Array.from({ length: pages }, () => page("4 0 R")),
  ]);
}

/** A page whose dictionary nests arrays and dictionaries `depth` levels deep. */
export function deeplyNestedPdf(depth = 100_000): Buffer {
  const nested = "[".repeat(depth) + "]".repeat(depth) + " " + "<< /A ".repeat(depth / 10) + "1" + " >>".repeat(depth / 10);
  return buildPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
    FONT,
    page("5 0 R", `/Nest ${nested} `),
    { dict: "<< >>", data: Buffer.from(textStream(["x"]), "latin1") },
  ]);
}

/** The normal PDF cut off part-way, as an interrupted download leaves it. */
export function truncatedPdf(): Buffer {
  const pdf = normalPdf();
  return pdf.subarray(0, Math.floor(pdf.length * 0.45));
}

/** A PDF whose cross-reference table, trailer and catalog all point at nothing. */
export function brokenXrefPdf(): Buffer {
  const pdf = normalPdf().toString("latin1");
  const at = pdf.indexOf("xref\n");
  const garbage = "xref\n0 9\n" + "9999999999 00000 n \n".repeat(9) + "trailer\n<< /Size 9 /Root 77 0 R >>\nstartxref\n123456789\n%%EOF\n";
  return Buffer.from(pdf.slice(0, at).replace("/Type /Catalog", "/Type /Nothing") + garbage, "latin1");
}

/** An RTF that is 1 MB of nested groups around one word. */
export function nestedGroupsRtf(bytes = 1024 * 1024): Buffer {
  const depth = Math.floor(bytes / 2);
  return Buffer.from(`{\\rtf1\\ansi ${"{".repeat(depth)}resume${"}".repeat(depth)}}`, "latin1");
}

interface ZipEntry {
  name: string;
  compressed: Buffer;
  crc: number;
  size: number;
  /** What the headers claim the entry inflates to (a lying zip bomb says less than `size`). */
  declaredSize?: number;
}

function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, "utf8");
    const declared = e.declaredSize ?? e.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.compressed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, e.compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.compressed.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + e.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const small = (name: string, text: string): ZipEntry => {
  const raw = Buffer.from(text, "utf8");
  return { name, compressed: zlib.deflateRawSync(raw), crc: zlib.crc32(raw), size: raw.length };
};

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/**
 * A DOCX whose word/document.xml inflates to `megabytes` MB (the report: 1.2 MB → 400 MB). With
 * `lying`, its headers claim a few kilobytes, so only a reader that counts real bytes notices.
 */
export async function zipBombDocx(megabytes = 400, lying = false): Promise<Buffer> {
  const head = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>`);
  // The body never closes: no reader should get that far.
  const paragraphs = await deflateRepeated(Buffer.from("<w:p><w:r><w:t>Experience</w:t></w:r></w:p>"), megabytes * 1024 * 1024, true);
  const headDeflated = zlib.deflateRawSync(head, { finishFlush: zlib.constants.Z_FULL_FLUSH });
  // A full flush ends on a byte boundary, so the two raw deflate streams concatenate into one.
  const document: ZipEntry = {
    name: "word/document.xml",
    compressed: Buffer.concat([headDeflated, paragraphs.data]),
    crc: 0,
    size: head.length + paragraphs.size,
    ...(lying ? { declaredSize: 4096 } : {}),
  };
  return zip([small("[Content_Types].xml", CONTENT_TYPES), small("_rels/.rels", RELS), document]);
}

/** A small valid DOCX with a short resume in it. */
export function normalDocx(): Buffer {
  const body = RESUME_LINES.map((l) => `<w:p><w:r><w:t xml:space="preserve">${l}</w:t></w:r></w:p>`).join("");
  return zip([
    small("[Content_Types].xml", CONTENT_TYPES),
    small("_rels/.rels", RELS),
    small("word/document.xml", `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}</w:body></w:document>`),
  ]);
}
