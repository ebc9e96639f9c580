import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";

/** Debian's Chromium (never a downloaded browser), with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = CHROMIUM_PATH;
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: install it (apt-get install chromium) or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath,
    args: CHROMIUM_FLAGS,
  });
}
