import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE, mountClient } from "./static-files";

const JS = "export const answer = 42;\n".repeat(100);
let app: express.Express;

beforeAll(() => {
  // A built web app in miniature: a hashed bundle with its brotli and gzip copies, and index.html.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Hirewise</title>");
  fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  const bundle = path.join(dist, "assets/index-AbC123.js");
  fs.writeFileSync(bundle, JS);
  fs.writeFileSync(`${bundle}.br`, zlib.brotliCompressSync(JS));
  fs.writeFileSync(`${bundle}.gz`, zlib.gzipSync(JS));
  app = express();
  mountClient(app, dist);
});

const text = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (c: Buffer) => chunks.push(c));
  res.on("end", () => done(null, Buffer.concat(chunks)));
};

describe("serving the built web app", () => {
  it("sends the brotli copy of a hashed bundle to a browser that takes brotli, cached for a year", async () => {
    const res = await request(app).get("/assets/index-AbC123.js").set("Accept-Encoding", "gzip, deflate, br").buffer(true).parse(text);
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    // supertest decodes the body; the length on the wire is the brotli copy's.
    expect(Number(res.headers["content-length"])).toBe(zlib.brotliCompressSync(JS).length);
    expect((res.body as Buffer).toString()).toBe(JS);
  });

  it("sends the gzip copy when brotli is not accepted, and the file itself when nothing is", async () => {
    const gz = await request(app).get("/assets/index-AbC123.js").set("Accept-Encoding", "gzip").buffer(true).parse(text);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(Number(gz.headers["content-length"])).toBe(zlib.gzipSync(JS).length);
    expect((gz.body as Buffer).toString()).toBe(JS);
    const plain = await request(app).get("/assets/index-AbC123.js").set("Accept-Encoding", "identity").buffer(true).parse(text);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect((plain.body as Buffer).toString()).toBe(JS);
  });

  it("revalidates index.html on every visit and serves it for client routes", async () => {
    for (const p of ["/", "/dashboard", "/jobs?q=sql"]) {
      const res = await request(app).get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers["cache-control"], p).toBe("no-cache");
      expect(res.text, p).toContain("<title>Hirewise</title>");
    }
  });

  it("answers a bundle file that is not there with a 404, never with index.html", async () => {
    const res = await request(app).get("/assets/index-OldHash.js");
    expect(res.status).toBe(404);
    expect(res.text).not.toContain("<title>");
  });

  it("lets other files be cached for an hour", async () => {
    const res = await request(app).get("/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });
});
