import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { fillDate } from "../support/dates.ts";

/**
 * Date fields write dates as the interface's language does, not as the browser's locale would: an
 * American browser with a German interface shows TT.MM.JJJJ, and a German browser with an English
 * interface shows "May 4, 2030". The value sent to the server stays YYYY-MM-DD either way.
 */
describe("date fields in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  const password = "journey secret 9";

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const cases = [
    {
      interfaceLanguage: "de",
      browserLocale: "en-US",
      typed: "4.5.2030",
      shown: "04.05.2030",
      hint: "TT.MM.JJJJ",
    },
    {
      interfaceLanguage: "en",
      browserLocale: "de-DE",
      typed: "2030-05-04",
      shown: "May 4, 2030",
      hint: "MMM D, YYYY",
    },
  ] as const;

  for (const { interfaceLanguage, browserLocale, typed, shown, hint } of cases) {
    it(`shows ${shown} in a ${interfaceLanguage} interface in a ${browserLocale} browser`, async () => {
      const email = `dates-${interfaceLanguage}-${Date.now()}@example.com`;
      await signUpVerified(app, email, password, `Date Tester ${interfaceLanguage}`);
      const context = await browser.newContext({
        locale: browserLocale,
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      await page.goto(`${app.url}/login?lng=${interfaceLanguage}`);
      await page.getByTestId("login-email").fill(email);
      await page.getByTestId("login-password").fill(password);
      await page.getByTestId("login-submit").click();
      await page.getByTestId("sidebar").waitFor();
      // The account was made in English; the interface language is the user's setting.
      if (interfaceLanguage === "de") {
        await page.getByTestId("user-menu").click();
        // The choice is saved on the server; the next page load reads it from there, so the save
        // must have been answered before navigating (a navigation would cancel it).
        const savedLanguage = await answerOf(page, "PUT", "/api/usersettings/edit", () =>
          page.getByTestId("language-de").click(),
        );
        expect(savedLanguage.status()).toBe(200);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("de");
      }

      await page.goto(`${app.url}/applications`);
      await page.getByTestId("new-application").click();
      const followUp = page.getByTestId("application-follow_up");
      await followUp.waitFor();
      expect(await followUp.getAttribute("placeholder")).toBe(hint);
      await page.getByTestId("application-job_title").fill("Date Engineer");
      await page.getByTestId("application-page").fill("Jobboard");
      await page.getByTestId("application-recipient_salutation").selectOption("none");
      await fillDate(followUp, typed);
      await expect.poll(() => followUp.inputValue()).toBe(shown);

      const saved = page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/profile/applications/",
      );
      await page.getByTestId("application-save").click();
      const request = (await saved).request().postDataJSON() as { follow_up: string };
      expect(request.follow_up).toBe("2030-05-04");
      await context.close();
    });
  }
});
