import { defineConfig } from "vitest/config";

// One run, six projects: pure rules, the CV templates, the CV import, the API against real
// databases, the web app in happy-dom, and browser journeys against the built product.
export default defineConfig({
  test: {
    projects: [
      "packages/shared",
      "packages/cv-templates",
      "packages/cv-import",
      "apps/server",
      "apps/web",
      "e2e",
    ],
  },
});
