/**
 * The tests' imports (npm run lint): each workspace's tests use their own helpers, never another
 * workspace's test folder or the benches; what two workspaces need lives in a package.
 */
const main = require("./.dependency-cruiser.cjs");
const { EXCLUDED } = require("./scripts/depcruise-paths.cjs");

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "own-test-helpers",
      severity: "error",
      comment: "A workspace's tests use their own helpers; what two need belongs in a package.",
      from: { path: "^(apps/[^/]+|packages/[^/]+|e2e)/" },
      to: {
        path: "^(apps/[^/]+/test|packages/[^/]+/test|e2e|bench)/",
        pathNot: "^$1/",
      },
    },
    {
      name: "packages-not-apps",
      severity: "error",
      comment: "Packages (and their tests) never import an app, the benches or the journeys.",
      from: { path: "^packages/" },
      to: { path: "^(apps|e2e|bench)/" },
    },
  ],
  options: { ...main.options, exclude: { path: EXCLUDED } },
};
