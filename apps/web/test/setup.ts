import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { initTestI18n } from "./i18n.ts";

// Mantine reads media queries on mount; happy-dom's answer is replaced by a stable "no match".
Object.defineProperty(window, "matchMedia", {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

await initTestI18n();

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
