import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import {
  type ExtensionBrowser,
  ensureExtensionBuild,
  launchWithExtension,
  openPopup,
} from "../support/extension.ts";
import { type JobBoard, startJobBoard } from "../support/job-board.ts";

// The built Chromium extension in Debian's Chromium: connect it to the running app (Allow on the
// web app's connect page), capture a job ad from another site, edit a field, save, meet the
// duplicate warning on a second capture, and find the application in the web app.
/** The web app's session headers for the user, signed in through the API. */
async function signIn(app: RunningApp, email: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  return { "x-auth-token": token, "x-auth-id": user.id };
}

describe("browser extension journey in Chromium", () => {
  let app: RunningApp;
  let board: JobBoard;
  let browser: ExtensionBrowser;
  const email = `extension-${Date.now()}@example.com`;
  const password = "journey secret 10";

  beforeAll(async () => {
    ensureExtensionBuild();
    app = await startApp();
    board = await startJobBoard();
    await signUpVerified(app, email, password, "Extension Tester");
    // The user's Allow in Chromium's own prompt for the server's origin (see launchWithExtension);
    // the job board on 127.0.0.1 gets no grant: the popup reads it through activeTab alone.
    browser = await launchWithExtension([`${app.url}/*`]);
  });
  afterAll(async () => {
    await browser?.close();
    await board?.stop();
    await app?.stop();
  });

  const logIn = async (page: Page) => {
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
  };

  it("connects, captures a job, warns about the duplicate, and the job is in the applications", async () => {
    const { context, extensionId } = browser;

    // 1. Options: the server's address, Connect; the connect page opens in a new tab.
    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    await options.getByTestId("field-server").fill("http://jobs.example.org");
    await options.getByTestId("connect").click();
    await expect.poll(() => options.getByTestId("error-server").textContent()).toContain("Please use https.");
    await options.getByTestId("field-server").fill(`${app.url}/settings`);
    const [connectPage] = await Promise.all([
      context.waitForEvent("page", (page) => page.url().includes("/extension/connect")),
      options.getByTestId("connect").click(),
    ]);
    await expect
      .poll(() => options.getByTestId("connect-code").textContent())
      .toMatch(/[A-Z2-9]{4}-[A-Z2-9]{4}/);
    const code = /[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(
      (await options.getByTestId("connect-code").textContent()) ?? "",
    )?.[0];

    // 2. The new tab has no session yet: sign in, then the question with the same code, and Allow.
    await logIn(connectPage);
    await expect.poll(() => connectPage.getByTestId("connect-code").textContent()).toBe(code);
    const approved = await answerOf(connectPage, "POST", "/api/extension/connect/approve", () =>
      connectPage.getByTestId("connect-allow").click(),
    );
    expect(approved.status()).toBe(200);
    await expect
      .poll(() => options.getByTestId("connected").textContent())
      .toContain(`Connected to ${app.url} as ${email}.`);

    // 3. A job ad on another site, opened from a link with tracking parameters.
    const job = await context.newPage();
    await job.goto(`${board.url}/jobs/platform-engineer?utm_source=newsletter&utm_medium=mail`);
    const popup = await openPopup(browser, job);
    await popup.waitFor("job-form");
    expect(await popup.value("field-job_title")).toBe("Journey Platform Engineer");
    expect(await popup.value("field-hireing_company")).toBe("Extension Journey GmbH");
    expect(await popup.value("field-location")).toBe("Leipzig");
    expect(await popup.value("field-link")).toBe(`${board.url}/jobs/platform-engineer`);
    expect(await popup.value("field-job_description")).toContain("Kubernetes");
    expect(await popup.text("connected-as")).toBe(`Connected as ${email}`);
    // The content is 380 px wide without sideways scrolling (Chromium widens a tall popup for its scrollbar).
    expect(await popup.width()).toEqual({ body: 380, overflows: false });

    // 4. One field edited, saved: the success links into the web app.
    await popup.fill("field-job_title", "Journey Platform Engineer (m/w/d)");
    await popup.click("save");
    await popup.waitFor("saved");
    expect(await popup.text("saved")).toContain("Saved to your applications");
    const webUrl = (await popup.attribute("saved-open", "href")) ?? "";
    expect(webUrl.startsWith(`${app.url}/applications/`)).toBe(true);
    const id = Number(/\/applications\/(\d+)/.exec(webUrl)?.[1]);
    expect(id).toBeGreaterThan(0);

    // 5. The same job again: recognised as tracked, with its status and Open, and no Save.
    const again = await openPopup(browser, job);
    await again.waitFor("tracked");
    expect(await again.text("tracked-status")).toBe("Status: To do");
    expect(await again.attribute("tracked-open", "href")).toBe(webUrl);
    expect(await again.evaluate<boolean>('!document.querySelector("[data-testid=save]")')).toBe(true);

    // 6. The popup's link leads to the application's own page in the web app (this tab signed in
    //    above), with the edited title and the link without its tracking parameters.
    await connectPage.goto(webUrl);
    const heading = connectPage.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.textContent()).toBe("Journey Platform Engineer (m/w/d)");
    const jobSection = connectPage.getByTestId("section-job");
    expect(await jobSection.textContent()).toContain("Extension Journey GmbH");
    expect(await jobSection.getByRole("link").getAttribute("href")).toBe(
      `${board.url}/jobs/platform-engineer`,
    );

    // 7. The token revoked in the web app: the next capture says so and leads to reconnecting.
    const session = await signIn(app, email, password);
    const tokens = (await (
      await fetch(`${app.url}/api/extension/tokens`, { headers: session })
    ).json()) as Array<{
      id: string;
    }>;
    expect(tokens).toHaveLength(1);
    const revoked = await fetch(`${app.url}/api/extension/tokens/${tokens[0]?.id}`, {
      method: "DELETE",
      headers: session,
    });
    expect(revoked.status).toBe(204);
    const other = await context.newPage();
    await other.goto(`${board.url}/jobs/site-reliability-engineer`);
    const afterRevoke = await openPopup(browser, other);
    await afterRevoke.waitFor("blocked-revoked");
    expect(await afterRevoke.text("blocked-revoked")).toContain("The connection was revoked");
    // Reconnect brings the options page (still open from step 1) to the front, now disconnected.
    await afterRevoke.click("to-options");
    await expect.poll(() => options.getByTestId("revoked").textContent()).toContain("Please connect again.");
    expect(await options.getByTestId("field-server").inputValue()).toBe(app.url);
  });
});
