import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { fillDate } from "../support/dates.ts";

describe("profiles journey in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const email = `profiles-${Date.now()}@example.com`;
  const password = "journey secret 3";

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    // Wide enough for the live preview beside the editor.
    page = await browser.newPage({
      locale: "en-US",
      viewport: { width: 1600, height: 1000 },
      acceptDownloads: true,
    });
    // Browser errors (a refused content security policy, a failed drawing) show in the test output.
    page.on("console", (message) => {
      if (message.type() === "error") console.error(`browser: ${message.text()}`);
    });
    page.on("pageerror", (error) => console.error(`browser: ${error.message}`));
    await signUpVerified(app, email, password, "Profile Tester");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("creates a profile, fills every tab, watches the live preview and downloads the PDF", async () => {
    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("sidebar").waitFor();

    // 1. The empty list, then a new profile opens in the editor.
    await page.getByTestId("sidebar").getByRole("link", { name: "Profiles" }).click();
    await page.getByTestId("profiles-empty").waitFor();
    await expect.poll(() => page.getByTestId("profile-count").textContent()).toBe("0 profiles");
    const created = await answerOf(page, "POST", "/api/profile/", () =>
      page.getByTestId("profile-create").click(),
    );
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await page.waitForURL(`${app.url}/profile/edit/${id}`);

    // The live preview draws the empty profile first.
    const preview = page.getByTestId("live-preview");
    const renders = async () => Number(await preview.getAttribute("data-renders"));
    await expect.poll(renders, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);

    // 2. Basics.
    await page.getByTestId("profile-profiletitle").fill("Journey CV");
    await page.getByTestId("profile-title").fill("Platform Engineer");
    await page.getByTestId("profile-mantra").fill("Small steps, often.");
    await page.getByTestId("searching-input").fill("Tech lead");
    await page.getByTestId("searching-input").press("Enter");

    // 3. Personal, with a language.
    await page.getByTestId("tab-personal").click();
    await page.getByTestId("profile-vorname").fill("Ada");
    await page.getByTestId("profile-name").fill("Lovelace");
    await fillDate(page.getByTestId("profile-birthdate"), "1990-12-10");
    await page.getByTestId("language-name").fill("English");
    await page.getByTestId("language-level").selectOption("100");
    await page.getByTestId("language-add").click();
    const saved = await answerOf(page, "POST", "/api/profile/edit", () =>
      page.getByTestId("profile-save").click(),
    );
    expect(saved.status()).toBe(200);
    const savedProfile = (await saved.json()) as { languages: Array<{ name: string; level: number }> };
    expect(savedProfile.languages).toEqual([expect.objectContaining({ name: "English", level: 100 })]);
    await page.getByTestId("unsaved").waitFor({ state: "detached" });

    // A photo: chosen with the avatar, sent as a data URL with the profile.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    const photo = await answerOf(page, "POST", "/api/profile/edit", () =>
      page
        .locator('input[type="file"]')
        .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png }),
    );
    expect(photo.status()).toBe(200);
    expect(photo.request().postDataJSON().picture).toMatch(/^data:image\/png;base64,/);
    await page.getByTestId(`profile-picture-${id}`).waitFor();

    // 4. Address, with a social link (saved at once through its own endpoint).
    await page.getByTestId("tab-address").click();
    await page.getByTestId("profile-street").fill("Main Street");
    await page.getByTestId("profile-housenumber").fill("1");
    await page.getByTestId("profile-postcode").fill("10115");
    await page.getByTestId("profile-city").fill("Berlin");
    await page.getByTestId("profile-email").fill("ada@example.com");
    await page.getByTestId("social-add").click();
    await page.getByTestId("social-key_name").fill("LinkedIn");
    await page.getByTestId("social-value").fill("https://www.linkedin.com/in/ada");
    const link = await answerOf(page, "POST", "/api/profile/socialmedia/", () =>
      page.getByTestId("social-save").click(),
    );
    expect(link.status()).toBe(201);
    await page.getByTestId("editor-social").getByRole("link", { name: "LinkedIn" }).waitFor();

    // 5. Skills: a hard skill and a soft skill.
    await page.getByTestId("tab-skills").click();
    await page.getByTestId("skill-add").click();
    await page.getByTestId("skill-name").fill("TypeScript");
    await page.getByTestId("skill-category").fill("Languages");
    await page.getByTestId("skill-percentage").selectOption("75");
    const skill = await answerOf(page, "POST", "/api/profile/skill/", () =>
      page.getByTestId("skill-save").click(),
    );
    expect(skill.status()).toBe(201);
    await page.getByTestId("skill-group-Languages").waitFor();
    await page.getByTestId("qualifications-input").fill("Team player");
    await page.getByTestId("qualifications-add").click();

    // 6. Education.
    await page.getByTestId("tab-education").click();
    await page.getByTestId("education-add").click();
    await page.getByTestId("education-name").fill("TU Berlin");
    await page.getByTestId("education-subject_area").fill("Computer science");
    await fillDate(page.getByTestId("education-start"), "2010-10-01");
    await fillDate(page.getByTestId("education-ende"), "2014-09-30");
    const education = await answerOf(page, "POST", "/api/profile/education/", () =>
      page.getByTestId("education-save").click(),
    );
    expect(education.status()).toBe(201);
    await expect.poll(() => page.getByTestId("education-timeline").textContent()).toContain("TU Berlin");

    // 7. Work history with a job task.
    await page.getByTestId("tab-work").click();
    await page.getByTestId("work-add").click();
    await page.getByTestId("work-position_name").fill("Platform Engineer");
    await page.getByTestId("work-position_type").fill("Employed");
    await page.getByTestId("work-company").fill("Journey GmbH");
    await fillDate(page.getByTestId("work-start"), "2015-01-01");
    await page.getByTestId("work-current").check();
    const work = await answerOf(page, "POST", "/api/profile/workexperience/", () =>
      page.getByTestId("work-save").click(),
    );
    expect(work.status()).toBe(201);
    const { id: workId } = (await work.json()) as { id: number };
    await page.getByTestId(`task-new-${workId}-input`).fill("Built the deployment pipeline");
    const task = await answerOf(page, "POST", "/api/profile/workexperience/addJobTask", () =>
      page.getByTestId(`task-new-${workId}-input`).press("Enter"),
    );
    expect(task.status()).toBe(201);
    await expect
      .poll(() => page.getByTestId(`work-tasks-${workId}`).textContent())
      .toContain("Built the deployment pipeline");

    // 8. Freelance (saved at once), then the rates tab appears.
    await page.getByTestId("tab-settings").click();
    await expect.poll(() => page.getByTestId("tab-rates").count()).toBe(0);
    const freelance = await answerOf(page, "POST", "/api/profile/edit", () =>
      page.getByTestId("profile-freelance").getByText("Freelance", { exact: true }).click(),
    );
    expect(freelance.status()).toBe(200);
    expect(freelance.request().postDataJSON()).toMatchObject({
      freelance: true,
      qualifications: [{ name: "Team player" }],
      email: "ada@example.com",
    });
    await page.getByTestId("tab-rates").click();
    await page.getByTestId("profile-hourly_rate_remote").fill("95");
    await page.getByTestId("profile-hourly_rate_remote_public").check({ force: true });
    await page.getByTestId("profile-max_hours").fill("32.5");
    const rates = await answerOf(page, "POST", "/api/profile/edit", () =>
      page.getByTestId("profile-save").click(),
    );
    expect(rates.request().postDataJSON()).toMatchObject({
      hourly_rate_remote: 95,
      hourly_rate_remote_public: true,
      max_hours: 32.5,
    });

    // 9. The live preview follows typing: a new drawing, a new blob address.
    await page.getByTestId("tab-basics").click();
    await expect.poll(() => page.getByTestId("live-preview-frame").count(), { timeout: 30_000 }).toBe(1);
    // Drawings of earlier edits finish first (the preview waits for a pause in typing, then draws).
    await expect.poll(() => preview.getAttribute("data-settled"), { timeout: 30_000 }).toBe("true");
    const before = await renders();
    const sourceBefore = await page.getByTestId("live-preview-frame").getAttribute("src");
    await page.getByTestId("profile-title").fill("Principal Platform Engineer");
    await expect.poll(renders, { timeout: 30_000 }).toBeGreaterThan(before);
    await expect
      .poll(() => page.getByTestId("live-preview-frame").getAttribute("src"), { timeout: 30_000 })
      .not.toBe(sourceBefore);
    await expect.poll(() => page.getByTestId("live-preview-frame").getAttribute("src")).toMatch(/^blob:/);

    // 10. Another template in the preview only, then taken for the profile.
    // The drawing of the typed title runs on the page's main thread: the switch is used after it.
    await expect.poll(() => preview.getAttribute("data-settled"), { timeout: 30_000 }).toBe("true");
    const beforeTemplate = await renders();
    await page.getByTestId("live-preview-template").selectOption("elegant");
    await expect.poll(() => preview.getAttribute("data-template")).toBe("elegant");
    await expect.poll(renders, { timeout: 30_000 }).toBeGreaterThan(beforeTemplate);
    await page.getByTestId("live-preview-use").click();
    const templated = await answerOf(page, "POST", "/api/profile/edit", () =>
      page.getByTestId("profile-save").click(),
    );
    expect(templated.request().postDataJSON()).toMatchObject({ cv_template: "elegant" });

    // 11. The real PDF, named after the person and the profile.
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 60_000 }),
      page.getByTestId("editor-download").click(),
    ]);
    expect(download.suggestedFilename()).toBe("Ada_Lovelace_Journey_CV.pdf");
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // 12. The list shows the card with its template and the freelance star.
    await page.getByTestId("sidebar").getByRole("link", { name: "Profiles" }).click();
    const card = page.getByTestId(`profile-card-${id}`);
    // The list shown first may be the one from before the edits; it reloads at once.
    await expect.poll(() => card.textContent()).toContain("Template: Elegant");
    await expect.poll(() => card.textContent()).toContain("Journey CV");
    await card.getByTestId("freelance-star").waitFor();
    await expect.poll(() => page.getByTestId("profile-count").textContent()).toBe("1 profile");

    // 13. The server's preview of the PDF, in a full-screen modal.
    await page.getByTestId(`profile-menu-${id}`).click();
    await page.getByTestId(`profile-preview-${id}`).click();
    await expect.poll(() => page.getByTestId("preview-frame").getAttribute("src")).toMatch(/^blob:/);
    await page.keyboard.press("Escape");
    await page.getByTestId("preview-frame").waitFor({ state: "detached" });

    // 14. Exported as JSON Resume and imported again: a second profile opens in the editor.
    await page.getByTestId(`profile-menu-${id}`).click();
    const [exported] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId(`profile-export-${id}`).click(),
    ]);
    expect(exported.suggestedFilename()).toBe("Ada_Lovelace_Journey_CV.json");
    const resume = JSON.parse(readFileSync(await exported.path(), "utf8")) as { basics: { name: string } };
    expect(resume.basics.name).toBe("Ada Lovelace");
    const resumeFile = await exported.path();
    const imported = await answerOf(page, "POST", "/api/profile/jsonresume", () =>
      page.locator('input[type="file"]').setInputFiles(resumeFile),
    );
    expect(imported.status()).toBe(201);
    const { id: copyId } = (await imported.json()) as { id: number };
    await page.waitForURL(`${app.url}/profile/edit/${copyId}`);
    await expect.poll(() => page.getByTestId("profile-vorname").count()).toBe(0);
    await page.getByTestId("tab-personal").click();
    await expect.poll(() => page.getByTestId("profile-vorname").inputValue()).toBe("Ada");
  });

  it("keeps the account owner's personal details on the settings page's profile tab", async () => {
    await page.goto(`${app.url}/settings`);
    await page.getByTestId("system-vorname").fill("Ada");
    await page.getByTestId("system-name").fill("Lovelace");
    await page.getByTestId("system-city").fill("London");
    const saved = await answerOf(page, "POST", "/api/profile/systemprofile/edit", () =>
      page.getByTestId("system-save").click(),
    );
    expect(saved.status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId("system-city").inputValue()).toBe("London");
    await page.getByTestId("settings-tab-calendar").click();
    await page.waitForURL(`${app.url}/settings/calendar`);
    await page.getByTestId("calendar-section").waitFor();
  });
});
