import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

// Run from the repo root: `vite build --config client/vite.config.ts` (npm run build) or `npm run dev:web`.
const clientDir = fileURLToPath(new URL(".", import.meta.url));
const apiTarget = process.env.HIREWISE_API_URL ?? "http://127.0.0.1:8080";
// `npm run dev:mock` points the proxy at Prism, which serves the contract's paths without the /api/v1 prefix.
const stripPrefix = process.env.HIREWISE_API_STRIP_PREFIX;

/**
 * The checkout opens Razorpay with VITE_RAZORPAY_KEY_ID (environment or client/.env*). Without it, the server's
 * RAZORPAY_KEY_ID (a key id is public; the secret never reaches the build) stands in, so
 * `RAZORPAY_KEY_ID=... npm start` configures both. A `define` leaves import.meta.env's other keys alone.
 */
function razorpayKeyDefine(mode: string): Record<string, string> {
  const fromVite = loadEnv(mode, clientDir, "VITE_").VITE_RAZORPAY_KEY_ID?.trim();
  const fromServer = process.env.RAZORPAY_KEY_ID?.trim();
  return !fromVite && fromServer ? { "import.meta.env.VITE_RAZORPAY_KEY_ID": JSON.stringify(fromServer) } : {};
}

export default defineConfig(({ mode }) => ({
  root: clientDir,
  define: razorpayKeyDefine(mode),
  publicDir: `${clientDir}public`,
  plugins: [
    react(),
    // Brotli (best quality) and gzip copies of every text asset, written beside it at build time; the server sends
    // them as they are (server/src/http/static-files.ts), so nothing is compressed per request. Source maps are not.
    // The gzip copies come from Zopfli: plain gzip that any browser reads, about 4% smaller than zlib's level 9.
    compression({
      algorithms: [
        defineAlgorithm("brotliCompress", { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm(async (buf) => Buffer.from(await gzipAsync(new Uint8Array(buf as ArrayBufferLike), { numiterations: 15 })), {}),
      ],
      include: /\.(html|js|css|svg|json|txt)$/,
      threshold: 512,
      skipIfLargerOrEqual: true,
      logLevel: "silent",
    }),
  ],
  resolve: {
    // The loader animation uses shape layers only: lottie's light SVG player has no expression engine (no eval) and is smaller.
    // lottie-react's package.json "browser" field points at a UMD build whose default export arrives as an object: use its ES build.
    alias: [
      { find: /^lottie-web$/, replacement: "lottie-web/build/player/lottie_light.js" },
      { find: /^lottie-react$/, replacement: "lottie-react/build/index.es.js" },
    ],
  },
  build: {
    outDir: `${clientDir}dist`,
    emptyOutDir: true,
    sourcemap: true,
    // Chakra UI is one large vendor chunk by design; every screen is its own chunk.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Everything the first page needs whatever the route (React, the router, Chakra, the app shell) in one file:
        // one request, and it compresses better than a dozen shared fragments (docs/PERFORMANCE.md, bench:web).
        codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": {
        target: apiTarget,
        changeOrigin: true,
        rewrite: stripPrefix ? (path) => path.replace(new RegExp(`^${stripPrefix}`), "") || "/" : undefined,
      },
    },
  },
  preview: { port: 4173 },
}));
