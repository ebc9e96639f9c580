import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { linkFromOutbox } from "../support/outbox.ts";

/** Signs a user up and verifies the address through the API, so the journey starts at the login. */
async function signUpVerified(app: RunningApp, email: string, password: string): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${app.url}${path}`, {
      method: "POST",
      // better-auth only takes calls from its own origin; the account's language follows the header.
      headers: { "content-type": "application/json", origin: app.url, "accept-language": "en" },
      body: JSON.stringify(body),
    });
  const identity = await post("/api/auth/sign-up/email", { name: "File Tester", email, password });
  expect(identity.status).toBe(200);
  const { token } = (await identity.json()) as { token: string };
  expect((await post("/api/register/signup", { username: "File Tester", token, email })).status).toBe(200);
  const { link } = await linkFromOutbox(app.outboxDir, email, "/verifyemail");
  const verified = await fetch(`${app.url}/api/register/verify${new URL(link).search}`);
  expect(verified.status).toBe(200);
}

/** Waits for the answer to one API call, started by `action`. */
async function answerOf(page: Page, method: string, path: string | RegExp, action: () => Promise<unknown>) {
  const matches = (response: Response) => {
    const url = new URL(response.url());
    return (
      response.request().method() === method &&
      (typeof path === "string" ? url.pathname === path : path.test(url.pathname))
    );
  };
  const [response] = await Promise.all([page.waitForResponse(matches), action()]);
  return response;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Serious and critical axe-core findings on the page as it is now (evaluated, so the page's CSP stays on). */
async function axeProblems(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: object, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    // The app shell (header, sidebar) is checked by its own tests; this journey looks at its pages and dialogs.
    const result = await axe.run(
      { exclude: [["header"], ['[data-testid="sidebar"]']] },
      {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      },
    );
    return result.violations;
  })) as Array<{ id: string; impact: string | null; nodes: { target: string[] }[] }>;
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${v.id} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** A small but real PDF: one page with one line of text. */
function samplePdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    "<< /Length 44 >>\nstream\nBT /F1 18 Tf 20 70 Td (Arbeitszeugnis) Tj ET\nendstream",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

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
    await signUpVerified(app, email, password);
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
    expect(await page.getByText("Required").count()).toBe(2);
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
    expect(await text.innerText()).toBe("{salutation}\n\nich bewerbe mich als {jobtitle}.");
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
    expect(await frame.getAttribute("src")).toMatch(/^blob:/);
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
