import fs from "node:fs";
import path from "node:path";
import type { Express, Request, Response } from "express";
import expressStaticGzip from "express-static-gzip";

/** Hashed file names never change content: a year, and no revalidation. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The built web app. Vite names every bundle file by its content hash (client/dist/assets/*), and the build writes a
 * brotli and a gzip copy of each beside it: those are sent as they are (brotli first when the browser takes it), so
 * assets are never compressed per request. index.html must be revalidated every time (it names the current
 * bundle); other files (favicon) may be kept an hour. Any path that is not a file gets index.html (client routing).
 */
export function mountClient(app: Express, dist: string) {
  const index = path.join(dist, "index.html");
  app.use(
    expressStaticGzip(dist, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: {
        index: false,
        setHeaders(res, file) {
          const rel = path.relative(dist, file).split(path.sep).join("/");
          if (rel.startsWith("assets/")) res.setHeader("Cache-Control", IMMUTABLE);
          else if (/^index\.html(\.br|\.gz)?$/.test(rel)) res.setHeader("Cache-Control", "no-cache");
          else res.setHeader("Cache-Control", "public, max-age=3600");
        },
      },
    }),
  );
  app.get("/{*splat}", (req, res) => {
    if (req.path.startsWith("/assets/")) {
      // A bundle file that is not there (an old page after a deploy): a plain 404, never index.html as JavaScript.
      return res.status(404).type("text/plain").send("Not found");
    }
    if (fs.existsSync(index)) {
      res.setHeader("Cache-Control", "no-cache");
      return sendPrecompressed(req, res, index, "html");
    }
    res.status(503).type("text/plain").send("The web app has not been built yet. Run `npm run build` (npm start does it for you).");
  });
}

/** Sends `file` as its .br or .gz copy when the client accepts that encoding and the copy exists. */
export function sendPrecompressed(req: Request, res: Response, file: string, type: string) {
  res.vary("Accept-Encoding");
  res.type(type);
  for (const [encoding, ext] of [["br", ".br"], ["gzip", ".gz"]] as const) {
    if (req.acceptsEncodings(encoding) === encoding && fs.existsSync(file + ext)) {
      res.setHeader("Content-Encoding", encoding);
      return res.sendFile(file + ext);
    }
  }
  return res.sendFile(file);
}
