import { defineConfig } from "vitest/config";

// One run, eight projects: pure rules, the CV templates, the CV import, the API against real
// databases, the web app and the browser extension in happy-dom, browser journeys against the
// built product, and the tooling (the floor rules of `npm run lint`).
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
      "scripts",
    ],
  },
});
