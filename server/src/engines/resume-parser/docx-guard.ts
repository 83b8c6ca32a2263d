import yauzl from "yauzl";
import { ResumeReadError } from "./errors";
import { DOCUMENT_LIMITS, formatCount, formatMegabytes } from "./limits";

/** Parts the reader needs besides what mammoth reads: page headers (mammoth leaves them out). */
export interface DocxParts {
  /** word/header*.xml, in name order. */
  headers: string[];
}

const HEADER = /^word\/header\d*\.xml$/;

/** Pictures and embedded files are never read for text (mammoth is told to skip images). */
const NOT_READ = /^(word\/media\/|word\/embeddings\/|customXml\/|docProps\/thumbnail)/;

const tooBig = (limit: number) =>
  new ResumeReadError(
    "too-large",
    `This DOCX expands to more than ${formatMegabytes(limit)} when opened (a resume is far smaller), so it was not read. Please save it again from your editor or upload a PDF.`,
  );

/**
 * Checks a DOCX zip before it is opened for text: the entry count, the sizes its directory declares,
 * and then the real inflated size of every part that will be read (streamed and discarded, so a
 * header that lies about a zip bomb's size is caught with bounded memory).
 */
export async function checkDocxInflation(bytes: Uint8Array, limit: number = DOCUMENT_LIMITS.maxDocxInflatedBytes): Promise<DocxParts> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (err, z) =>
      err || !z ? reject(new ResumeReadError("corrupt", undefined, { cause: err })) : resolve(z),
    ),
  );
  if (zip.entryCount > DOCUMENT_LIMITS.maxDocxEntries) {
    zip.close();
    throw new ResumeReadError("too-large", `This DOCX holds ${formatCount(zip.entryCount)} files inside it (a resume has a few dozen), so it was not read.`);
  }
  let total = 0;
  const headers: Array<{ name: string; xml: string }> = [];
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("error", reject);
      zip.on("end", resolve);
      zip.on("entry", (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith("/") || NOT_READ.test(entry.fileName)) return zip.readEntry();
        total += entry.uncompressedSize;
        if (total > limit) return reject(tooBig(limit));
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error("no stream"));
          let seen = 0;
          const keep = HEADER.test(entry.fileName) ? ([] as Buffer[]) : null;
          stream.on("data", (chunk: Buffer) => {
            seen += chunk.length;
            if (seen > entry.uncompressedSize || total - entry.uncompressedSize + seen > limit) stream.destroy(tooBig(limit));
            else keep?.push(chunk);
          });
          stream.on("error", reject);
          stream.on("end", () => {
            if (keep) headers.push({ name: entry.fileName, xml: Buffer.concat(keep).toString("utf8") });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  } catch (error) {
    if (error instanceof ResumeReadError) throw error;
    // yauzl's own size check ("too many bytes in the stream") means the directory lied: a bomb.
    if (/too many bytes|expected \d+ bytes/i.test((error as Error).message ?? "")) throw tooBig(limit);
    throw new ResumeReadError("corrupt", undefined, { cause: error });
  } finally {
    zip.close();
  }
  headers.sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }));
  return { headers: headers.map((h) => h.xml) };
}
