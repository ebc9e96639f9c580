import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";
import { pageApi } from "../support/page-api.ts";
import { samplePdf } from "../support/sample-files.ts";

const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The page's second-level headings, in the interface's language. */
const SECTIONS = {
  en: ["Job", "Mails", "Notes", "Status and history", "Fit", "Appointments", "Files"],
  de: ["Stelle", "E-Mails", "Notizen", "Status und Verlauf", "Übereinstimmung", "Termine", "Dateien"],
};
const NOT_FOUND = { en: "Application not found", de: "Bewerbung nicht gefunden" };

/**
 * The application page (issue 43): reached by clicking a title in the list, the board and the
 * dashboard, everything about the application on it, checked with axe and for heading order in
 * German and English, on a desktop and a phone (where nothing may reach past the screen).
 */
describe("the application page in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  const email = `apppage-${Date.now()}@example.com`;
  const password = "journey secret 43";
  let id = 0;

  async function signedIn(language: "en" | "de", device: typeof DESKTOP | typeof PHONE): Promise<Page> {
    const context = await browser.newContext({ ...device, locale: language });
    const page = await context.newPage();
    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.waitForURL(`${app.url}/`);
    // The interface speaks the account's language, read from the server at the next page load.
    const settings = await pageApi<Array<{ id: number }>>(page, "GET", "usersettings/show");
    const saved = await pageApi(page, "PUT", "usersettings/edit", { id: settings.data[0]?.id, language });
    expect(saved.status).toBe(200);
    return page;
  }

  /** Every heading in document order: the first is the h1, and none skips a level. */
  async function headingProblems(page: Page): Promise<string[]> {
    const levels = await page.evaluate(() =>
      [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
        .filter((h) => (h as HTMLElement).offsetParent !== null)
        .map((h) => `${h.tagName.toLowerCase()} ${h.textContent?.trim()}`),
    );
    const problems: string[] = [];
    if (!levels[0]?.startsWith("h1 ")) problems.push(`first heading: ${levels[0]}`);
    for (let i = 1; i < levels.length; i++) {
      const before = Number(levels[i - 1]?.[1]);
      const now = Number(levels[i]?.[1]);
      if (now > before + 1) problems.push(`${levels[i - 1]} -> ${levels[i]}`);
    }
    return problems;
  }

  /** Elements reaching past the right edge of the screen (a page the phone would scroll sideways). */
  async function sidewaysScroll(page: Page): Promise<number> {
    return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }

  /** The page of the application: the job, history, notes, appointments, files, mails and fit. */
  async function checkPage(page: Page, language: "en" | "de", where: string): Promise<string[]> {
    await page.waitForURL(`${app.url}/applications/${id}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.textContent()).toBe("Page Engineer");
    await page.getByTestId("application-page").waitFor();
    expect(await page.locator("h2").allTextContents()).toEqual(SECTIONS[language]);
    await expect.poll(() => page.getByTestId("section-job").textContent()).toContain("Seitenweg GmbH");
    expect(await page.getByTestId("job-description").textContent()).toContain("TypeScript und PostgreSQL");
    await expect
      .poll(() => page.getByTestId("history-timeline").locator("[data-status]").count())
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("section-notes").textContent()).toContain("Call on Monday");
    await expect.poll(() => page.getByTestId("section-appointments").textContent()).toContain("Interview");
    await expect.poll(() => page.getByTestId("section-files").textContent()).toContain("Zeugnis");
    await page.getByTestId("mail-history").waitFor();
    await page.getByTestId("application-fit-score").waitFor();
    const problems = await axeProblems(page, where);
    problems.push(...(await headingProblems(page)).map((p) => `${where}: heading order ${p}`));
    return problems;
  }

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    await signUpVerified(app, email, password, "Page Tester");

    // One application with something in every section (a profile for the fit).
    const page = await signedIn("en", DESKTOP);
    const call = async <T>(method: string, path: string, body?: unknown) => {
      const answer = await pageApi<T>(page, method, path, body);
      expect(answer.status, `${method} ${path}`).toBeLessThan(300);
      return answer.data;
    };
    const created = await call<{ id: number }>("POST", "profile/applications/", {
      job_title: "Page Engineer",
      hireing_company: "Seitenweg GmbH",
      location: "Leipzig",
      page: "Jobboard",
      link: "https://jobs.example.com/page-engineer",
      recipient_salutation: "none",
      job_description: "Wir suchen Erfahrung mit TypeScript und PostgreSQL.",
      follow_up: "2030-01-15",
    });
    id = created.id;
    await call("POST", "profile/applications/edit", { id, status: "applied" });
    await call("POST", "application/notes/", { value: "Call on Monday", application: { id } });
    await call("POST", "application/appointment/", {
      appointment_date: "2030-02-03T10:30",
      value: "Interview",
      application: { id },
    });
    const doc = await call<{ id: number }>("POST", "documents/", {
      file_string: `data:application/pdf;base64,${samplePdf().toString("base64")}`,
      file_name: "Zeugnis.pdf",
      original_name: "Zeugnis.pdf",
    });
    await call("GET", `document/application/connect/${id}/${doc.id}`);
    await call("POST", "profile/", {});
    await page.context().close();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const language of ["en", "de"] as const) {
    for (const [device, size] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      it(`opens from the list in ${language} on a ${device}, with everything on it and nothing for axe`, async () => {
        const page = await signedIn(language, size);
        await page.goto(`${app.url}/applications`);
        await page.getByTestId(`application-link-${id}`).click();
        const problems = await checkPage(page, language, `${language} ${device}`);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

        // 'Edit' opens the existing form, filled; closing it leaves the page as it was.
        await page.getByTestId("application-page-edit").click();
        await expect.poll(() => page.getByTestId("application-job_title").inputValue()).toBe("Page Engineer");
        await page.keyboard.press("Escape");
        await expect.poll(() => page.getByTestId("application-job_title").count()).toBe(0);

        // An application that is not there (or another user's): said plainly, with the way back.
        await page.goto(`${app.url}/applications/987654`);
        await expect
          .poll(() => page.getByTestId("application-not-found").textContent())
          .toContain(NOT_FOUND[language]);
        problems.push(...(await axeProblems(page, `${language} ${device} not found`)));
        problems.push(...(await headingProblems(page)));
        await page.getByTestId("application-not-found").getByTestId("back-to-list").click();
        await page.waitForURL(`${app.url}/applications`);
        await page.context().close();
        expect(problems).toEqual([]);
      });
    }
  }

  it("opens from the board and from the dashboard's follow-up table", async () => {
    const page = await signedIn("de", DESKTOP);
    await page.goto(`${app.url}/applications`);
    await page.getByTestId("board-view-toggle").click();
    await page.getByTestId(`board-card-${id}`).getByTestId(`application-link-${id}`).click();
    await page.waitForURL(`${app.url}/applications/${id}`);
    await page.getByTestId("application-page").waitFor();
    // The board stays chosen for the next visit; back to the list for other journeys' sake.
    await page.getByTestId("back-to-list").first().click();
    await page.getByTestId("board-view-toggle").click();

    await page.goto(`${app.url}/`);
    await page.getByTestId(`followup-row-${id}`).getByTestId(`application-link-${id}`).click();
    await page.waitForURL(`${app.url}/applications/${id}`);
    await page.getByTestId("application-page").waitFor();
    await page.context().close();
  });
});
