import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";

/** The rows of a chart's table as text, header row first. */
function tableRows(page: Page, testId: string): Promise<string[][]> {
  return page
    .getByTestId(testId)
    .evaluate((table) =>
      [...table.querySelectorAll("tr")].map((row) =>
        [...row.children].map((cell) => cell.textContent?.trim() ?? ""),
      ),
    );
}

describe("insights journey in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const email = `insights-${Date.now()}@example.com`;
  const password = "journey secret 4";

  /** Calls the API as the journey's user, as a script would (docs/api.md). */
  async function callApi(headers: Record<string, string>, method: string, path: string, body?: unknown) {
    const res = await fetch(`${app.url}/api/${path}`, {
      method,
      headers: { ...headers, "content-type": "application/json", origin: app.url },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as { id: number };
  }

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await browser.newPage({ locale: "en-US", viewport: { width: 1400, height: 900 } });
    await signUpVerified(app, email, password, "Insights Tester");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("explains the empty page, then charts the applications with their numbers as tables", async () => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("sidebar").waitFor();
    // The charts come with the insights page's chunk, not before.
    expect(scripts.filter((url) => url.includes("InsightsPage"))).toEqual([]);

    // 1. No application sent yet: the page says what will appear.
    await page.getByTestId("sidebar").getByRole("link", { name: "Insights", exact: true }).click();
    await page.getByTestId("insights-empty").waitFor();
    expect(await page.getByTestId("insights-empty").innerText()).toContain(
      "No applications sent in this period yet",
    );
    expect(scripts.some((url) => url.includes("InsightsPage"))).toBe(true);
    const problems = await axeProblems(page, "insights, empty");

    // 2. Four applications through the API: one hired, one rejected, one waiting, one never sent.
    const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ email, password }),
    });
    const session = (await signIn.json()) as { token: string; user: { id: string } };
    const headers = { "x-auth-token": session.token, "x-auth-id": session.user.id };
    const create = (page: string, status: string) =>
      callApi(headers, "POST", "profile/applications/", {
        job_title: `Developer at ${page}`,
        page,
        recipient_salutation: "none",
        status,
      });
    const hired = await create("StepStone", "applied");
    const rejected = await create("StepStone", "applied");
    await create("Indeed", "applied");
    await create("Indeed", "todo");
    for (const status of ["appointment", "accepted"]) {
      await callApi(headers, "POST", "profile/applications/edit", { id: hired.id, status });
    }
    await callApi(headers, "POST", "profile/applications/edit", { id: rejected.id, status: "rejected" });

    // 3. The charts and the same numbers in their tables.
    await page.reload();
    await page.getByTestId("insights-charts").waitFor();
    expect(await page.getByTestId("insights-figure-sent").innerText()).toBe("3");
    expect(await page.getByTestId("insights-figure-answer-rate").innerText()).toBe("67%");
    for (const chart of ["weekly", "funnel", "replies", "by-page", "by-profile"]) {
      await page.getByTestId(`insights-${chart}-chart`).locator("svg.recharts-surface").first().waitFor();
    }
    await expect
      .poll(() => page.locator('[data-testid="insights-weekly-chart"] .recharts-bar-rectangle').count())
      .toBeGreaterThan(0);
    expect(await tableRows(page, "insights-funnel-table")).toEqual([
      ["Stage", "Applications", "Share of the previous stage", "Of all sent"],
      ["Sent", "3", "–", "100%"],
      ["Appointment", "1", "33%", "33%"],
      ["Accepted", "1", "100%", "33%"],
    ]);
    expect(await tableRows(page, "insights-replies-table")).toEqual([
      ["Outcome", "Applications", "Share"],
      ["Answered", "2", "67%"],
      ["No reply", "0", "0%"],
      ["Waiting", "1", "33%"],
    ]);
    expect((await tableRows(page, "insights-by-page-table")).slice(1)).toEqual([
      ["StepStone", "2", "100%", "1", "1", "0"],
      ["Indeed", "1", "0%", "0", "0", "–"],
    ]);
    problems.push(...(await axeProblems(page, "insights, charts")));

    // 4. A chart switched to its table shows the table instead.
    await page.getByTestId("insights-by-page-view").getByText("Table", { exact: true }).click();
    await page.getByTestId("insights-by-page-chart").waitFor({ state: "detached" });
    expect(await page.getByTestId("insights-by-page-table").isVisible()).toBe(true);
    problems.push(...(await axeProblems(page, "insights, table view")));
    expect(problems).toEqual([]);
  });
});
