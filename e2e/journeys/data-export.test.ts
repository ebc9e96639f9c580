import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { answerOf, signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";

/** Every entry of a zip file, read with yauzl. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on("error", reject);
      file.on("end", () => resolve(entries));
      file.on("entry", (entry: yauzl.Entry) => {
        file.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("error", reject);
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

describe("data export journey in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const email = `export-${Date.now()}@example.com`;
  const password = "journey secret 20";
  let profileId: number;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await browser.newPage({
      locale: "en-US",
      viewport: { width: 1400, height: 900 },
      acceptDownloads: true,
    });
    await signUpVerified(app, email, password, "Export Tester");
    // A profile with a name, through the API, so the zip has a CV to render.
    const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ email, password }),
    });
    const { token, user } = (await signIn.json()) as { token: string; user: { id: string } };
    const call = (path: string, body: unknown) =>
      fetch(`${app.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-auth-token": token, "x-auth-id": user.id },
        body: JSON.stringify(body),
      });
    const created = await call("/api/profile/", {});
    expect(created.status).toBe(201);
    profileId = ((await created.json()) as { id: number }).id;
    const edited = await call("/api/profile/edit", {
      id: profileId,
      vorname: "Grace",
      name: "Hopper",
      profiletitle: "Export CV",
      title: "Compiler Engineer",
    });
    expect(edited.status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("starts the export in the account tab, follows the progress and downloads the zip once", async () => {
    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("sidebar").waitFor();

    // 1. Settings, tab Account: nothing exported yet.
    await page.goto(`${app.url}/settings/account`);
    const state = page.getByTestId("export-state");
    await expect.poll(() => state.getAttribute("data-state")).toBe("none");

    // 2. Start: the build runs in the background; the tab shows its progress until it is ready.
    const started = await answerOf(page, "POST", "/api/account/export", () =>
      page.getByTestId("export-start").click(),
    );
    expect(started.status()).toBe(202);
    expect(await started.json()).toMatchObject({ status: "building", progress: 0 });
    const download = page.getByTestId("export-download");
    await download.waitFor({ timeout: 60_000 });
    expect(await state.getAttribute("data-state")).toBe("ready");
    expect(await download.innerText()).toMatch(/^Download zip \(\d/);
    const problems = await axeProblems(page, "account tab, export ready");
    const href = (await download.getAttribute("href"))!;
    expect(href).toMatch(/^\/api\/account\/export\/download\//);

    // 3. Download: the zip holds account.json and the profile's CV as PDF.
    const [file] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^job-application-helper-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await unzip(readFileSync(await file.path()));
    const account = JSON.parse(zip.get("account.json")!.toString("utf8"));
    expect(account).toMatchObject({ email, username: "Export Tester" });
    expect(zip.get("README.txt")!.toString("utf8")).toMatch(/^YOUR DATA FROM JOB APPLICATION HELPER/);
    const pdfName = [...zip.keys()].find(
      (name) => name.startsWith(`profiles/${profileId}/`) && name.endsWith(".pdf"),
    );
    expect(pdfName).toBe(`profiles/${profileId}/Grace_Hopper_Export_CV.pdf`);
    expect(zip.get(pdfName!)!.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(JSON.parse(zip.get(`profiles/${profileId}/resume.json`)!.toString("utf8")).basics.name).toBe(
      "Grace Hopper",
    );

    // 4. The link worked once: the tab says so and offers a new export; the link answers 410.
    await expect.poll(() => state.getAttribute("data-state"), { timeout: 10_000 }).toBe("downloaded");
    await page.getByTestId("export-start").waitFor();
    expect((await fetch(`${app.url}${href}`)).status).toBe(410);
    problems.push(...(await axeProblems(page, "account tab, export downloaded")));
    expect(problems).toEqual([]);
  });
});
