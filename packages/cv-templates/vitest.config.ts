import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "cv-templates",
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 60_000,
  },
});
