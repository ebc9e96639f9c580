import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./precompress.ts";

const API_ORIGIN = process.env.API_ORIGIN ?? "http://localhost:3000";

// The server serves dist/ with an SPA fallback; in development Vite forwards /api to it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  // The server pins pdfkit for its own reports; react-pdf's packages must share one copy in the
  // browser, or fonts registered in one copy are missing in the other.
  resolve: { dedupe: ["pdfkit"] },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // prerender.ts links the CSS and code of the lazily loaded public pages it writes.
    manifest: true,
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
});
