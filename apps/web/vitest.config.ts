import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

// The "web" project of the root vitest config: components and browser rules in happy-dom.
export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "happy-dom",
    setupFiles: ["./test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
  },
});
