import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import {
  arbeitnowJob,
  arbeitnowPage,
  jobsucheOffer,
  jobsucheSearchPage,
} from "@jah/testing/job-source-answers";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { launchBrowser } from "../support/browser.ts";

const root = path.resolve(import.meta.dirname, "../..");

async function logIn(page: Page, app: RunningApp, email: string, password: string) {
  await page.goto(`${app.url}/login`);
  await page.getByTestId("login-email").fill(email);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-submit").click();
  await page.getByTestId("sidebar").waitFor();
}

// Day one of a fresh install: the default sources on, pointed at a local stand-in for both public APIs.
describe("default job sources journey in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let board: Server;
  const stamp = Date.now();
  const adminEmail = `first-admin-${stamp}@example.com`;
  const userEmail = `day-one-${stamp}@example.com`;
  const password = "journey secret 24";

  beforeAll(async () => {
    board = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const base = `http://127.0.0.1:${(board.address() as AddressInfo).port}`;
      res.writeHead(200, { "content-type": "application/json" });
      if (url.pathname === "/jobsuche/pc/v4/jobs") {
        const offers = [
          jobsucheOffer({
            refnr: "10000-1200000001-S",
            titel: "Pflegefachkraft (m/w/d)",
            arbeitgeber: "Klinikum Nord",
          }),
        ];
        return void res.end(JSON.stringify(jobsucheSearchPage(offers, 1, 25, 1)));
      }
      if (url.pathname.startsWith("/jobsuche/pc/v4/jobdetails/")) {
        return void res.end(
          JSON.stringify({ stellenangebotsBeschreibung: "<p>Grund- und Behandlungspflege.</p>" }),
        );
      }
      const jobs = [
        arbeitnowJob({
          slug: "typescript-developer-berlin",
          title: "TypeScript Developer (m/w/d)",
          description: "<p>You build our web apps with <strong>TypeScript</strong> and React.</p>",
          url: "https://jobs.example.com/typescript-developer-berlin",
        }),
      ];
      res.end(JSON.stringify(arbeitnowPage(jobs, 1, base, true)));
    });
    await new Promise<void>((resolve) => board.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(board.address() as AddressInfo).port}`;
    app = await startApp({
      JOB_SOURCES: "on",
      JOB_SOURCES_BUNDESAGENTUR_URL: `${base}/jobsuche`,
      JOB_SOURCES_ARBEITNOW_URL: `${base}/api/job-board-api`,
      JOB_IMPORT_ALLOW_PRIVATE_NETWORKS: "true",
    });
    browser = await launchBrowser();
    await signUpVerified(app, adminEmail, password, "First Admin");
    await signUpVerified(app, userEmail, password, "Day One");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await new Promise((resolve) => board?.close(resolve));
  });

  it("the first administrator sees the default sources and runs one; a user finds its ads and switches on an alert", async () => {
    // 1. The install says how to name an administrator; the operator does, with the command.
    expect(app.output.join("")).toContain("npm run admin -- add you@example.com");
    await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "apps/server/src/ops/admin-cli.ts", "add", adminEmail],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? "", DATA_DIR: app.dataDir, LOG_LEVEL: "silent" },
      },
    );

    // 2. The administrator finds App settings in the user menu: the default sources, marked as such.
    const admin = await browser.newPage({ locale: "en-US", viewport: { width: 1400, height: 1000 } });
    await logIn(admin, app, adminEmail, password);
    await admin.getByTestId("user-menu").click();
    await admin.getByTestId("user-menu-appsettings").click();
    await admin.getByTestId("crawler-config-default").waitFor();
    const config = JSON.parse(await admin.getByTestId("crawler-config").inputValue());
    expect(config.sources.map((s: { key: string }) => s.key)).toEqual(["bundesagentur", "arbeitnow"]);
    const row = admin.getByTestId("source-arbeitnow");
    await row.waitFor();
    await admin.getByTestId("source-bundesagentur").waitFor();

    // 3. Run now against the local stand-in.
    const ran = await answerOf(admin, "POST", "/api/admin/sources/run", () =>
      admin.getByTestId("source-run-arbeitnow").click(),
    );
    expect(ran.status()).toBe(200);
    await expect.poll(() => row.getByTestId("source-error").innerText()).toBe("–");
    await admin.close();

    // 4. A user with a developer profile finds the ad on the matching-jobs page.
    const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ email: userEmail, password }),
    });
    const session = (await signIn.json()) as { token: string; user: { id: string } };
    const call = async (route: string, body: unknown) => {
      const res = await fetch(`${app.url}/api/${route}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-auth-token": session.token,
          "x-auth-id": session.user.id,
        },
        body: JSON.stringify(body),
      });
      expect(res.ok, await res.clone().text()).toBe(true);
      return (await res.json()) as { id: number };
    };
    const profile = await call("profile/", {});
    await call("profile/edit", {
      id: profile.id,
      vorname: "Dana",
      name: "One",
      title: "Software Developer",
      city: "Berlin",
    });
    await call("profile/skill/", {
      name: "TypeScript",
      category: "IT",
      percentage: 100,
      profile: { id: profile.id },
    });
    const page = await browser.newPage({ locale: "en-US", viewport: { width: 1400, height: 1000 } });
    await logIn(page, app, userEmail, password);
    // The non-admin sees no App settings entry.
    await page.getByTestId("user-menu").click();
    await page.getByTestId("logout").waitFor();
    expect(await page.getByTestId("user-menu-appsettings").count()).toBe(0);
    await page.keyboard.press("Escape");
    await page.goto(`${app.url}/profile`);
    await page.getByTestId(`profile-menu-${profile.id}`).click();
    await page.getByTestId(`profile-jobs-${profile.id}`).click();
    const cards = page.locator('[data-testid^="job-"]:has([data-testid="job-score"])');
    await cards.first().waitFor();
    await expect.poll(() => cards.locator("h2").allInnerTexts()).toContain("TypeScript Developer (m/w/d)");

    // 5. On the same page the user switches on a daily job alert from a fit of 70 %.
    const alertPanel = page.getByTestId("job-alert");
    await alertPanel.waitFor();
    await page.getByTestId("job-alert-frequency").click();
    await page.getByRole("option", { name: "Daily", exact: true }).click();
    await page.getByTestId("job-alert-min-score").click();
    await page.getByRole("option", { name: "≥ 70 %", exact: true }).click();
    const saved = await answerOf(page, "PUT", `/api/job-alerts/${profile.id}`, () =>
      page.getByTestId("job-alert-save").click(),
    );
    expect(saved.status()).toBe(200);
    await page.getByText("The job alert is saved.").waitFor();

    // 6. The setting is stored: the reloaded page shows it, and the API answers it.
    await page.reload();
    await expect.poll(() => page.getByTestId("job-alert-frequency").inputValue()).toBe("Daily");
    expect(await page.getByTestId("job-alert-min-score").inputValue()).toBe("≥ 70 %");
    const stored = await fetch(`${app.url}/api/job-alerts/${profile.id}`, {
      headers: { "x-auth-token": session.token, "x-auth-id": session.user.id },
    });
    expect(await stored.json()).toEqual({ profile: profile.id, frequency: "daily", min_score: 70 });
  });
});
