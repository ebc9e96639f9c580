import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";
import { linkFromOutbox } from "../support/outbox.ts";

describe("account journey in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const email = `journey-${Date.now()}@example.com`;
  const password = "journey secret 1";

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await browser.newPage({ locale: "en-US" });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("signs up, is signed in by the verification link, signs in again, switches to German and logs out", async () => {
    await page.goto(`${app.url}/signup`);
    await page.getByTestId("signup-name").fill("Jo Tester");
    await page.getByTestId("signup-username").fill("journey.tester");
    await page.getByTestId("signup-email").fill(email);
    await page.getByTestId("signup-password").fill(password);
    await page.getByTestId("signup-passwordconfirmation").fill(password);
    // The bot check started when the form got focus; its solution goes with the sign-up.
    await page.locator('altcha-widget [data-state="verified"]').waitFor({ state: "attached" });
    const registered = page.waitForResponse((r) => r.url().endsWith("/api/register/signup"));
    await page.getByTestId("signup-submit").click();
    expect((await registered).status()).toBe(200);

    const { link, subject } = await linkFromOutbox(app.outboxDir, email, "/verifyemail");
    expect(subject).toBe("Please confirm your e-mail address");
    const verified = page.waitForResponse((r) => r.url().includes("/api/register/verify"));
    await page.goto(link);
    expect((await verified).status()).toBe(200);
    // The link signs in (issue 43): the first dashboard greets by the name, with the first steps.
    await page.getByTestId("sidebar").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await page.getByTestId("first-steps").waitFor();
    await expect.poll(() => page.getByText("Welcome, Jo Tester").count()).toBe(1);
    expect(await axeProblems(page, "first dashboard")).toEqual([]);
    await page.getByTestId("user-menu").click();
    await page.getByTestId("logout").click();
    await page.getByTestId("sidebar").waitFor({ state: "detached" });

    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("sidebar").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    const stored = await page.evaluate(() => ({
      token: sessionStorage.getItem("token"),
      localId: sessionStorage.getItem("localId"),
      loginTime: sessionStorage.getItem("loginTime"),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.localId).toBeTruthy();
    expect(Number(stored.loginTime)).toBeGreaterThan(Date.now() - 60_000);
    await expect.poll(() => page.getByTestId("session-timer").textContent()).toMatch(/^5[89]:\d\d$/);

    await page.getByTestId("user-menu").click();
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/usersettings/edit"));
    await page.getByTestId("language-de").click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("de");
    await expect.poll(() => page.getByTestId("sidebar").textContent()).toContain("Bewerbungen");

    await page.getByTestId("user-menu").click();
    await page.getByTestId("logout").click();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
    await page.waitForURL(`${app.url}/`);
    await expect.poll(() => page.getByTestId("sidebar").count()).toBe(0);
  });
});
