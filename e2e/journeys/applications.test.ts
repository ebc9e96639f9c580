import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { fillDate } from "../support/dates.ts";

describe("applications journey in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const email = `applications-${Date.now()}@example.com`;
  const password = "journey secret 2";

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await browser.newPage({ locale: "en-US", viewport: { width: 1400, height: 900 } });
    await signUpVerified(app, email, password, "Board Tester");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("imports a job from the URL, moves it on the board and in the list, takes notes, archives and restores it", async () => {
    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("sidebar").waitFor();

    // 1. The browser extension's way in: a job in the dashboard's query string is created at once.
    const query = new URLSearchParams({
      job_title: "Journey Engineer",
      hireing_company: "Journey GmbH",
      page: "Jobboard",
      recipient_salutation: "none",
      link: "https://jobs.example.com/journey",
      location: "undefined",
    });
    const created = await answerOf(page, "POST", "/api/profile/applications/", () =>
      page.goto(`${app.url}/?${query.toString()}`),
    );
    expect(created.status()).toBe(200);
    const { id } = (await created.json()) as { id: number };
    await page.waitForURL(`${app.url}/`);
    await page.getByTestId(`app-row-${id}`).waitFor();
    await expect.poll(() => page.getByTestId("stat-todo").textContent()).toBe("1");
    await expect.poll(() => page.getByTestId(`app-row-${id}`).textContent()).toContain("Journey GmbH");
    const advert = page.getByTestId(`app-row-${id}`).getByRole("link", { name: "Jobboard" });
    await expect.poll(() => advert.getAttribute("rel")).toBe("noopener noreferrer");
    await expect.poll(() => advert.getAttribute("target")).toBe("_blank");

    // 2. The board: drag the card to 'applied', then one column on with the keyboard.
    await page.getByTestId("sidebar").getByRole("link", { name: "Applications" }).click();
    await page.getByTestId("board-view-toggle").click();
    const card = page.getByTestId(`board-card-${id}`);
    await page.getByTestId("board-column-todo").getByTestId(`board-card-${id}`).waitFor();
    const dragged = await answerOf(page, "POST", "/api/profile/applications/edit", () =>
      card.dragTo(page.getByTestId("board-column-applied")),
    );
    expect(dragged.request().postDataJSON()).toEqual({ id, status: "applied" });
    await page.getByTestId("board-column-applied").getByTestId(`board-card-${id}`).waitFor();

    await page.getByTestId(`board-card-${id}`).focus();
    const keyed = await answerOf(page, "POST", "/api/profile/applications/edit", () =>
      page.keyboard.press("ArrowRight"),
    );
    expect(keyed.request().postDataJSON()).toEqual({ id, status: "waiting" });
    await page.getByTestId("board-column-waiting").getByTestId(`board-card-${id}`).waitFor();

    // 3. The list's dropdown: 'appointment' asks for the appointment at once.
    await page.getByTestId("board-view-toggle").click();
    await answerOf(page, "POST", "/api/profile/applications/edit", () =>
      page.getByTestId(`status-select-${id}`).selectOption("appointment"),
    );
    await fillDate(page.getByTestId("appointment-date"), "2030-05-04");
    await page.getByTestId("appointment-time").fill("10:30");
    await page.getByTestId("appointment-text").fill("Interview with the team lead");
    const appointment = await answerOf(page, "POST", "/api/application/appointment/", () =>
      page.getByTestId("appointment-save").click(),
    );
    expect(appointment.status()).toBe(200);
    await page.getByTestId("appointment-date").waitFor({ state: "detached" });

    // 4. The view modal: a note, the appointment, and the timeline.
    await page.getByTestId(`view-button-${id}`).click();
    await page.getByTestId("tab-notes").click();
    await page.getByTestId("note-input").fill("Called them.\nThey will answer next week.");
    const note = await answerOf(page, "POST", "/api/application/notes/", () =>
      page.getByTestId("note-save").click(),
    );
    expect(note.status()).toBe(200);
    await expect.poll(() => page.getByRole("dialog").textContent()).toContain("They will answer next week.");
    await page.getByTestId("tab-appointments").click();
    await expect.poll(() => page.getByRole("dialog").textContent()).toContain("Interview with the team lead");
    await page.getByTestId("tab-history").click();
    const history = (await page.getByTestId("history-timeline").textContent()) ?? "";
    for (const status of ["To do", "Applied", "Waiting", "Appointment"]) expect(history).toContain(status);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });

    // 5. Rejected: it leaves the list for the archive, and comes back from there.
    await answerOf(page, "POST", "/api/profile/applications/edit", () =>
      page.getByTestId(`status-select-${id}`).selectOption("rejected"),
    );
    await page.getByTestId(`app-row-${id}`).waitFor({ state: "detached" });
    await page.getByTestId("sidebar").getByRole("link", { name: "Archive" }).click();
    await page.getByTestId(`app-row-${id}`).waitFor();
    await expect.poll(() => page.getByTestId("archive-count-rejected").textContent()).toBe("1");
    const restored = await answerOf(page, "POST", `/api/profile/applications/restore/${id}`, () =>
      page.getByTestId(`restore-button-${id}`).click(),
    );
    expect(((await restored.json()) as { status: string }).status).toBe("appointment");
    await page.getByTestId(`app-row-${id}`).waitFor({ state: "detached" });
    await expect.poll(() => page.getByTestId("archive-count-rejected").textContent()).toBe("0");

    // 6. The dashboard counts it as running again.
    await page.getByTestId("sidebar").getByRole("link", { name: "Dashboard" }).click();
    await expect.poll(() => page.getByTestId("stat-running").textContent()).toBe("1");
    await expect.poll(() => page.getByTestId("stat-todo").textContent()).toBe("0");
    await expect.poll(() => page.getByTestId("stat-done").textContent()).toBe("0");
    await expect.poll(() => page.getByTestId("stat-profiles").textContent()).toMatch(/^\d$/);
  });

  it("downloads the CSV export and the proof of applications, and shows a calendar address", async () => {
    await page.getByTestId("sidebar").getByRole("link", { name: "Applications" }).click();
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]);
    expect(csv.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(readFileSync(await csv.path(), "utf8")).toContain("Journey Engineer");

    await page.getByTestId("report-open").click();
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("report-download").click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    await page.goto(`${app.url}/settings/calendar`);
    await page.getByTestId("calendar-create").click();
    const address = page.getByTestId("calendar-url");
    await address.waitFor();
    const url = await address.inputValue();
    expect(url).toMatch(/\/api\/calendar\/[\w-]+\.ics$/);
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain("BEGIN:VCALENDAR");
  });
});
