import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { launchBrowser } from "../support/browser.ts";

/** Console errors and uncaught exceptions of a page (a failed hydration reports itself there). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

describe("prerendered public pages", () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("sends the landing page and a post as finished HTML in the visitor's language", async () => {
    const landing = await fetch(`${app.url}/`, { headers: { "accept-language": "de-DE,de;q=0.9" } });
    const html = await landing.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('data-prerendered="de"');
    expect(html).toContain("Bewerben leicht gemacht");
    // The blog teaser's three posts are in the HTML already.
    expect(html.match(/data-testid="blog-teaser-card"/g)).toHaveLength(3);

    const post = await fetch(`${app.url}/blog/en/follow-up-after-an-application`);
    const postHtml = await post.text();
    expect(postHtml).toMatch(/<title>[^<]*Following Up/);
    expect(postHtml).toContain('property="og:title"');
  });

  it("shows the page without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${app.url}/blog`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Blog");
    await expect.poll(() => page.locator("article, [data-testid=blog-card]").count()).toBeGreaterThan(3);
    await context.close();
  });

  it("hands the same markup to React without errors, and the page then responds", async () => {
    for (const [locale, path] of [
      ["de-DE", "/"],
      ["en-US", "/blog/de/nachfassen-nach-der-bewerbung"],
    ] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${app.url}${path}`);
      // The prerendered page shows before its script runs; React must have taken it over first.
      await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
      await page.getByTestId("language-menu").click();
      await page.getByTestId(`language-${locale.startsWith("de") ? "en" : "de"}`).click();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.lang))
        .toBe(locale.startsWith("de") ? "en" : "de");
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("runs the session guard (allowed by the CSP) so a signed-in user never sees the visitor page", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.addInitScript(() => sessionStorage.setItem("token", JSON.stringify("not-a-real-token")));
    await page.goto(`${app.url}/blog`, { waitUntil: "domcontentloaded" });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.session)).toBe("1");
    expect(errors.filter((e) => e.includes("Content Security Policy"))).toEqual([]);
    await context.close();
  });
});
