import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";
import { pageApi } from "../support/page-api.ts";

const LANGUAGES = { en: "en-GB", de: "de-DE" } as const;

/**
 * Every state checked, not only the first (issue 43): the fit reasons expanded, dialogs open and the
 * user menu unfolded, in English and German, with axe and our own contrast check (support/contrast.ts
 * sees text drawn in its own background colour, which axe skips as hidden). The demo's sample data
 * has all of it: applications with ads, two profiles and matching jobs.
 */
describe("every state of the signed-in app, checked in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp({ DEMO_MODE: "1" });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** A fresh demo account in `language`, signed in on its dashboard. */
  async function demoPage(language: keyof typeof LANGUAGES): Promise<Page> {
    const context = await browser.newContext({
      locale: LANGUAGES[language],
      viewport: { width: 1400, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/`);
    const start = page.getByTestId("demo-start");
    await start.waitFor();
    const started = await answerOf(page, "POST", "/api/demo/start", () => start.click());
    expect(started.status()).toBe(200);
    await page.getByTestId("sidebar").waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
    return page;
  }

  /** Waits for the open Mantine dialog (modal) and returns it. */
  async function openDialog(page: Page) {
    const dialog = page.getByRole("dialog");
    await dialog.first().waitFor();
    return dialog.first();
  }

  /** Closes the top dialog with Escape and waits until no dialog is left. */
  async function closeDialogs(page: Page) {
    await expect
      .poll(
        async () => {
          if ((await page.getByRole("dialog").count()) > 0) await page.keyboard.press("Escape");
          return page.getByRole("dialog").count();
        },
        { interval: 500 },
      )
      .toBe(0);
  }

  for (const language of ["en", "de"] as const) {
    it(`finds nothing in ${language === "en" ? "English" : "German"} with menus, dialogs and fit reasons open`, async () => {
      const page = await demoPage(language);
      const problems: string[] = [];
      const check = async (state: string) =>
        problems.push(...(await axeProblems(page, `${language} ${state}`)));

      // 1. The user menu unfolded over the dashboard.
      await page.getByTestId("user-menu").click();
      await page.getByRole("menu").waitFor();
      await check("user menu unfolded");
      await page.keyboard.press("Escape");
      await page.getByRole("menu").waitFor({ state: "detached" });

      // 2. The new-application dialog over the list.
      await page.goto(`${app.url}/applications`);
      await page.getByTestId("new-application").click();
      await openDialog(page);
      await check("new application dialog");
      await closeDialogs(page);

      // 3. The compose wizard, first step (which application) and second (the mail).
      await page.getByTestId("compose-open").click();
      await openDialog(page);
      const firstJob = page.getByTestId("compose-jobs").locator('[data-testid^="compose-job-"]').first();
      await firstJob.waitFor();
      await check("compose wizard, choosing the application");
      await firstJob.click();
      await page.getByTestId("compose-next").click();
      const firstProfile = page.locator('[data-testid^="profile-select-"]').first();
      await firstProfile.waitFor();
      await check("compose wizard, choosing the profile");
      await firstProfile.click();
      await page.getByTestId("compose-next").click();
      await page.getByTestId("compose-step-2").waitFor();
      await expect.poll(() => page.getByTestId("compose-mail_text").inputValue()).not.toBe("");
      await check("compose wizard, writing the mail");
      // Typed text: closing asks whether to keep it as a draft, a dialog over the wizard.
      const text = page.getByTestId("compose-mail_text");
      await text.fill(`${await text.inputValue()}\n`);
      // Escape in the text (English) and the close icon (German) both ask, and the question stays.
      if (language === "en") await page.keyboard.press("Escape");
      else await page.getByRole("dialog").first().getByRole("button", { name: "Schließen" }).first().click();
      await page.getByTestId("compose-draft-keep").waitFor();
      await page.waitForTimeout(500);
      expect(await page.getByTestId("compose-draft-keep").isVisible()).toBe(true);
      await check("compose wizard asking about its draft");
      await page.getByTestId("compose-draft-keep").click();
      await closeDialogs(page);

      // 4. An application's page with its fit reasons, then its edit dialog over it.
      const link = page.locator('[data-testid^="application-link-"]').first();
      await link.waitFor();
      await link.click();
      await page.getByTestId("application-page").waitFor();
      const fit = page.getByTestId("application-fit");
      await fit.getByTestId("fit-reasons").waitFor();
      await expect
        .poll(() => fit.getByTestId("fit-matched").locator(".mantine-Badge-root").count())
        .toBeGreaterThan(0);
      await check("application page with the fit reasons");
      await page.getByTestId("application-page-edit").click();
      await openDialog(page);
      await check("application edit dialog");
      await closeDialogs(page);

      // 5. A profile's matching jobs with the reasons of the best one expanded.
      const profiles = await pageApi<Array<{ id: number }>>(page, "GET", "profile/");
      const profileId = profiles.data[0]?.id;
      expect(profileId).toBeDefined();
      await page.goto(`${app.url}/profile/jobs/${profileId}`);
      const card = page.locator('[data-testid^="job-"]:has([data-testid="job-score"])').first();
      await card.waitFor();
      await card.getByTestId("job-why").click();
      await expect.poll(() => card.getByTestId("fit-reasons").isVisible()).toBe(true);
      await check("matching jobs with the fit reasons expanded");

      await page.context().close();
      expect(problems).toEqual([]);
    });
  }
});
