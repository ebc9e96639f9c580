import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { contrastProblems } from "../support/contrast.ts";
import { waitForSettledPage } from "../support/settle.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

const PAGES = [
  "/",
  "/blog",
  "/blog/en/follow-up-after-an-application",
  "/extension",
  "/signup",
  "/login",
  "/resetpassword",
];

describe("accessibility of the public pages (axe-core and our text contrast check)", () => {
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

  for (const language of ["en", "de"] as const) {
    it(`finds no serious or critical violation in ${language === "en" ? "English" : "German"}`, async () => {
      // axe is injected as a script, which our CSP rightly forbids; the test context may bypass it.
      const context: BrowserContext = await browser.newContext({ bypassCSP: true, locale: language });
      const page = await context.newPage();
      // Fonts, images and scripts are self-hosted: the public pages ask no other host for anything.
      const foreign: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith(app.url) && !request.url().startsWith("data:"))
          foreign.push(request.url());
      });
      const found: string[] = [];
      for (const path of PAGES) {
        await page.goto(`${app.url}${path}${path.includes("?") ? "&" : "?"}lng=${language}`);
        await page.waitForLoadState("networkidle");
        await waitForSettledPage(page);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        await page.addScriptTag({ content: axeSource });
        const violations = (await page.evaluate(async () => {
          const axe = (
            window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } }
          ).axe;
          const result = await axe.run({
            runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
          });
          return result.violations;
        })) as Violation[];
        for (const v of violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
          found.push(
            `${path}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
          );
        }
        found.push(...(await contrastProblems(page, path)));
      }
      await context.close();
      expect(found).toEqual([]);
      expect(foreign).toEqual([]);
    });
  }
});

describe("landing page language switch", () => {
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

  it("switches the landing page between English and German", async () => {
    const page = await browser.newPage({ locale: "en-US" });
    await page.goto(`${app.url}/`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
    // The prerendered page shows before its script runs; React must have taken it over first.
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    const english = await page.locator("h1").textContent();
    // The header is an island: under load a click can land while React is still committing its
    // hydration. Open the menu until its item is there (a click on an open menu is not repeated).
    const german = page.getByTestId("language-de");
    await expect
      .poll(
        async () => {
          if (!(await german.isVisible())) await page.getByTestId("language-menu").click();
          return german.isVisible();
        },
        { interval: 1000, timeout: 20_000 },
      )
      .toBe(true);
    await german.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("de");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Bewerben leicht gemacht");
    expect(english).not.toBe("Bewerben leicht gemacht");
    await expect.poll(() => page.getByTestId("blog-teaser-card").count()).toBe(3);
    await page.close();
  });
});
