import { defineConfig } from "vitest/config";

// One run, seven projects: pure rules, the CV templates, the CV import, the API against real
// databases, the web app and the browser extension in happy-dom, and browser journeys against the
// built product.
export default defineConfig({
  test: {
    projects: [
      "packages/shared",
      "packages/cv-templates",
      "packages/cv-import",
      "apps/server",
      "apps/web",
      "apps/extension",
      "e2e",
    ],
  },
});
