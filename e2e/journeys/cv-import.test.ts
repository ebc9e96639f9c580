import { renderCvPdf } from "@jah/cv-templates/node";
import { sampleProfile } from "@jah/cv-templates/sample";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";

describe("CV import journey in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let cv: Buffer;
  const email = `cv-import-${Date.now()}@example.com`;
  const password = "journey secret 7";

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    // Narrower than the live preview's breakpoint: the journey is about the import, not the drawing.
    page = await browser.newPage({ locale: "en-US", viewport: { width: 1280, height: 900 } });
    page.on("console", (message) => {
      if (message.type() === "error") console.error(`browser: ${message.text()}`);
    });
    page.on("pageerror", (error) => console.error(`browser: ${error.message}`));
    await signUpVerified(app, email, password, "Import Tester");
    // A real CV as the product draws it: a German freelancer, two pages, umlauts and ß.
    cv = await renderCvPdf(sampleProfile("de"));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const problems: string[] = [];

  it("imports a PDF CV: the notice, the upload with progress, the editor with its marks", async () => {
    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("sidebar").waitFor();
    await page.getByTestId("sidebar").getByRole("link", { name: "Profiles" }).click();
    await page.getByTestId("profiles-empty").waitFor();

    // 1. The notice: no AI provider is configured here, so the import stays on this server.
    await page.getByTestId("import-cv").click();
    const local = page.getByTestId("cv-import-local");
    await local.waitFor();
    await expect.poll(() => local.textContent()).toContain("runs locally on this server");
    await expect.poll(() => page.getByTestId("cv-import-use-ai").count()).toBe(0);
    // Checked once the dialog has faded in (half-transparent text reads as low contrast).
    await page.waitForFunction(() => {
      const content = document.querySelector(".mantine-Modal-content");
      return content !== null && getComputedStyle(content).opacity === "1";
    });
    problems.push(...(await axeProblems(page, "notice")));
    await page.getByTestId("cv-import-continue").click();
    await page.getByTestId("cv-import-dropzone").waitFor();

    // 2. Refused in the browser: not a PDF or DOCX. Refused by the server: a broken PDF.
    const input = page.getByTestId("cv-import-input");
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect
      .poll(() => page.getByTestId("cv-import-error").textContent())
      .toContain("is neither a PDF nor a Word file");
    const broken = await answerOf(page, "POST", "/api/profile/importcv", () =>
      input.setInputFiles({
        name: "broken.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >>\nthis is not the rest of a PDF"),
      }),
    );
    expect(broken.status()).toBe(400);
    const { code } = (await broken.json()) as { code: string };
    expect(["broken-file", "no-text"]).toContain(code);
    await expect
      .poll(() => page.getByTestId("cv-import-error").textContent())
      .toMatch(/seems damaged or incomplete|has no text layer/);
    problems.push(...(await axeProblems(page, "file step with a refusal")));

    // 3. The real CV, on a slow line so the progress can be seen: first the upload, then the reading.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: Math.ceil(cv.length / 2),
    });
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { cvPhases: string[] }).cvPhases = seen;
      new MutationObserver(() => {
        const phase = document.querySelector<HTMLElement>('[data-testid="cv-import-progress"]')?.dataset
          .phase;
        if (phase && seen.at(-1) !== phase) seen.push(phase);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const imported = await answerOf(page, "POST", "/api/profile/importcv", async () => {
      await input.setInputFiles({ name: "Lebenslauf.pdf", mimeType: "application/pdf", buffer: cv });
      await page.getByTestId("cv-import-progress").waitFor();
    });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(imported.status()).toBe(201);
    expect(imported.request().postDataJSON()).toMatchObject({ file_name: "Lebenslauf.pdf", use_ai: false });
    const result = (await imported.json()) as {
      profileId: number;
      imported_fields: string[];
      ai_used: boolean;
    };
    expect(result.ai_used).toBe(false);
    expect(result.imported_fields).toEqual(expect.arrayContaining(["vorname", "name"]));
    const phases = await page.evaluate(() => (window as unknown as { cvPhases: string[] }).cvPhases);
    expect(phases).toEqual(expect.arrayContaining(["uploading", "reading"]));

    // 4. The new profile's editor: the notice, the legend, and the marks.
    await page.waitForURL(`${app.url}/profile/edit/${result.profileId}`);
    await expect
      .poll(() => page.getByTestId("cv-import-done").textContent())
      .toBe("Imported from Lebenslauf.pdf: please check the marked fields.");
    await page.getByTestId("imported-legend").waitFor();
    await page.getByTestId("tab-dot-personal").waitFor();

    // 5. The personal tab: the name is filled and marked; once looked at, the marks are reported
    // seen and the tab's dot goes; leaving the tab takes the field marks away.
    const seenPersonal = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/profile/importcv/seen/${result.profileId}`) &&
        (response.request().postData() ?? "").includes('"vorname"'),
    );
    await page.getByTestId("tab-personal").click();
    await expect.poll(() => page.getByTestId("profile-vorname").inputValue()).toBe("Lena");
    await expect.poll(() => page.getByTestId("profile-name").inputValue()).toBe("Weißmüller");
    await page.getByTestId("imported-vorname").waitFor();
    await expect.poll(() => page.getByTestId("profile-vorname").getAttribute("data-imported")).not.toBeNull();
    problems.push(...(await axeProblems(page, "editor with marks")));
    const seen = await seenPersonal;
    expect(seen.status()).toBe(200);
    const left = ((await seen.json()) as { imported_fields: string[] }).imported_fields;
    expect(left).not.toContain("vorname");
    await page.getByTestId("tab-dot-personal").waitFor({ state: "detached" });
    await page.getByTestId("tab-settings").click();
    await page.getByTestId("tab-personal").click();
    await expect.poll(() => page.getByTestId("imported-vorname").count()).toBe(0);

    // 6. The server keeps what was seen: after a reload the personal tab has no dot any more.
    await page.reload();
    await page.getByTestId("tab-personal").waitFor();
    await page.getByTestId("editor-header").waitFor();
    await expect.poll(() => page.getByTestId("tab-dot-personal").count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
