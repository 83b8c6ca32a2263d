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

/** Chakra recipe files of client/src/app/theme-more.ts (theme.test.ts checks the list against it). */
export const LATE_RECIPES = [
  "accordion", "avatar", "badge", "blockquote", "card", "checkbox", "checkmark", "code", "data-list", "empty-state", "fieldset",
  "input-addon", "kbd", "native-select", "progress", "progress-circle", "radio-card", "radiomark", "select", "skeleton", "stat",
  "switch", "table", "tabs", "tag", "textarea",
];

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
      // Chakra's theme module builds its default config with `defineConfig({...})` (an identity function) at the top
      // level; unmarked, the bundler keeps that call and with it all 76 of Chakra's recipes, though the app builds
      // its own system from the recipes it uses (client/src/app/theme.ts, theme-more.ts).
      treeshake: { manualPureFunctions: ["defineConfig"] },
      output: {
        // Everything the first page needs whatever the route (React, the router, Chakra, the app shell) in one file:
        // one request, and it compresses better than a dozen shared fragments (docs/PERFORMANCE.md, bench:web).
        // The recipes theme-more.ts adds (client/src/app/theme.ts) are their own chunk, loaded with the first screen past
        // the sign-in ones: every recipe is reachable from Chakra's main module, which would put them all in "app".
        codeSplitting: {
          groups: [
            { name: "theme-more", test: new RegExp(`@chakra-ui/react/dist/esm/theme/recipes/(${LATE_RECIPES.join("|")})\\.js$`), priority: 2, includeDependenciesRecursively: false },
            { name: "app", tags: ["$initial"], priority: 1 },
            // The form parts every screen with a form shares, the sign-in screens first (Chakra and Ark's field, input
            // and alert, the mutation hook, the app's form field and error alert): one file that compresses as one,
            // instead of a dozen fragments of a few hundred bytes each.
            {
              name: "forms",
              test: /(@ark-ui\/react\/dist\/(components\/field\/|components\/factory|utils\/(create-context|compose-refs|create-split-props|use-safe-layout-effect)|components\/fieldset\/use-fieldset-context|providers\/environment\/use-environment-context|_virtual\/)|@zag-js\/(auto-resize\/|dom-query\/dist\/(node|computed-style)|core\/dist\/merge-props|utils\/dist\/(functions|guard))|@chakra-ui\/react\/dist\/esm\/(components\/(field\/field|input\/input|alert\/alert|icons|icon\/(icon|create-icon)|grid\/grid|simple-grid\/simple-grid|list\/list)\.js|styled-system\/(create-slot-recipe-context|use-slot-recipe)\.js)|@tanstack\/(query-core\/build\/modern\/mutationObserver|react-query\/build\/modern\/useMutation)|src\/components\/ui\/(form-field|error-alert)|src\/features\/auth\/(api|utils)\/)/,
              priority: 0,
              includeDependenciesRecursively: false,
            },
          ],
        },
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
