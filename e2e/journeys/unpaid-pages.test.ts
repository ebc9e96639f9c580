import { FakeStripe } from "@jah/testing/fake-stripe";
import { stripeEnv } from "@jah/testing/payments-env";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";
import { pageApi } from "../support/page-api.ts";

/** The premium pages an unpaid user may open (issue 25); matching jobs is added once a profile exists. */
const PAGES = [
  "/applications",
  "/archive",
  "/files",
  "/insights",
  "/settings/connections",
  "/settings/calendar",
];
/** The pages checked with axe as well: one of the first set, and the pages added later. */
const checkAxe = (path: string) => path === "/applications" || path.startsWith("/profile/jobs/");

const TEXTS = {
  en: { title: "This needs a paid plan", vat: "incl. 19% VAT" },
  de: { title: "Dafür benötigen Sie einen kostenpflichtigen Tarif", vat: "inkl. 19 % USt." },
};

describe("the unpaid path in Chromium, in both languages", () => {
  const stripe = new FakeStripe();
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const email = `unpaid-${Date.now()}@example.com`;
  const password = "journey secret 12";
  let profileId = 0;

  beforeAll(async () => {
    app = await startApp(stripeEnv(stripe, await stripe.listen()));
    browser = await launchBrowser();
    page = await browser.newPage({ locale: "en-US", viewport: { width: 1280, height: 900 } });
    await signUpVerified(app, email, password, "Unpaid Tester");
    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("sidebar").waitFor();
    // Matching jobs (the "jobs" plan area) belong to a profile, which an unpaid user may create.
    const created = await pageApi<{ id: number }>(page, "POST", "profile/", {});
    expect(created.status).toBe(201);
    profileId = created.data.id;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await stripe.close();
  });

  it.each(["en", "de"] as const)(
    "shows the notice in place on every premium page in %s, and no 402 elsewhere",
    async (lang) => {
      if (lang === "de") {
        const [settings] = (await pageApi<Array<{ id: number }>>(page, "GET", "usersettings/show")).data;
        expect(
          (await pageApi(page, "PUT", "usersettings/edit", { id: settings?.id, language: "de" })).status,
        ).toBe(200);
      }
      const refused: string[] = [];
      page.on("response", (response) => {
        if (response.status() === 402 && !response.url().includes("/api/usersettings/ispayeduser")) {
          refused.push(response.url());
        }
      });
      const problems: string[] = [];
      for (const path of [...PAGES, `/profile/jobs/${profileId}`]) {
        await page.goto(`${app.url}${path}`);
        const panel = page.getByTestId("premium-panel").first();
        await panel.waitFor();
        await expect
          .poll(() => panel.getByRole("heading", { level: 2 }).first().innerText())
          .toBe(TEXTS[lang].title);
        await expect.poll(() => panel.getByTestId("plan-complete-vat").innerText()).toBe(TEXTS[lang].vat);
        expect(await page.getByRole("dialog").count(), path).toBe(0);
        expect(await page.getByRole("alert").count(), path).toBe(0);
        if (checkAxe(path)) problems.push(...(await axeProblems(page, `unpaid ${path} (${lang})`)));
      }
      // The matching-jobs page asked for no ads and no alert setting of the unpaid user.
      expect(await page.getByTestId("job-alert").count()).toBe(0);

      // The compose wizard has no address of its own: the dashboard opens it as a dialog, and the
      // notice stands in the wizard's place inside it, with no second dialog (no upgrade prompt) on top.
      await page.goto(`${app.url}/`);
      await page.getByTestId("dashboard-premium").waitFor();
      await page.getByTestId("compose-open").click();
      const wizard = page.getByRole("dialog");
      const notice = wizard.getByTestId("premium-panel");
      await notice.waitFor();
      await expect
        .poll(() => notice.getByRole("heading", { level: 2 }).first().innerText())
        .toBe(TEXTS[lang].title);
      await expect.poll(() => notice.getByTestId("plan-complete-vat").innerText()).toBe(TEXTS[lang].vat);
      expect(await wizard.count()).toBe(1);
      expect(await page.getByTestId("compose-next").count()).toBe(0);
      expect(await page.getByRole("alert").count()).toBe(0);
      problems.push(...(await axeProblems(page, `unpaid compose wizard (${lang})`)));
      await page.keyboard.press("Escape");
      await wizard.waitFor({ state: "detached" });
      expect(refused).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});
