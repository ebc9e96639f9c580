import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";
import { samplePdf } from "../support/sample-files.ts";

describe("cover letters and files journey in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const email = `files-${Date.now()}@example.com`;
  const password = "journey secret 3";

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await browser.newPage({ locale: "en-US", viewport: { width: 1400, height: 900 } });
    await signUpVerified(app, email, password, "File Tester");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("writes a cover letter, uploads a PDF, previews it and deletes it", async () => {
    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("sidebar").waitFor();

    // 1. A cover letter through the modal form; it closes on 200 and the card shows the text's line breaks.
    await page.getByTestId("sidebar").getByRole("link", { name: "Cover letters", exact: true }).click();
    await page.getByTestId("coverletter-empty").waitFor();
    await page.getByTestId("coverletter-new").click();
    await page.getByTestId("coverletter-save").click();
    await expect.poll(() => page.getByText("Required").count()).toBe(2);
    await page.getByTestId("coverletter-title").fill("Initiativbewerbung");
    await page.getByTestId("coverletter-text").fill("{salutation}\n\nich bewerbe mich als {jobtitle}.");
    await page.getByTestId("coverletter-formal").getByText("Formal", { exact: true }).click();
    await expect
      .poll(() => page.getByTestId("placeholder-example").innerText())
      .toContain("Sehr geehrte Frau von Bergen,");
    const problems = await axeProblems(page, "cover letter modal");
    const saved = await answerOf(page, "POST", "/api/application/coverletter/", () =>
      page.getByTestId("coverletter-save").click(),
    );
    expect(saved.status()).toBe(200);
    const { id: letterId } = (await saved.json()) as { id: number };
    await page.getByTestId("coverletter-save").waitFor({ state: "detached" });
    const text = page.getByTestId(`coverletter-text-${letterId}`);
    await expect.poll(() => text.innerText()).toBe("{salutation}\n\nich bewerbe mich als {jobtitle}.");
    problems.push(...(await axeProblems(page, "cover letters page")));

    // 2. A PDF through the drop zone's file input: progress, then the file in the list.
    await page.getByTestId("sidebar").getByRole("link", { name: "Files", exact: true }).click();
    await page.getByTestId("files-empty").waitFor();
    const uploaded = await answerOf(page, "POST", "/api/documents/", () =>
      page
        .getByTestId("files-input")
        .setInputFiles({ name: "Arbeitszeugnis.pdf", mimeType: "application/pdf", buffer: samplePdf() }),
    );
    expect(uploaded.status()).toBe(200);
    const { id } = (await uploaded.json()) as { id: number };
    await page.locator('[data-testid="upload-item"][data-state="ok"]').waitFor();
    await page.getByTestId(`file-${id}`).waitFor();

    // A file the browser already refuses never leaves it.
    await page
      .getByTestId("files-input")
      .setInputFiles({ name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
    await page.getByText("This file type is not allowed", { exact: false }).waitFor();
    problems.push(...(await axeProblems(page, "files page")));

    // 3. Preview in a modal: the PDF in a frame from a blob URL.
    const preview = await answerOf(page, "GET", `/api/documents/preview/${id}`, () =>
      page.getByTestId(`file-preview-${id}`).click(),
    );
    expect(preview.status()).toBe(200);
    expect(preview.headers()["content-type"]).toBe("application/pdf");
    const frame = page.getByTestId("preview-pdf");
    await frame.waitFor();
    await expect.poll(() => frame.getAttribute("src")).toMatch(/^blob:/);
    await page.keyboard.press("Escape");
    await frame.waitFor({ state: "detached" });

    // The table view shows the same file.
    await page.getByTestId("files-view").getByText("Table", { exact: true }).click();
    await page.getByTestId("files-table").getByTestId(`file-${id}`).waitFor();

    // On a phone the page fits the screen: no sideways scrolling, the table stacks into cards.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/files-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1400, height: 900 });

    // 4. Delete after the confirmation: the file leaves the list and the server.
    await page.getByTestId(`file-delete-${id}`).click();
    const deleted = await answerOf(page, "DELETE", `/api/documents/delete/${id}`, () =>
      page.getByTestId(`file-delete-${id}-confirm`).click(),
    );
    expect(deleted.status()).toBe(200);
    await page.getByTestId("files-empty").waitFor();
    expect(problems).toEqual([]);
  });
});
