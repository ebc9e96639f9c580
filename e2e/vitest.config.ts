import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "e2e",
    // The journeys, and the tests of the checks they run (support/).
    include: ["journeys/**/*.test.ts", "support/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./support/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A poll waits for the state it checks; on a busy two-core machine a re-render after a click can
    // take seconds (the live preview draws PDFs on the page's main thread), so polls get 15 s, not 1 s.
    expect: { poll: { timeout: 15_000 } },
    // Each journey starts its own server and browser; on two cores one at a time is fastest.
    fileParallelism: false,
  },
});
