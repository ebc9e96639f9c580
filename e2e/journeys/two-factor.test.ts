import { totpCode, wrongCode } from "@jah/testing/totp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";

describe("stronger sign-in journey in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const email = `two-factor-${Date.now()}@example.com`;
  const password = "journey secret 2fa";

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await browser.newPage({ locale: "en-US", viewport: { width: 1400, height: 900 } });
    await signUpVerified(app, email, password, "Factor Tester");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** The password step of the login page. */
  async function passwordStep() {
    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    const answer = await answerOf(page, "POST", "/api/auth/sign-in/email", () =>
      page.getByTestId("login-submit").click(),
    );
    expect(answer.status()).toBe(200);
  }

  async function signOut() {
    await page.getByTestId("user-menu").click();
    await page.getByTestId("logout").click();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
    await page.waitForURL(`${app.url}/`);
  }

  let key = "";

  it("sets up an authenticator app in the settings, signs out and signs in with the password and its code", async () => {
    await passwordStep();
    await page.getByTestId("sidebar").waitFor();
    await page.goto(`${app.url}/settings/account`);
    const state = page.getByTestId("two-factor-state");
    await expect.poll(() => state.getAttribute("data-state")).toBe("off");

    await page.getByTestId("two-factor-enable").click();
    await page.getByTestId("two-factor-prompt-password").fill(password);
    const started = await answerOf(page, "POST", "/api/account/two-factor/enable", () =>
      page.getByTestId("two-factor-prompt-submit").click(),
    );
    expect(started.status()).toBe(200);
    // The key as the page shows it, in groups of four: what a person types into the app.
    const shown = await page.getByTestId("totp-key").inputValue();
    expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    key = shown.replaceAll(" ", "");
    expect(await page.getByTestId("totp-open").getAttribute("href")).toMatch(/^otpauth:\/\/totp\//);
    const problems = await axeProblems(page, "two-factor set-up");

    await page.getByTestId("totp-code").fill(totpCode(key));
    const verified = await answerOf(page, "POST", "/api/account/two-factor/verify", () =>
      page.getByTestId("totp-verify").click(),
    );
    expect(verified.status()).toBe(200);
    // The answer is in; the codes appear once React has drawn them: wait for all ten, then read them.
    await expect.poll(() => page.getByTestId("backup-code").count()).toBe(10);
    const codes = await page.getByTestId("backup-code").allInnerTexts();
    problems.push(...(await axeProblems(page, "backup codes")));
    const download = page.waitForEvent("download");
    await page.getByTestId("backup-codes-download").click();
    expect((await download).suggestedFilename()).toBe("backup-codes.txt");
    await page.getByTestId("backup-codes-done").click();
    await expect.poll(() => state.getAttribute("data-state")).toBe("on");
    await expect
      .poll(() => page.getByTestId("two-factor-codes-left").innerText())
      .toBe("10 backup codes left.");
    // This session went on working through the change.
    await page.reload();
    await expect.poll(() => page.getByTestId("two-factor-state").getAttribute("data-state")).toBe("on");

    await signOut();
    await passwordStep();
    const code = page.getByTestId("second-factor-code");
    await code.waitFor();
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
    problems.push(...(await axeProblems(page, "second-factor step")));

    // A wrong code first: said plainly, the field stays for the next try.
    const refused = await answerOf(page, "POST", "/api/auth/two-factor/verify-totp", () =>
      code.fill(wrongCode(key)),
    );
    expect(refused.status()).toBe(401);
    expect(await page.getByTestId("second-factor-error").innerText()).toBe(
      "That code is not right. Please check it and try again.",
    );
    const accepted = await answerOf(page, "POST", "/api/auth/two-factor/verify-totp", () =>
      code.fill(totpCode(key)),
    );
    expect(accepted.status()).toBe(200);
    await page.getByTestId("sidebar").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeTruthy();

    // A backup code signs in instead of the app's code.
    await signOut();
    await passwordStep();
    await page.getByTestId("second-factor-switch").click();
    await page.getByTestId("second-factor-backup").fill(codes[0]!);
    const backup = await answerOf(page, "POST", "/api/auth/two-factor/verify-backup-code", () =>
      page.getByTestId("second-factor-submit").click(),
    );
    expect(backup.status()).toBe(200);
    await page.getByTestId("sidebar").waitFor();
    expect(problems).toEqual([]);
  });

  it("adds a passkey with the browser's authenticator, signs in with it and deletes it", async () => {
    // Chromium's virtual authenticator stands in for the laptop's fingerprint reader.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.goto(`${app.url}/settings/account`);
    await page.getByTestId("passkeys-empty").waitFor();
    await page.getByTestId("passkey-name").fill("Journey laptop");
    const registered = await answerOf(page, "POST", "/api/auth/passkey/verify-registration", () =>
      page.getByTestId("passkey-add").click(),
    );
    expect(registered.status()).toBe(200);
    const row = page.getByTestId("passkey-row");
    await row.waitFor();
    expect(await row.innerText()).toContain("Journey laptop");

    await signOut();
    await page.goto(`${app.url}/login`);
    const signedIn = await answerOf(page, "POST", "/api/auth/passkey/verify-authentication", () =>
      page.getByTestId("login-passkey").click(),
    );
    expect(signedIn.status()).toBe(200);
    await page.getByTestId("sidebar").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");

    await page.goto(`${app.url}/settings/account`);
    await page.getByTestId("passkey-delete").click();
    const deleted = await answerOf(page, "DELETE", /^\/api\/account\/passkeys\/.+/, () =>
      page.getByTestId("passkey-delete-confirm").click(),
    );
    expect(deleted.status()).toBe(200);
    await page.getByTestId("passkeys-empty").waitFor();
  });
});
