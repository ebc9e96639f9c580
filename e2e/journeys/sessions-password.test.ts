import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

describe("sessions and password journey in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let laptop: BrowserContext;
  let phone: BrowserContext;
  const email = `sessions-${Date.now()}@example.com`;
  const password = "journey secret 77";
  const newPassword = "a brand new journey secret";

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    // Two browsers of the same person: separate storage, like two devices.
    laptop = await browser.newContext({ locale: "en-US", viewport: { width: 1400, height: 900 } });
    phone = await browser.newContext({
      locale: "en-US",
      viewport: { width: 390, height: 844 },
      userAgent: ANDROID,
    });
    await signUpVerified(app, email, password, "Session Tester");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function signIn(page: Page, secret: string) {
    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(secret);
    return answerOf(page, "POST", "/api/auth/sign-in/email", () => page.getByTestId("login-submit").click());
  }

  /** A signed-out browser shows the landing page without the app's sidebar. */
  async function expectSignedOut(page: Page) {
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
    await expect.poll(() => page.getByTestId("sidebar").count()).toBe(0);
  }

  it("lists both devices, signs the other one out, changes the password and ends the other session", async () => {
    const here = await laptop.newPage();
    const there = await phone.newPage();
    expect((await signIn(here, password)).status()).toBe(200);
    await here.getByTestId("sidebar").waitFor();
    expect((await signIn(there, password)).status()).toBe(200);
    await there.getByTestId("sidebar").waitFor();

    await here.goto(`${app.url}/settings/account`);
    const rows = here.getByTestId("session-row");
    // The laptop, the phone, and the session the sign-up opened.
    await expect.poll(() => rows.count()).toBe(3);
    expect(await here.locator('[data-testid="session-row"][data-current="true"]').count()).toBe(1);
    const phoneRow = rows.filter({ hasText: "Chrome 131 on Android" });
    expect(await phoneRow.count()).toBe(1);
    const problems = await axeProblems(here, "account tab with sessions");

    // Sign out the phone from the laptop: the phone's next call finds its session gone.
    await answerOf(here, "DELETE", /^\/api\/account\/sessions\/.+/, () =>
      phoneRow.getByTestId("session-sign-out").click(),
    );
    await expect.poll(() => rows.count()).toBe(2);
    await there.goto(`${app.url}/settings/account`);
    await expectSignedOut(there);

    // All others: after a confirmation only this session is left.
    await here.getByTestId("sessions-others").click();
    await answerOf(here, "POST", "/api/account/sessions/revoke-others", () =>
      here.getByTestId("sessions-others-confirm").click(),
    );
    await expect.poll(() => rows.count()).toBe(1);

    // The phone signs in again; then the laptop changes the password.
    expect((await signIn(there, password)).status()).toBe(200);
    await there.getByTestId("sidebar").waitFor();
    await here.reload();
    await expect.poll(() => rows.count()).toBe(2);
    await here.getByTestId("password-current").fill(password);
    await here.getByTestId("password-new").fill(newPassword);
    await here.getByTestId("password-confirmation").fill(newPassword);
    const changed = await answerOf(here, "POST", "/api/account/password", () =>
      here.getByTestId("password-submit").click(),
    );
    expect(changed.status()).toBe(200);
    await here
      .getByText("Your password has been changed. All other sessions have been signed out.")
      .waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    problems.push(...(await axeProblems(here, "password changed")));

    await there.reload();
    await expectSignedOut(there);
    // The old password no longer signs in, the new one does; the laptop stayed signed in all along.
    expect((await signIn(there, password)).status()).toBe(401);
    await there.getByTestId("login-error").waitFor();
    expect((await signIn(there, newPassword)).status()).toBe(200);
    await there.getByTestId("sidebar").waitFor();
    await here.reload();
    await here.getByTestId("sessions-section").waitFor();
    expect(await here.getByTestId("sidebar").count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
