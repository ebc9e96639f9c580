// Starts Chromium for the Lighthouse bench ahead of every other process on the machine, where the
// system allows it, so that what Lighthouse measures is the page's work and not its neighbours'.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const AUTOGROUP_SWITCH = "/proc/sys/kernel/sched_autogroup_enabled";
const NICE = -10;

function autogroupsOn() {
  try {
    return readFileSync(AUTOGROUP_SWITCH, "utf8").trim() === "1";
  } catch {
    return false;
  }
}

/**
 * Lighthouse multiplies the browser's observed main-thread work by four, so a moment in which other
 * processes take the CPU from the page reads as blocking time of the page.
 *
 * A nice value on the Chromium process (what this bench did before) does not reach the page: Linux
 * with autogroups (Debian's default) shares the CPU between sessions first and applies nice values
 * only inside a session, and chrome-launcher starts Chromium in a session of its own, so any other
 * session (another shell's tests or benchmarks) still took an equal share; and Chromium sets its
 * threads' nice values itself (renderer main threads 0 or 5, whatever the browser process had).
 * What does reach it is the nice value of Chromium's session, its autogroup: set here, as root, by
 * the script chrome-launcher starts (the session's leader) before it becomes Chromium.
 *
 * Returns the executable to hand chrome-launcher and a clean-up; chromiumPriority() tells what it got.
 */
export function prioritisedChromium(chromePath) {
  if (process.getuid?.() !== 0 || !autogroupsOn()) return { path: chromePath, cleanUp: () => {} };
  const wrapper = path.join(mkdtempSync(path.join(os.tmpdir(), "jah-lighthouse-")), "chromium");
  writeFileSync(
    wrapper,
    `#!/bin/sh\necho ${NICE} 2>/dev/null > /proc/$$/autogroup\nexec ${JSON.stringify(chromePath)} "$@"\n`,
  );
  chmodSync(wrapper, 0o755);
  return {
    path: wrapper,
    cleanUp: () => rmSync(path.dirname(wrapper), { recursive: true, force: true }),
  };
}

/** What the running Chromium (its browser process) got, for the results: "" when nothing. */
export function chromiumPriority(pid) {
  try {
    const nice = Number(readFileSync(`/proc/${pid}/autogroup`, "utf8").match(/nice (-?\d+)/)?.[1]);
    return nice < 0 ? `its session (autogroup) at nice ${nice}` : "";
  } catch {
    return "";
  }
}
