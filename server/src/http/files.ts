import type { Response } from "express";

/** A file part as multer (run by the validator) leaves it on the request. */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  buffer: Buffer;
}

/**
 * The uploaded file in a multipart field. The validator runs multer, so req.files is an array; a text field with
 * the file's name would pass validation, so handlers check here that a file really came.
 */
export function uploadedFile(req: { files?: unknown }, name: string): UploadedFile | undefined {
  const files = (req.files ?? []) as UploadedFile[];
  return Array.isArray(files) ? files.find((f) => f.fieldname === name) : undefined;
}

/**
 * Content-Disposition for a download (RFC 6266): always a quoted ASCII name, which every client reads, plus
 * filename* when the real name has other characters (Devanagari, accents).
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "");
  return ascii === fileName ? `attachment; filename="${ascii}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

/** Percent-encoding as RFC 5987 wants it: encodeURIComponent leaves ' ( ) * as they are. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Sends a generated file as a download; a user's documents are never kept by a shared cache. */
export function sendDownload(res: Response, file: { body: Buffer | Uint8Array | string; fileName: string; type: string }): void {
  const body = typeof file.body === "string" ? Buffer.from(file.body, "utf8") : file.body;
  res
    .status(200)
    .setHeader("Content-Disposition", attachmentHeader(file.fileName))
    .setHeader("Content-Type", file.type)
    .setHeader("Content-Length", String(body.byteLength))
    .setHeader("Cache-Control", "private, no-store");
  res.end(body);
}

export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
