import type { Browser, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { launchBrowser } from "../support/browser.ts";

// The landing page's explainer (recorded with `npm run video`) in Debian's Chromium, which has no
// H.264: nothing of it is fetched until the visitor presses play, then the WebM plays in the page's
// language with the captions of that language showing.
describe("explainer video journey in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    // The AI section (and its video) shows only where an AI provider is configured; it is never asked here.
    app = await startApp({ AI_BASE_URL: "http://127.0.0.1:9/v1", AI_MODEL: "never-asked" });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const [locale, lang, words] of [
    ["de-DE", "de", /Lebenslauf/],
    ["en-US", "en", /CV/],
  ] as const) {
    it(`plays the ${lang} recording with ${lang} captions only after the click`, async () => {
      const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const videoRequests: string[] = [];
      page.on("request", (request: Request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith("/video/")) videoRequests.push(pathname);
      });
      await page.goto(`${app.url}/`);
      await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);

      // Scrolled to and pointed at (the island hydrates then): still nothing of the video.
      const area = page.getByTestId("explainer-video");
      await area.scrollIntoViewIfNeeded();
      await area.hover();
      await page.waitForTimeout(1000);
      expect(await area.locator("video, source, track, iframe").count()).toBe(0);
      expect(videoRequests).toEqual([]);

      await page.getByTestId("explainer-play").click();
      const video = page.getByTestId("explainer-player");
      await video.waitFor();
      // Loads and plays: enough data for the current frame, and the time moves on.
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
        .toBeGreaterThanOrEqual(2);
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
        .toBeGreaterThan(0.5);
      const state = await video.evaluate((v: HTMLVideoElement) => ({
        paused: v.paused,
        error: v.error?.code ?? null,
        src: new URL(v.currentSrc).pathname,
        width: v.videoWidth,
      }));
      expect(state).toEqual({
        paused: false,
        error: null,
        src: `/video/explainer-${lang}.webm`,
        width: 1280,
      });
      expect(videoRequests).toContain(`/video/explainer-${lang}.webm`);
      expect(videoRequests.some((path) => path.endsWith(".mp4"))).toBe(false);

      // The captions: one track, in the page's language, showing, with cues in that language.
      await expect
        .poll(() =>
          video.evaluate((v: HTMLVideoElement) =>
            Array.from(v.textTracks).map((t) => `${t.kind}:${t.language}:${t.mode}:${t.cues?.length ?? 0}`),
          ),
        )
        .toEqual([expect.stringMatching(new RegExp(`^captions:${lang}:showing:([4-9]|\\d\\d)$`))]);
      const texts = await video.evaluate((v: HTMLVideoElement) =>
        Array.from(v.textTracks[0]?.cues ?? []).map((cue) => (cue as VTTCue).text),
      );
      expect(texts.join(" ")).toMatch(words);
      await context.close();
    });
  }

  it("leaves the AI section out where no AI provider is configured (issue 43)", async () => {
    const plain = await startApp();
    try {
      const page = await browser.newPage({ locale: "de-DE" });
      await page.goto(`${plain.url}/`);
      await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
      await expect.poll(() => page.getByTestId("landing-ai").isHidden()).toBe(true);
      expect(await page.getByText("Mit KI-Unterstützung").isVisible()).toBe(false);
      await page.close();
    } finally {
      await plain.stop();
    }
  });
});
