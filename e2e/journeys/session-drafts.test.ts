import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";

const SESSION_MINUTES = 59;

/**
 * Moves this tab's sign-in time back, as if the user had been working for `minutes`, and reloads so
 * the page reads it (the server's session is younger, so it still answers).
 */
async function workedFor(page: Page, minutes: number): Promise<void> {
  await page.evaluate((ms) => sessionStorage.setItem("loginTime", String(Date.now() - ms)), minutes * 60_000);
  await page.reload();
}

describe("a session that lasts while the user works, and drafts that survive (issue 43)", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const email = `session-${Date.now()}@example.com`;
  const password = "journey secret 43";

  const signIn = async (on: Page = page) => {
    await on.goto(`${app.url}/login`);
    await on.getByTestId("login-email").fill(email);
    await on.getByTestId("login-password").fill(password);
    await on.getByTestId("login-submit").click();
    await on.getByTestId("session-timer").waitFor();
  };

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await browser.newPage({ locale: "en-GB", viewport: { width: 1400, height: 900 } });
    await signUpVerified(app, email, password, "Session Tester");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("offers to renew in the last five minutes without covering the page", async () => {
    await signIn();
    await workedFor(page, SESSION_MINUTES - 6);
    await page.getByTestId("session-timer").waitFor();
    expect(await page.getByTestId("renew-prompt").count()).toBe(0);

    await workedFor(page, SESSION_MINUTES - 4.5);
    const prompt = page.getByTestId("renew-prompt");
    await prompt.waitFor();
    await expect.poll(() => prompt.textContent()).toMatch(/Your session ends in 04:\d\d minutes/);
    // Not over the page: the sidebar's links still take clicks.
    await page.getByTestId("sidebar").getByRole("link", { name: "Applications", exact: true }).click();
    await page.waitForURL(`${app.url}/applications`);
    const problems = await axeProblems(page, "renew prompt");
    // Nor over a dialog's buttons: the cover letter's Save stays within reach.
    await page.goto(`${app.url}/coverletter`);
    await page.getByTestId("coverletter-new").click();
    await prompt.waitFor();
    await page.getByTestId("coverletter-save").click({ trial: true, timeout: 5_000 });
    await page.keyboard.press("Escape");
    await page.getByTestId("coverletter-save").waitFor({ state: "hidden" });

    // A normal account renews with its password in the renew dialog; the timer starts again.
    await page.getByTestId("renew-prompt-renew").click();
    const dialog = page.getByRole("dialog", { name: "Renew your session" });
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    const renewed = await answerOf(page, "POST", "/api/auth/sign-in/email", () =>
      dialog.getByRole("button", { name: "Renew session" }).click(),
    );
    expect(renewed.status()).toBe(200);
    await expect.poll(() => page.getByTestId("session-timer").textContent()).toMatch(/^5[89]:\d\d$/);
    expect(await page.getByTestId("renew-prompt").count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("offers a cover letter's typed text back after the session ended and a new sign-in", async () => {
    await page.goto(`${app.url}/coverletter`);
    await page.getByTestId("coverletter-new").click();
    await page.getByTestId("coverletter-title").fill("Initiativ");
    await page.getByTestId("coverletter-text").fill("An hour of careful writing.");

    // The hour is over: the next call ends the session and the page goes to the start.
    await page.evaluate(
      (ms) => sessionStorage.setItem("loginTime", String(Date.now() - ms)),
      (SESSION_MINUTES + 1) * 60_000,
    );
    await page.getByTestId("coverletter-save").click();
    await page.waitForURL(`${app.url}/`);

    await signIn();
    await page.goto(`${app.url}/coverletter`);
    await page.getByTestId("coverletter-new").click();
    const offer = page.getByTestId("coverletter-draft-offer");
    await offer.waitFor();
    expect(await offer.textContent()).toContain("Restore your unsaved draft?");
    const problems = await axeProblems(page, "draft offer");
    await page.getByTestId("coverletter-draft-restore").click();
    expect(await page.getByTestId("coverletter-text").inputValue()).toBe("An hour of careful writing.");
    const saved = await answerOf(page, "POST", "/api/application/coverletter/", () =>
      page.getByTestId("coverletter-save").click(),
    );
    expect(saved.status()).toBe(200);
    await page.getByText("An hour of careful writing.").first().waitFor();
    const left = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith("draft:")),
    );
    expect(left).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("shows the prompt in German on a phone, inside the screen, and keeps it away once dismissed", async () => {
    const phone = await browser.newPage({ locale: "de-DE", viewport: { width: 390, height: 844 } });
    await signIn(phone);
    // The account was made in English; the interface language is the user's setting.
    await phone.getByTestId("user-menu").click();
    const saved = await answerOf(phone, "PUT", "/api/usersettings/edit", () =>
      phone.getByTestId("language-de").click(),
    );
    expect(saved.status()).toBe(200);
    await workedFor(phone, SESSION_MINUTES - 4.5);
    const prompt = phone.getByTestId("renew-prompt");
    await prompt.waitFor();
    await expect
      .poll(() => prompt.textContent())
      .toMatch(/Ihre Sitzung endet bald.*Ihre Sitzung endet in 04:\d\d Minuten/);
    const box = await prompt.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const problems = await axeProblems(phone, "renew prompt on a phone, German");

    await phone.getByRole("button", { name: "Später" }).click();
    await prompt.waitFor({ state: "hidden" });
    await phone.reload();
    await phone.getByTestId("session-timer").waitFor();
    expect(await prompt.count()).toBe(0);
    expect(problems).toEqual([]);
    await phone.close();
  });
});
