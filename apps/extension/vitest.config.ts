import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

// The "extension" project of the root vitest config: the pure modules in Node, the popup and the
// options page in happy-dom (`@vitest-environment happy-dom` in their files) with the extension's texts.
export default defineProject({
  plugins: [react()],
  test: {
    name: "extension",
    environment: "node",
    setupFiles: ["./test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
  },
});
