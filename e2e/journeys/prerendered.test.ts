import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../support/accounts.ts";
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
    // With an AI provider (never asked): the landing page's AI section and its video island show.
    app = await startApp({ AI_BASE_URL: "http://127.0.0.1:9/v1", AI_MODEL: "never-asked" });
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
    expect(html).toContain("<title>Bewerbungshelfer</title>");
    expect(html).toMatch(/<meta name="description" content="Bewerbungshelfer: /);
    // The template carousel names the templates in German too.
    expect(html).toContain("Farbiger Kopf");
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

  it("hydrates only the islands: the rest stays static HTML, links lead into the app", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${app.url}/`);
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    // The header and the hero's parallax on a wide screen are hydrated at load; the carousel and the
    // video when the visitor reaches for them; Try the demo only on a demo system (this is none: its
    // code never loads, demo.test.ts has the other case); the rest of the page never.
    const roots = () =>
      page.evaluate(() => {
        const isRoot = (element: Element | null) =>
          !!element && Object.keys(element).some((key) => key.startsWith("__reactContainer"));
        return {
          page: isRoot(document.getElementById("root")),
          islands: [...document.querySelectorAll("[data-island]")]
            .map((island) => `${island.getAttribute("data-island")}:${isRoot(island)}`)
            .sort(),
        };
      });
    expect(await roots()).toEqual({
      page: false,
      islands: [
        "demo-start:false",
        "explainer-video:false",
        "hero-background:true",
        // The footer's pricing link: only on a system with plans (this has none).
        "pricing-link:false",
        "public-header:true",
        "template-carousel:false",
      ],
    });

    // The carousel moves at the first click.
    const carousel = page.getByTestId("template-carousel");
    const firstSlide = () =>
      carousel.locator('[aria-roledescription="slide"]').first().getAttribute("aria-label");
    const before = await firstSlide();
    await carousel.getByRole("button", { name: "Next template" }).click();
    await expect.poll(firstSlide).not.toBe(before);
    await page.getByTestId("explainer-video").hover();
    await expect.poll(roots).toEqual({
      page: false,
      islands: [
        "demo-start:false",
        "explainer-video:true",
        "hero-background:true",
        "pricing-link:false",
        "public-header:true",
        "template-carousel:true",
      ],
    });

    expect(scripts.filter((script) => script.includes("DemoStartButton"))).toEqual([]);

    // The header's "Log in" opens the login dialog.
    await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
    await page.getByTestId("login-email").waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("login-email").waitFor({ state: "detached" });

    // A static link (a blog card) and the header's sign-up button lead on.
    const card = page.getByTestId("blog-teaser-card").first().getByRole("link");
    const title = await card.textContent();
    await card.click();
    await page.waitForURL(/\/blog\/en\//);
    await expect.poll(() => page.locator("h1").textContent()).toBe(title);
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    await page.getByRole("banner").getByRole("link", { name: "Sign up" }).click();
    await page.waitForURL(`${app.url}/signup`);
    await page.getByTestId("signup-username").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("signs in from the landing page's login dialog and arrives in the app", async () => {
    const email = `islands-${Date.now()}@example.com`;
    await signUpVerified(app, email, "a-long-password-1");
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${app.url}/`);
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill("a-long-password-1");
    await page.getByTestId("login-submit").click();
    await page.getByTestId("sidebar").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a click on an island's button made before its code arrived", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    // Hold the texts back: until they arrive, nothing can be hydrated.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/locales/en/translation.json", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${app.url}/`, { waitUntil: "domcontentloaded" });
    const carousel = page.getByTestId("template-carousel");
    const firstSlide = () =>
      carousel.locator('[aria-roledescription="slide"]').first().getAttribute("aria-label");
    const before = await firstSlide();
    await carousel.getByRole("button", { name: "Next template" }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();
    release();
    await expect.poll(firstSlide).not.toBe(before);
    await context.close();
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
