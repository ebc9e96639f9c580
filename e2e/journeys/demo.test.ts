import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems, headingOrderProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

describe("demo system journey in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    app = await startApp({ DEMO_MODE: "1" });
    browser = await launchBrowser();
    page = await browser.newPage({ locale: "en-US", viewport: { width: 1400, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("starts a demo from the landing page and refuses uploads with the spec's message", async () => {
    // 1. The prerendered landing page shows Try the demo once its island has asked for the config.
    await page.goto(`${app.url}/`);
    const start = page.getByTestId("demo-start");
    await start.waitFor();
    const problems = await axeProblems(page, "landing page with the demo button");

    // 2. One click: a demo account, signed in, on the dashboard with its sample applications. (The
    // prerendered page loads the app for "/", so the answer's body is gone by then: the banner tells.)
    const started = await answerOf(page, "POST", "/api/demo/start", () => start.click());
    expect(started.status()).toBe(200);
    await page.getByTestId("sidebar").waitFor();
    await expect.poll(() => page.getByTestId("stat-todo").textContent()).toBe("2");
    // Payments are off: no limit applies, so the counter shows the count alone (issue 25).
    await expect.poll(() => page.getByTestId("stat-profiles").textContent()).toBe("2");
    await page.getByText("Frontend Developer (React)").first().waitFor();
    const banner = page.getByTestId("demo-banner");
    await expect.poll(() => banner.textContent()).toMatch(/^This is a demo account; it will be deleted on /);
    problems.push(...(await axeProblems(page, "dashboard of a demo account")));

    // The applications list holds the active ones of the dozen.
    await page.getByTestId("sidebar").getByRole("link", { name: "Applications", exact: true }).click();
    await page.getByText("Senior React Developer").first().waitFor();
    // Its age badges: white on the filled orange was 3.6:1 (issue 43).
    await page.locator('[data-age="warning"]').first().waitFor();
    problems.push(...(await axeProblems(page, "applications list of a demo account")));
    // The inbox with the sample replies and the cover letters: headings without a skipped level.
    await page.goto(`${app.url}/applications/inbox`);
    await page.getByTestId("inbox-reply").first().waitFor();
    problems.push(...(await axeProblems(page, "inbox of a demo account")));
    problems.push(...(await headingOrderProblems(page, "inbox of a demo account")));
    await page.getByTestId("sidebar").getByRole("link", { name: "Cover letters", exact: true }).click();
    await page.locator('[data-testid^="coverletter-card-"]').first().waitFor();
    problems.push(...(await axeProblems(page, "cover letters of a demo account")));
    problems.push(...(await headingOrderProblems(page, "cover letters of a demo account")));

    // 3. Files: the drop zone is off and says why.
    await page.getByTestId("sidebar").getByRole("link", { name: "Files", exact: true }).click();
    await expect
      .poll(() => page.getByTestId("files-demo").textContent())
      .toBe("File upload is disabled on the demo system");

    // 4. A photo for a profile: the server refuses it and the editor shows the message.
    const profiles = await answerOf(page, "GET", "/api/profile/", () =>
      page.getByTestId("sidebar").getByRole("link", { name: "Profiles", exact: true }).click(),
    );
    const [first] = (await profiles.json()) as Array<{ id: number }>;
    await page.getByTestId(`profile-link-${first!.id}`).click();
    await page.getByTestId("profile-save").waitFor();
    const photo = await answerOf(page, "POST", "/api/profile/edit", () =>
      page
        .locator('input[type="file"]')
        .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG }),
    );
    expect(photo.status()).toBe(403);
    await expect
      .poll(() => page.getByTestId("editor-problem").textContent())
      .toContain("File upload is disabled on the demo system");
    // Still on the editor: a 403 on a demo system is no reason to leave the page.
    expect(new URL(page.url()).pathname).toBe(`/profile/edit/${first!.id}`);
    expect(problems).toEqual([]);
  });
});

describe("staging data reset journey in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const email = `reset-${Date.now()}@example.com`;
  const password = "journey secret 15";

  beforeAll(async () => {
    app = await startApp({ STAGING: "1" });
    browser = await launchBrowser();
    page = await browser.newPage({ locale: "en-US", viewport: { width: 1400, height: 900 } });
    await signUpVerified(app, email, password, "Reset Tester");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("sends a 403 to /datareset, where the user resets their data to the sample data", async () => {
    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("sidebar").waitFor();
    await expect.poll(() => page.getByTestId("stat-todo").textContent()).toBe("0");

    // The crawler settings are for administrators: their 403 leads to the reset page on staging.
    const refused = await answerOf(page, "GET", "/api/admin/settings", () =>
      page.goto(`${app.url}/appsettings`),
    );
    expect(refused.status()).toBe(403);
    await page.waitForURL(`${app.url}/datareset`);
    await page.getByTestId("datareset-start").waitFor();
    const problems = await axeProblems(page, "data reset page");

    // Confirm, and the sample data is there.
    await page.getByTestId("datareset-start").click();
    const reset = await answerOf(page, "POST", "/api/datareset", () =>
      page.getByTestId("datareset-confirm").click(),
    );
    expect(reset.status()).toBe(200);
    await expect
      .poll(() => page.getByTestId("datareset-done").textContent())
      .toContain("2 profiles, 12 applications and 3 cover letters");
    problems.push(...(await axeProblems(page, "data reset done")));
    await page.getByRole("link", { name: "To the dashboard" }).click();
    await expect.poll(() => page.getByTestId("stat-todo").textContent()).toBe("2");
    await page.getByText("Frontend Developer (React)").first().waitFor();
    expect(problems).toEqual([]);
  });
});
