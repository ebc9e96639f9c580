import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

// The "web" project of the root vitest config: components and browser rules in happy-dom.
export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "happy-dom",
    // Above the 5 s that findBy* and waitFor wait (test/setup.ts), so a missing element fails with its
    // own message rather than the test's timeout.
    testTimeout: 15_000,
    setupFiles: ["./test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
  },
});
