/// <reference types="vite/client" />

// What WXT defines at build time for the browser being built (see wxt.config.ts).
interface ImportMetaEnv {
  readonly BROWSER: "chrome" | "firefox";
  readonly FIREFOX: boolean;
  readonly CHROME: boolean;
}
