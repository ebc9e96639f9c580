import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { fakeI18n, useLanguage } from "./i18n.ts";

// The components reach the browser only through i18n (wxt/browser reads globalThis.chrome); all else
// comes in through the env objects the tests pass.
(globalThis as unknown as { chrome: unknown }).chrome = { i18n: fakeI18n };

afterEach(() => {
  cleanup();
  useLanguage("en");
});
