import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";

// A job board answering in Arbeitnow's format, served from the test process.
const BOARD = {
  data: [
    {
      slug: "typescript-entwicklerin-berlin",
      company_name: "Spreewerk Labs GmbH",
      title: "TypeScript-Entwickler (m/w/d)",
      description:
        "<p>Sie entwickeln unsere Webanwendungen mit <strong>TypeScript</strong>, React und PostgreSQL.</p><p>Kenntnisse in Kubernetes sind ein Plus.</p>",
      remote: false,
      url: "https://jobs.example.com/typescript-entwicklerin-berlin",
      tags: [],
      job_types: ["Vollzeit"],
      location: "Berlin",
      created_at: 1795600800,
    },
    {
      slug: "koch-hamburg",
      company_name: "Hafenküche GmbH",
      title: "Koch (m/w/d)",
      description: "<p>À-la-carte-Küche, HACCP, Mise en Place.</p>",
      remote: false,
      url: "https://jobs.example.com/koch-hamburg",
      tags: [],
      job_types: ["Vollzeit"],
      location: "Hamburg",
      created_at: 1795514400,
    },
  ],
  links: { next: null },
};

async function logIn(page: Page, app: RunningApp, email: string, password: string) {
  await page.goto(`${app.url}/login`);
  await page.getByTestId("login-email").fill(email);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-submit").click();
  await page.getByTestId("sidebar").waitFor();
}

describe("job discovery journey in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let board: Server;
  let boardUrl: string;
  const stamp = Date.now();
  const adminEmail = `admin-${stamp}@example.com`;
  const userEmail = `seeker-${stamp}@example.com`;
  const password = "journey secret 11";

  beforeAll(async () => {
    board = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(BOARD));
    });
    await new Promise<void>((resolve) => board.listen(0, "127.0.0.1", resolve));
    boardUrl = `http://127.0.0.1:${(board.address() as AddressInfo).port}/api/job-board-api`;
    app = await startApp({ ADMIN_EMAILS: adminEmail, JOB_IMPORT_ALLOW_PRIVATE_NETWORKS: "true" });
    browser = await launchBrowser();
    await signUpVerified(app, adminEmail, password, "Admin Tester");
    await signUpVerified(app, userEmail, password, "Seeker Tester");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await new Promise((resolve) => board?.close(resolve));
  });

  it("an admin configures and runs a source; a user sees matching jobs with reasons and tracks one", async () => {
    // 1. The admin refuses broken JSON, saves a source and runs it.
    const admin = await browser.newPage({ locale: "en-US", viewport: { width: 1400, height: 1000 } });
    await logIn(admin, app, adminEmail, password);
    await admin.goto(`${app.url}/appsettings`);
    const area = admin.getByTestId("crawler-config");
    await area.waitFor();
    await area.fill("{ broken");
    await admin.getByTestId("crawler-config-save").click();
    expect(await admin.getByTestId("crawler-config-invalid").innerText()).toBe("Invalid JSON format!");
    await area.fill(
      JSON.stringify(
        {
          sources: [{ kind: "arbeitnow", key: "board", name: "Local board", url: boardUrl, maxPages: 1 }],
          hostDelayMs: 200,
        },
        null,
        2,
      ),
    );
    const saved = await answerOf(admin, "POST", "/api/admin/settings/edit", () =>
      admin.getByTestId("crawler-config-save").click(),
    );
    expect(saved.status()).toBe(200);
    const row = admin.getByTestId("source-board");
    await row.waitFor();
    const ran = await answerOf(admin, "POST", "/api/admin/sources/run", () =>
      admin.getByTestId("source-run-board").click(),
    );
    expect(ran.status()).toBe(200);
    // Both ads of the board found; new unless the scheduled crawler (every minute, and 10 s after the
    // start) took this source first on a slow machine, which stored them already.
    await expect.poll(() => row.getByTestId("source-found").innerText()).toBe("2");
    expect(["0", "2"]).toContain(await row.getByTestId("source-new").innerText());
    expect(await row.getByTestId("source-error").innerText()).toBe("–");
    const problems = await axeProblems(admin, "app settings");
    await admin.close();

    // 2. A user with a developer profile opens its matching jobs from the profile card.
    const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ email: userEmail, password }),
    });
    const session = (await signIn.json()) as { token: string; user: { id: string } };
    const call = async (path: string, body: unknown) => {
      const res = await fetch(`${app.url}/api/${path}`, {
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
      vorname: "Sina",
      name: "Seeker",
      profiletitle: "Entwicklerin",
      title: "Softwareentwicklerin",
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
    await page.goto(`${app.url}/profile`);
    await page.getByTestId(`profile-menu-${profile.id}`).click();
    await page.getByTestId(`profile-jobs-${profile.id}`).click();
    // Each ad's card holds its score.
    const cards = page.locator('[data-testid^="job-"]:has([data-testid="job-score"])');
    await cards.first().waitFor();
    await expect
      .poll(() => cards.locator("h2").allInnerTexts())
      .toEqual(["TypeScript-Entwickler (m/w/d)", "Koch (m/w/d)"]);
    const first = cards.first();
    const score = Number((await first.getByTestId("job-score").innerText()).replace(/\D/g, ""));
    const last = Number((await cards.last().getByTestId("job-score").innerText()).replace(/\D/g, ""));
    expect(score).toBeGreaterThan(last);

    // 3. Why it fits: the skill found in the ad, and the one it asks for that the profile lacks.
    await first.getByTestId("job-why").click();
    await expect.poll(() => first.getByTestId("fit-matched").innerText()).toContain("TypeScript");
    expect(await first.getByTestId("fit-missing").innerText()).toContain("Kubernetes");
    problems.push(...(await axeProblems(page, "matching jobs")));

    // 4. Track it: it becomes an application on the list.
    const tracked = await answerOf(page, "POST", "/api/profile/jobs/track", () =>
      first.getByTestId("job-track").click(),
    );
    expect(tracked.status()).toBe(200);
    await first.getByTestId("job-open-application").click();
    await page.getByText("TypeScript-Entwickler (m/w/d)").first().waitFor();
    expect(problems).toEqual([]);
  });
});
