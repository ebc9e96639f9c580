/**
 * The floors of the code base (docs/architecture.md), checked by `npm run lint`.
 * Imports run downward only: app wiring -> features -> platform -> packages.
 */
const SERVER = "^apps/server/src/";
const SERVER_PLATFORM = `${SERVER}(config\\.ts|db|crypto|storage|net|http|mail|ai|auth|schedule|metrics|pdf|memory)(/|$)`;
const WEB = "^apps/web/src/";
const WEB_PLATFORM = `${WEB}(api|session|i18n|styles)/`;
const { EXCLUDED, TEST_FILE } = require("./scripts/depcruise-paths.cjs");

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Two modules that need each other belong together, or the shared part belongs lower down.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-circular-folders",
      severity: "error",
      scope: "folder",
      comment: "Folders (features, platform parts) never need each other in a circle either.",
      from: {},
      to: { circular: true },
    },
    {
      name: "server-config-first",
      severity: "error",
      comment: "config.ts reads the environment and imports nothing else of the server.",
      from: { path: `${SERVER}config\\.ts$` },
      to: { path: SERVER },
    },
    {
      name: "server-platform-not-features",
      severity: "error",
      comment:
        "The server's platform (config, db, net, mail, auth, ...) serves every feature and knows none.",
      from: { path: SERVER_PLATFORM, pathNot: TEST_FILE },
      to: { path: `${SERVER}(features|app\\.ts|main\\.ts|ops)` },
    },
    {
      name: "server-features-not-wiring",
      severity: "error",
      comment: "Features are wired by app.ts; they never import the wiring or the operator commands.",
      from: { path: `${SERVER}features/` },
      to: { path: `${SERVER}(app\\.ts|main\\.ts|ops/)` },
    },
    {
      name: "server-feature-front-door",
      severity: "error",
      comment: "Another feature's code is used only through its index.ts.",
      from: { path: `${SERVER}features/([^/]+)/`, pathNot: TEST_FILE },
      to: {
        path: `${SERVER}features/[^/]+/`,
        pathNot: [`${SERVER}features/$1/`, `${SERVER}features/[^/]+/index\\.ts$`],
      },
    },
    {
      name: "server-wiring-front-door",
      severity: "error",
      comment: "app.ts, main.ts and the operator commands use a feature only through its index.ts.",
      from: { path: SERVER, pathNot: [`${SERVER}features/`, TEST_FILE] },
      to: { path: `${SERVER}features/[^/]+/`, pathNot: `${SERVER}features/[^/]+/index\\.ts$` },
    },
    {
      name: "server-migrations-self-contained",
      severity: "error",
      comment: "A migration holds its own SQL: live code changes, a migration must not.",
      from: { path: `${SERVER}db/migrations/` },
      to: { path: SERVER, pathNot: `${SERVER}db/(migrations/|columns\\.ts$|database\\.ts$)` },
    },
    {
      name: "web-ui-not-features",
      severity: "error",
      comment: "ui/ holds building blocks that know no feature and no part of the app shell.",
      from: { path: `${WEB}ui/` },
      to: {
        path: `${WEB}(features|pages|shell|islands|prerender)/|${WEB}(App|routes|main|render-app)\\.tsx?$`,
      },
    },
    {
      name: "web-platform-not-features",
      severity: "error",
      comment: "The browser side's platform (api, session, i18n) knows no feature, shell or building block.",
      from: { path: WEB_PLATFORM, pathNot: TEST_FILE },
      to: {
        path: `${WEB}(features|pages|shell|ui|islands|prerender)/|${WEB}(App|routes|main|render-app)\\.tsx?$`,
      },
    },
    {
      name: "web-features-not-shell",
      severity: "error",
      comment: "Features are placed by the shell and the pages; they never import either.",
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}(pages|shell|islands|prerender)/|${WEB}(App|routes|main|render-app)\\.tsx?$` },
    },
    {
      name: "web-pages-not-shell",
      severity: "error",
      comment:
        "pages/ composes features into pages of several areas; the shell places them, never the reverse.",
      from: { path: `${WEB}pages/` },
      to: { path: `${WEB}(shell|islands|prerender)/|${WEB}(App|routes|main|render-app)\\.tsx?$` },
    },
    {
      name: "web-feature-front-door",
      severity: "error",
      comment: "Another feature's code is used only through its index.ts.",
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TEST_FILE },
      to: {
        path: `${WEB}features/[^/]+/`,
        pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.tsx?$`],
      },
    },
    {
      name: "web-shell-front-door",
      severity: "error",
      comment: "The shell, the pages and the islands use a feature only through its index.ts.",
      from: { path: WEB, pathNot: [`${WEB}features/`, TEST_FILE] },
      to: { path: `${WEB}features/[^/]+/`, pathNot: `${WEB}features/[^/]+/index\\.tsx?$` },
    },
    {
      name: "packages-not-apps",
      severity: "error",
      comment: "Packages are the lowest floor: they never import an app, the benches or the journeys.",
      from: { path: "^packages/" },
      to: { path: "^(apps|e2e|bench)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // The code's own imports: tests and their helpers are checked by .dependency-cruiser.tests.cjs.
    exclude: { path: [EXCLUDED, TEST_FILE] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
