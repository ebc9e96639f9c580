import react from "@vitejs/plugin-react";
import { defineConfig } from "wxt";
import { manifestFor } from "./manifest.ts";

// One source, two Manifest V3 builds: dist/chrome (Chrome, Edge, Brave, Opera) and dist/firefox, each
// zipped beside it (dist/chrome.zip, dist/firefox.zip). `npm run build:extension` runs build.mjs.
export default defineConfig({
  srcDir: "src",
  outDir: "dist",
  outDirTemplate: "{{browser}}",
  manifestVersion: 3,
  // Explicit imports only: the code reads the same in the editor, in tsc and in the tests.
  imports: false,
  vite: () => ({
    plugins: [react()],
    // Every browser we build for loads modules itself: no polyfill script in the pages.
    build: { modulePreload: { polyfill: false } },
  }),
  zip: { artifactTemplate: "{{browser}}.zip", zipSources: false },
  manifest: ({ browser }) => manifestFor(browser),
});
