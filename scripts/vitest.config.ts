import { defineProject } from "vitest/config";

// The project's own tooling: the floor rules that `npm run lint` checks.
export default defineProject({
  test: { name: "tooling", include: ["*.test.mjs"], testTimeout: 60_000 },
});
