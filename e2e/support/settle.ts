import type { Page } from "playwright-core";

/**
 * Waits until nothing on the page is moving: no finite CSS animation or transition running (a
 * modal fading, a toast sliding in, a card appearing) for several frames in a row. Checks that read
 * colours or positions (axe's contrast rule, layout measurements) see the final state this way,
 * however slow the machine is. Endless animations (spinners) and the toast's countdown bar are
 * timers rather than transitions and are not waited for.
 */
export async function waitForSettledPage(page: Page, frames = 3): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __settledFrames?: number }).__settledFrames = 0;
  });
  await page.waitForFunction(
    (needed) => {
      const state = window as unknown as { __settledFrames?: number };
      const moving = document.getAnimations().filter((animation) => {
        if (animation.playState !== "running" && !animation.pending) return false;
        const timing = animation.effect?.getComputedTiming();
        if (timing?.iterations === Number.POSITIVE_INFINITY) return false;
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return !(target instanceof Element && target.closest(".Toastify__progress-bar"));
      });
      state.__settledFrames = moving.length === 0 ? (state.__settledFrames ?? 0) + 1 : 0;
      return state.__settledFrames >= needed;
    },
    frames,
    { polling: "raf", timeout: 30_000 },
  );
}
