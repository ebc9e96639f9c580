import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "e2e",
    include: ["journeys/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each journey starts its own server and browser; on two cores one at a time is fastest.
    fileParallelism: false,
  },
});
