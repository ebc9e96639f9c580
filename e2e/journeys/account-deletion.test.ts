import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";
import { linkFromOutbox } from "../support/outbox.ts";

describe("account deletion journey in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const email = `deletion-${Date.now()}@example.com`;
  const password = "journey secret 14";

  beforeAll(async () => {
    app = await startApp({ ACCOUNT_DELETION_DAYS: "14" });
    browser = await launchBrowser();
    page = await browser.newPage({ locale: "en-US", viewport: { width: 1400, height: 900 } });
    await signUpVerified(app, email, password, "Deletion Tester");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** Types the code the open dialog shows and submits it; returns the answer's status. */
  async function typeShownCode(path: string): Promise<number> {
    const code = (await page.getByTestId("deletion-code").innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    await page.getByTestId("deletion-code-input").fill(code);
    const answer = await answerOf(page, "POST", path, () => page.getByTestId("deletion-code-submit").click());
    return answer.status();
  }

  it("requests the deletion, confirms it from the mail, sees the banner, cancels and confirms the cancel", async () => {
    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("sidebar").waitFor();
    expect(await page.getByTestId("deletion-banner").count()).toBe(0);

    // 1. Settings, tab Account: the request asks for the code shown on screen.
    await page.goto(`${app.url}/settings/account`);
    await page.getByTestId("deletion-request").click();
    await page.getByTestId("deletion-code").waitFor();
    const problems = await axeProblems(page, "deletion code dialog");
    expect(await typeShownCode("/api/account/requestdelete")).toBe(200);
    await expect.poll(() => page.getByTestId("deletion-state").getAttribute("data-state")).toBe("requested");
    problems.push(...(await axeProblems(page, "account tab, deletion requested")));

    // 2. The mailed link opens the confirmation page, which schedules the deletion.
    const { link, subject } = await linkFromOutbox(app.outboxDir, email, "/settings/confirmdelete");
    expect(subject).toBe("Please confirm the deletion of your account");
    const confirmed = await answerOf(page, "GET", "/api/account/confirmdelete", () => page.goto(link));
    expect(confirmed.status()).toBe(200);
    const status = page.getByTestId("deletion-confirm-status");
    await expect.poll(() => status.getAttribute("data-tone")).toBe("success");
    expect(await status.innerText()).toMatch(
      /^Your account will be deleted on .+\. Until then you can cancel the deletion at any time./,
    );

    // 3. The banner on every other signed-in page, with the date and a cancel link (the confirmation
    // page says it once, not twice).
    const banner = page.getByTestId("deletion-banner");
    expect(await banner.count()).toBe(0);
    await page.getByTestId("sidebar").getByRole("link", { name: "Cover letters", exact: true }).click();
    await page.waitForURL(`${app.url}/coverletter`);
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(
      /Your account will be deleted on .+\. Until then you can cancel the deletion at any time./,
    );
    problems.push(...(await axeProblems(page, "page with the deletion banner")));

    // 4. Cancel from the banner: the account tab, the code, then the mailed cancel link.
    await page.getByTestId("deletion-banner-cancel").click();
    await page.waitForURL(`${app.url}/settings/account`);
    await page.getByTestId("deletion-cancel").click();
    await page.getByTestId("deletion-code").waitFor();
    expect(await typeShownCode("/api/account/canceldelete")).toBe(200);
    await expect
      .poll(() => page.getByTestId("deletion-state").getAttribute("data-state"))
      .toBe("cancel_requested");
    const cancel = await linkFromOutbox(app.outboxDir, email, "/settings/confirmcanceldelete");
    const kept = await answerOf(page, "GET", "/api/account/confirmcanceldelete", () =>
      page.goto(cancel.link),
    );
    expect(kept.status()).toBe(200);
    await expect.poll(() => status.getAttribute("data-tone")).toBe("success");
    expect(await status.innerText()).toContain(
      "Your account will no longer be deleted, all your subscriptions will continue",
    );
    await expect.poll(() => banner.count()).toBe(0);
    await expect.poll(() => page.getByTestId("deletion-state").getAttribute("data-state")).toBe("none");
    problems.push(...(await axeProblems(page, "cancel confirmation page")));

    // 5. The used link again: the spec's message and the contact-support modal.
    await page.goto(cancel.link);
    await expect.poll(() => status.getAttribute("data-tone")).toBe("error");
    expect(await status.innerText()).toContain(
      "There was an error confirming the request. Please contact support.",
    );
    await page.getByTestId("deletion-support").waitFor();
    problems.push(...(await axeProblems(page, "contact-support modal")));
    expect(problems).toEqual([]);
  });
});
