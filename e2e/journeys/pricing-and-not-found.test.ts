import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";

const PLANS = JSON.stringify([
  {
    key: "complete",
    name: "Complete",
    areas: ["applications", "profile"],
    profiles: 5,
    prices: [
      { interval: "month", priceId: "price_month", cents: 990 },
      { interval: "year", priceId: "price_year", cents: 9900 },
    ],
  },
]);

const LANGUAGES = [
  { lng: "en", notFound: "Page not found", pricing: "/pricing", vat: "incl. 19% VAT", link: "Prices" },
  { lng: "de", notFound: "Seite nicht gefunden", pricing: "/preise", vat: "inkl. 19 % USt.", link: "Preise" },
] as const;

describe("unknown addresses and the pricing page for visitors (issue 43)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe("without plans", () => {
    let app: RunningApp;
    beforeAll(async () => {
      app = await startApp();
    });
    afterAll(async () => {
      await app?.stop();
    });

    for (const { lng, notFound } of LANGUAGES) {
      it(`answers an unknown address and /pricing with 404 and the page in ${lng}`, async () => {
        const context = await browser.newContext({ locale: lng });
        const page = await context.newPage();
        for (const path of ["/doesnotexist", "/pricing"]) {
          const response = await page.goto(`${app.url}${path}?lng=${lng}`);
          expect(response?.status(), path).toBe(404);
          await expect.poll(() => page.getByTestId("page-title").textContent()).toBe(notFound);
          expect(await axeProblems(page, `${path} ${lng}`)).toEqual([]);
        }
        // The landing page is still the landing page, and names no pricing page.
        const landing = await page.goto(`${app.url}/?lng=${lng}`);
        expect(landing?.status()).toBe(200);
        await page.waitForLoadState("networkidle");
        expect(await page.getByTestId("pricing-link").count()).toBe(0);
        await context.close();
      });
    }
  });

  describe("with plans", () => {
    let app: RunningApp;
    beforeAll(async () => {
      app = await startApp({ PAYMENTS: "stripe", PAYMENT_PLANS: PLANS });
    });
    afterAll(async () => {
      await app?.stop();
    });

    for (const { lng, pricing, vat, link } of LANGUAGES) {
      it(`links the pricing page from the landing page's footer and shows the gross prices in ${lng}`, async () => {
        const context = await browser.newContext({ locale: lng });
        const page = await context.newPage();
        await page.goto(`${app.url}/?lng=${lng}`);
        const footerLink = page.getByTestId("pricing-link");
        await footerLink.waitFor();
        expect(await footerLink.textContent()).toBe(link);
        expect(await footerLink.getAttribute("href")).toBe(pricing);
        const response = await page.goto(`${app.url}${pricing}?lng=${lng}`);
        expect(response?.status()).toBe(200);
        await expect.poll(() => page.getByTestId("plan-complete-price").textContent()).toBe("9,90 €");
        expect(await page.getByTestId("plan-complete-vat").textContent()).toBe(vat);
        expect(await page.getByTestId("plan-complete-choose").getAttribute("href")).toBe("/signup");
        expect(await axeProblems(page, `${pricing} ${lng}`)).toEqual([]);
        await context.close();
      });
    }
  });
});
