// Debian's Chromium as every script that drives a browser starts it (the journeys, the benches, the explainer
// video): no browser download (only the npm registry and Debian's packages answer here), headless, without
// the sandbox (the machines run as root) and without the background traffic to Google's services that would
// only fail on these machines and take time from the measured page.

/** Debian's Chromium, or the one CHROMIUM_PATH names. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The command-line flags every launch passes (some add their own after these). */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
