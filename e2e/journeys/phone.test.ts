import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { launchBrowser } from "../support/browser.ts";
import { samplePdf } from "../support/sample-files.ts";
import { waitForSettledPage } from "../support/settle.ts";

const PHONE = { width: 390, height: 844 };

/**
 * On a phone the work comes first: on every main page with a filled list, the first item is inside
 * the first screen, and nothing is wider than the screen.
 */
describe("phone layouts in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const email = `phone-${Date.now()}@example.com`;
  const password = "journey secret 7";

  /** One API call as the signed-in browser makes it (the session's x-auth headers). */
  async function api(method: string, path: string, body: unknown): Promise<{ id: number }> {
    const session = await page.evaluate(() => ({
      token: sessionStorage.getItem("token") ?? "",
      localId: sessionStorage.getItem("localId") ?? "",
    }));
    const response = await fetch(`${app.url}/api${path}`, {
      method,
      headers: {
        "x-auth-token": session.token,
        "x-auth-id": session.localId,
        origin: app.url,
        "content-type": "application/json",
      },
      body: JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return (await response.json()) as { id: number };
  }

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await browser.newPage({ locale: "de-DE", viewport: PHONE, isMobile: true, hasTouch: true });
    await signUpVerified(app, email, password, "Phone Tester");
    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.waitForURL(`${app.url}/`);

    // A filled account: applications (one archived), a profile, a cover letter and a file.
    for (const [index, status] of (["todo", "applied", "waiting", "rejected"] as const).entries()) {
      const { id } = await api("POST", "/profile/applications/", {
        job_title: `Phone Engineer ${index + 1}`,
        hireing_company: `Handy GmbH ${index + 1}`,
        page: "Jobboard",
        recipient_salutation: "none",
      });
      if (status !== "todo") await api("POST", "/profile/applications/edit", { id, status });
    }
    await api("POST", "/profile/", {});
    await api("POST", "/application/coverletter/", {
      title: "Initiativ",
      text: "Sehr geehrte Damen und Herren",
    });
    await api("POST", "/documents/", {
      file_string: `data:application/pdf;base64,${samplePdf().toString("base64")}`,
      file_name: "Zeugnis.pdf",
      original_name: "Zeugnis.pdf",
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const pages = [
    { path: "/", first: '[data-testid^="app-row-"]' },
    { path: "/applications", first: '[data-testid^="app-row-"]' },
    { path: "/archive", first: '[data-testid^="app-row-"]' },
    { path: "/profile", first: '[data-testid^="profile-card-"]' },
    { path: "/coverletter", first: '[data-testid^="coverletter-card-"]' },
    { path: "/files", first: '[data-testid^="file-"]' },
    { path: "/settings", first: "main" },
  ];

  for (const { path, first } of pages) {
    it(`${path}: the first item is on the first screen, nothing is wider than the screen`, async () => {
      await page.goto(`${app.url}${path}`);
      const item = page.locator(first).first();
      await item.waitFor();
      await waitForSettledPage(page);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({
          path: `${process.env.E2E_SCREENSHOTS}/phone${path.replaceAll("/", "-") || "-home"}.png`,
        });
      const box = await item.boundingBox();
      expect(box, `${first} has a box`).not.toBeNull();
      // Its top part (a card's title and company, up to 200 px of it) is readable without scrolling.
      expect(box!.y + Math.min(box!.height, 200), `${first} is on the first screen`).toBeLessThanOrEqual(
        PHONE.height,
      );
      // Nothing reaches past the right edge, unless an ancestor clips it inside the screen (a
      // visually hidden table head, a scrolling strip of buttons).
      const wide = await page.evaluate((width) => {
        const clippedInside = (element: Element): boolean => {
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            const style = getComputedStyle(parent);
            const clips = style.overflowX !== "visible" || style.clipPath !== "none";
            if (clips && parent.getBoundingClientRect().right <= width + 1) return true;
          }
          return false;
        };
        const found: string[] = [];
        for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
          const rect = element.getBoundingClientRect();
          if (rect.width === 0 || rect.right <= width + 1) continue;
          if (getComputedStyle(element).position === "fixed" || clippedInside(element)) continue;
          const name = element.dataset.testid ? `[${element.dataset.testid}]` : "";
          found.push(
            `${element.tagName.toLowerCase()}${name} ${Math.round(rect.left)}–${Math.round(rect.right)}`,
          );
        }
        return { found: found.slice(0, 5), scrollWidth: document.documentElement.scrollWidth };
      }, PHONE.width);
      expect(wide).toEqual({ found: [], scrollWidth: PHONE.width });
    });
  }

  it("folds secondary actions into a menu and the filters into one control that counts them", async () => {
    await page.goto(`${app.url}/applications`);
    await page.getByTestId("new-application").waitFor();
    expect(await page.getByTestId("export-csv").count()).toBe(0);
    await page.getByTestId("page-more-actions").click();
    await page.getByRole("menuitem", { name: "Export CSV" }).waitFor();
    await page.keyboard.press("Escape");

    expect(await page.getByTestId("filter-status").isVisible()).toBe(false);
    await page.getByTestId("filter-toggle").click();
    await page.getByTestId("filter-sort").selectOption("date_asc");
    await expect.poll(() => page.getByTestId("filter-toggle").textContent()).toContain("1");
    await expect.poll(() => page.getByTestId("filter-status").isVisible()).toBe(true);
  });
});
