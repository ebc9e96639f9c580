import { cleanup, configure } from "@testing-library/react";
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

// findBy* and waitFor wait for the state they look for; on a two-core machine that also runs the browser
// journeys, a lazily loaded form can take longer than the default second to appear.
configure({ asyncUtilTimeout: 5_000 });

await initTestI18n();

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
