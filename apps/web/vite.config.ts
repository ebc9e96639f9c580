import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./precompress.ts";

const API_ORIGIN = process.env.API_ORIGIN ?? "http://localhost:3000";

// The server serves dist/ with an SPA fallback; in development Vite forwards /api to it.
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  // `npm start` builds with WEB_BUILD_LOG_LEVEL=warn (scripts/web-build.mjs): a page of file sizes at an
  // operator's first start says nothing they can act on; warnings and errors still show.
  logLevel: process.env.WEB_BUILD_LOG_LEVEL === "warn" ? "warn" : "info",
  plugins: [react(), precompress()],
  // The server pins pdfkit for its own reports; react-pdf's packages must share one copy in the
  // browser, or fonts registered in one copy are missing in the other.
  resolve: { dedupe: ["pdfkit"] },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Two chunks are larger than Vite's 500 kB and cannot usefully be split: the PDF renderer of the CV
    // preview (packages/cv-templates' browser entry, about 1.2 MB) and the insights page's charts (about
    // 0.5 MB), each loaded only by the page that needs it. Warned about at every `npm start` after a
    // change, they were a warning no operator could act on; a chunk beyond the renderer still warns.
    chunkSizeWarningLimit: 1_300,
    // prerender.ts links the CSS of the lazily loaded public pages it writes and the islands' code.
    manifest: true,
    // Two entries: the app (index.html) and the script of the prerendered public pages, which
    // hydrates only their interactive parts (src/islands/entry.ts).
    rolldownOptions: isSsrBuild
      ? {
          // The prerender bundle runs once, in Node, at build time: how it is split does not matter, so
          // the islands' loaders of modules it also imports directly are no reason to warn.
          onLog(level, log, handler) {
            if (log.code === "INEFFECTIVE_DYNAMIC_IMPORT") return;
            handler(level, log);
          },
        }
      : {
          input: { index: "index.html", islands: "src/islands/entry.ts" },
          // A feature's (and a page's) modules have no side effects when imported (the boundaries test keeps it so):
          // a bundle takes only what it uses through a feature's index.ts, so the islands' entry can
          // import a feature's island loaders without the rest of the feature.
          treeshake: {
            moduleSideEffects: [
              { test: /\/src\/(features|pages)\/.*\.tsx?$/, external: false, sideEffects: false },
            ],
          },
          output: {
            codeSplitting: {
              groups: [
                // The CSS modules of the public pages in one chunk, so their styles are one
                // stylesheet rather than one per island (each a request that holds the first paint
                // back). Only these modules: the components and their libraries stay where they were.
                {
                  name: "public",
                  includeDependenciesRecursively: false,
                  test: /\/src\/(shell\/PublicLayout|ui\/BrandLogo|features\/landing\/\w+|features\/blog\/(BlogCard|BlogTeaser))\.module\.css$/,
                },
              ],
            },
          },
        },
  },
  // The prerender bundle (prerender.ts) runs in Node: our TypeScript packages are bundled into it.
  ssr: { noExternal: ["@jah/shared"] },
  server: {
    port: 5173,
    proxy: {
      "/api": {
        target: API_ORIGIN,
        changeOrigin: true,
        // better-auth rejects requests whose Origin is not its own base URL (403 INVALID_ORIGIN);
        // in development the browser's origin is Vite's, so the proxy presents the server's.
        configure: (proxy) => {
          proxy.on("proxyReq", (request) => {
            if (request.getHeader("origin")) request.setHeader("origin", API_ORIGIN);
          });
        },
      },
    },
  },
}));
