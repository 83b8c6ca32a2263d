import zlib from "node:zlib";
import compression from "compression";
import type { Request, Response } from "express";

/** Types worth compressing per request: JSON (API answers, problems) and text. Documents (.pdf, .docx) never. */
const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript|xml)|text\/|image\/svg\+xml)/;

/**
 * On-the-fly brotli (quality 4: fast, about gzip's speed at better size) or gzip for JSON and text answers over
 * 1 KB. Precompressed static files already carry Content-Encoding, which the middleware leaves alone.
 */
export const compressResponses = compression({
  threshold: 1024,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  filter: (req: Request, res: Response) => {
    const type = String(res.getHeader("Content-Type") ?? "");
    return COMPRESSIBLE.test(type) && compression.filter(req, res);
  },
});
