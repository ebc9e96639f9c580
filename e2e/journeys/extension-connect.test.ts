import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";

const ZIP = Buffer.from("PK\u0005\u0006".padEnd(22, "\u0000"), "latin1");

/** The web side of the browser extension: its public page, tokens in the settings, the connect page. */
describe("browser extension journey (web side) in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let distDir: string;
  const email = `extension-${Date.now()}@example.com`;
  const password = "journey secret 10";

  /** What the extension does: plain HTTP with its token or its device code. */
  const extension = {
    start: async (client: string) => {
      const res = await fetch(`${app.url}/api/extension/connect/start`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ client }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { deviceCode: string; userCode: string; verificationUrl: string };
    },
    poll: async (deviceCode: string) => {
      const res = await fetch(`${app.url}/api/extension/connect/poll`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ deviceCode }),
      });
      return { status: res.status, body: (await res.json()) as { status: string; token?: string } };
    },
    whoami: async (token: string) =>
      (await fetch(`${app.url}/api/extension/whoami`, { headers: { authorization: `Bearer ${token}` } }))
        .status,
  };

  async function signInOn(page: Page) {
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
  }

  beforeAll(async () => {
    // Only the Chromium build exists on this server: the page offers it and explains the other.
    distDir = mkdtempSync(path.join(tmpdir(), "jah-extension-dist-"));
    writeFileSync(path.join(distDir, "chrome.zip"), ZIP);
    app = await startApp({ EXTENSION_DIST_DIR: distDir });
    browser = await launchBrowser();
    await signUpVerified(app, email, password, "Extension Tester");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    rmSync(distDir, { recursive: true, force: true });
  });

  it("serves the public page prerendered in both languages, with the downloads this server has", async () => {
    for (const [language, title, step] of [
      ["de-DE,de;q=0.9", "Browser-Erweiterung", "Entpackte Erweiterung laden"],
      ["en-US,en;q=0.9", "Browser extension", "Load unpacked"],
    ] as const) {
      const res = await fetch(`${app.url}/extension`, { headers: { "accept-language": language } });
      const html = await res.text();
      expect(html).toContain(`data-prerendered="${language.slice(0, 2)}"`);
      expect(html).toMatch(new RegExp(`<title>${title} · `));
      expect(html).toContain(step);
      expect(html).toContain("/extension/downloads/job-application-helper-firefox.zip");
    }

    const context = await browser.newContext({ locale: "en-US", acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${app.url}/extension`);
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    // The island asked the server: Firefox is not built here, Chromium is.
    await page.getByTestId("download-firefox-missing").waitFor();
    expect(await page.getByTestId("download-firefox").innerText()).toContain("npm run build:extension");
    expect(await page.getByTestId("extension-server-address").innerText()).toContain(app.url);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("download-chrome-link").click(),
    ]);
    expect(download.suggestedFilename()).toBe("job-application-helper-chrome.zip");
    const missing = await fetch(`${app.url}/extension/downloads/job-application-helper-firefox.zip`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("npm run build:extension");
    expect(await axeProblems(page, "extension page")).toEqual([]);

    // The landing page leads there.
    await page.goto(`${app.url}/`);
    await page
      .getByTestId("landing-cta")
      .getByRole("link", { name: /browser extension/ })
      .click();
    await page.waitForURL(`${app.url}/extension`);
    await context.close();
  });

  it("creates a token in the settings, shows it once, and revokes it: the token then answers 401", async () => {
    const page = await browser.newPage({ locale: "en-US", viewport: { width: 1280, height: 900 } });
    await page.goto(`${app.url}/login`);
    await signInOn(page);
    await page.getByTestId("sidebar").waitFor();
    await page.goto(`${app.url}/settings/connections`);
    await page.getByTestId("extension-tokens-empty").waitFor();

    await page.getByTestId("extension-token-name").fill("Journey browser");
    const created = await answerOf(page, "POST", "/api/extension/tokens", () =>
      page.getByTestId("extension-token-create").click(),
    );
    expect(created.status()).toBe(201);
    const token = (await page.getByTestId("extension-token-value").innerText()).trim();
    expect(token).toMatch(/^jah_/);
    expect(await extension.whoami(token)).toBe(200);
    await page.getByTestId("extension-token-row").waitFor();
    await expect.poll(() => page.getByTestId("extension-token-row").innerText()).toContain("Journey browser");
    await page.getByTestId("extension-token-done").click();
    // Shown once: after Done the token is gone from the page (once the dialog has closed).
    await expect.poll(() => page.getByTestId("extension-token-value").count()).toBe(0);
    expect(await axeProblems(page, "settings, extension tokens")).toEqual([]);

    await page.getByTestId("extension-token-revoke").click();
    const revoked = await answerOf(page, "DELETE", /^\/api\/extension\/tokens\//, () =>
      page.getByTestId("extension-token-revoke-confirm").click(),
    );
    expect(revoked.status()).toBe(204);
    await page.getByTestId("extension-tokens-empty").waitFor();
    expect(await extension.whoami(token)).toBe(401);
    await page.close();
  });

  it("approves a connect code started by the extension; the extension then gets its token once", async () => {
    const page = await browser.newPage({ locale: "en-US" });
    await page.goto(`${app.url}/login`);
    await signInOn(page);
    await page.getByTestId("sidebar").waitFor();

    const start = await extension.start("Chromium journey");
    expect((await extension.poll(start.deviceCode)).body.status).toBe("pending");
    await page.goto(start.verificationUrl);
    await page.getByTestId("connect-question").waitFor();
    expect(await page.getByTestId("connect-question").innerText()).toContain("Chromium journey");
    expect(await page.getByTestId("connect-code").innerText()).toBe(start.userCode);
    expect(await axeProblems(page, "connect page")).toEqual([]);

    const approved = await answerOf(page, "POST", "/api/extension/connect/approve", () =>
      page.getByTestId("connect-allow").click(),
    );
    expect(approved.status()).toBe(200);
    const result = page.getByTestId("connect-result");
    await expect.poll(() => result.getAttribute("data-state")).toBe("approved");
    expect(await result.innerText()).toContain("You can close this tab");
    expect(await axeProblems(page, "connect page, approved")).toEqual([]);

    const first = await extension.poll(start.deviceCode);
    expect(first.body.status).toBe("approved");
    expect(await extension.whoami(first.body.token!)).toBe(200);
    expect((await extension.poll(start.deviceCode)).status).toBe(410);

    // The settings list the token under the extension's label.
    await page.goto(`${app.url}/settings/connections`);
    await expect
      .poll(() => page.getByTestId("extension-token-row").innerText())
      .toContain("Chromium journey");
    await page.close();
  });

  it("asks a visitor to sign in first (in the browser's German), and a Deny reaches the extension", async () => {
    const start = await extension.start("Firefox");
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    await page.goto(start.verificationUrl);
    await expect
      .poll(() => page.getByTestId("page-title").innerText())
      .toBe("Anmelden, um die Erweiterung zu verbinden");
    await signInOn(page);
    await page.getByTestId("connect-question").waitFor();
    expect(new URL(page.url()).search).toBe(`?code=${start.userCode}`);
    // Signed in, the app speaks the account's language (English for this user).
    expect(await page.getByTestId("connect-question").innerText()).toContain("“Firefox” wants to connect");

    await answerOf(page, "POST", "/api/extension/connect/deny", () =>
      page.getByTestId("connect-deny").click(),
    );
    await expect.poll(() => page.getByTestId("connect-result").getAttribute("data-state")).toBe("denied");
    expect(await page.getByTestId("connect-result").innerText()).toContain("Connection denied");
    const polled = await extension.poll(start.deviceCode);
    expect(polled).toMatchObject({ status: 410, body: { status: "denied" } });

    // An unknown code says so instead of asking.
    await page.goto(`${app.url}/extension/connect?code=ZZZZ-9999`);
    await expect.poll(() => page.getByTestId("connect-result").getAttribute("data-state")).toBe("unknown");
    await context.close();
  });
});
