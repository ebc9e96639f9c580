import { FakeAi } from "@jah/testing/fake-ai";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";
import { pageApi } from "../support/page-api.ts";

const TEMPLATE = "{salutation}\n\nhiermit bewerbe ich mich als {jobtitle}.\n\nViele Grüße\nAda Lovelace";
const BEFORE =
  "Sehr geehrte Frau Berg,\n\nhiermit bewerbe ich mich als Backend-Entwicklerin.\n\nViele Grüße\nAda Lovelace";
const LETTER =
  "Sehr geehrte Frau Berg,\n\nmit großem Interesse bewerbe ich mich als Backend-Entwicklerin bei der Firma GmbH. " +
  "Bei ACME entwickle ich seit Jahren APIs mit TypeScript und Kubernetes.\n\nMit freundlichen Grüßen\nAda Lovelace";

/** What the fake model answers: the letter first, so the server can stream it as it arrives. */
const ANSWER = {
  letter: LETTER,
  subject: "Bewerbung als Backend-Entwicklerin – Ada Lovelace",
  changes: [
    {
      change: "Einleitung mit Bezug zur Stelle",
      reason: "Die Leserin sieht sofort, worum es geht.",
      passages: [
        "mit großem Interesse bewerbe ich mich als Backend-Entwicklerin bei der Firma GmbH.",
        "Bei ACME entwickle ich seit Jahren APIs mit TypeScript und Kubernetes.",
      ],
    },
    {
      change: "Grußformel nach DIN 5008",
      reason: "„Mit freundlichen Grüßen“ ist die übliche Form.",
      passages: ["Mit freundlichen Grüßen"],
    },
  ],
};

describe("AI letter helper journey in Chromium", () => {
  const ai = new FakeAi();
  let aiHost: string;
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const email = `ai-letter-${Date.now()}@example.com`;
  const password = "journey secret 12";

  beforeAll(async () => {
    const baseUrl = await ai.listen();
    aiHost = new URL(baseUrl).host;
    ai.reset(ANSWER);
    // Slow enough to watch the letter grow in the preview.
    ai.chunks = 30;
    ai.chunkDelayMs = 60;
    app = await startApp({ AI_BASE_URL: baseUrl, AI_API_KEY: "journey-key", AI_MODEL: "fake-model" });
    browser = await launchBrowser();
    page = await browser.newPage({ locale: "en-US", viewport: { width: 1280, height: 900 } });
    await signUpVerified(app, email, password, "Letter Tester");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await ai.close();
  });

  it("improves the letter after consent, takes one change, and restores the text", async () => {
    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("sidebar").waitFor();

    // A profile, a German letter template and one job, as a script would create them.
    const profile = await pageApi<{ id: number }>(page, "POST", "profile/jsonresume", {
      basics: { name: "Ada Lovelace", label: "Software Engineer", email: "ada@example.com" },
      skills: [{ name: "TypeScript" }],
      work: [{ name: "ACME", position: "Backend Developer", startDate: "2016-01-01" }],
    });
    expect(profile.status).toBe(201);
    const letter = await pageApi(page, "POST", "application/coverletter/", {
      title: "Formell",
      text: TEMPLATE,
      formal: true,
      active: true,
      cover_letter_language: "de",
    });
    expect(letter.status).toBe(200);
    const job = await pageApi<{ id: number }>(page, "POST", "profile/applications/", {
      job_title: "Backend-Entwicklerin",
      hireing_company: "Firma GmbH",
      job_description: "Wir suchen eine Backend-Entwicklerin für APIs mit TypeScript in Berlin.",
      page: "StepStone",
      recipient_salutation: "female",
      recipient_name: "Anna Berg",
      mail_address: "anna.berg@firma.example",
      // Ready to send: the list opens it in the view modal with its mail tab.
      status: "ready",
    });
    expect(job.status).toBe(200);

    // 1. The mail tab starts from the template.
    await page.getByTestId("sidebar").getByRole("link", { name: "Applications", exact: true }).click();
    await page.getByTestId(`view-button-${job.data.id}`).click();
    await page.getByTestId("tab-mail").click();
    const body = page.getByTestId("mail-mail_text");
    await expect.poll(() => body.inputValue()).toBe(BEFORE);
    const subject = page.getByTestId("mail-mail_subject");
    const subjectBefore = await subject.inputValue();

    // 2. Before the first call: which fields go to which host; nothing was sent yet.
    await page.getByTestId("ai-improve").click();
    const consent = page.getByRole("dialog", { name: "Send your letter to the AI provider?" });
    await consent.waitFor();
    expect(await page.getByTestId("ai-consent-host").innerText()).toBe(aiHost);
    expect(await consent.innerText()).toContain("profile.skills.name");
    expect(ai.requests).toHaveLength(0);
    const problems = await axeProblems(page, "AI consent dialog");
    await page.getByTestId("ai-consent-agree").click();

    // 3. Options, then the letter grows in the preview.
    await page.getByTestId("ai-options").waitFor();
    problems.push(...(await axeProblems(page, "AI options dialog")));
    await page.getByTestId("ai-start").click();
    await page.getByTestId("ai-stream").waitFor();
    const lengths: number[] = [];
    await expect
      .poll(async () => {
        const text = await page
          .getByTestId("ai-stream")
          .innerText()
          .catch(() => LETTER);
        lengths.push(text.length);
        return text.length;
      })
      .toBeGreaterThan(0);
    await page.getByTestId("ai-preview").waitFor();
    expect(lengths.some((length) => length > 0 && length < LETTER.length)).toBe(true);
    expect(ai.requests).toHaveLength(1);
    expect(await body.inputValue()).toBe(BEFORE);

    // 4. The review: the invented skill is flagged, each change can be taken on its own.
    expect(await page.getByTestId("ai-flagged").innerText()).toContain("Kubernetes");
    problems.push(...(await axeProblems(page, "AI review")));
    await page.getByRole("button", { name: /^Accept: Grußformel nach DIN 5008/ }).click();
    await expect.poll(() => body.inputValue()).toBe(BEFORE.replace("Viele Grüße", "Mit freundlichen Grüßen"));
    await page.getByRole("button", { name: "Use this subject" }).click();
    expect(await subject.inputValue()).toBe(ANSWER.subject);
    problems.push(...(await axeProblems(page, "AI review, one change accepted")));

    // 5. Done, then back to the text before the AI.
    await page.getByTestId("ai-discard").click();
    await page.getByTestId("ai-applied").waitFor();
    problems.push(...(await axeProblems(page, "mail tab with AI changes")));
    await page.getByTestId("ai-restore").click();
    await expect.poll(() => body.inputValue()).toBe(BEFORE);
    expect(await subject.inputValue()).toBe(subjectBefore);
    problems.push(...(await axeProblems(page, "mail tab after restore")));

    // 6. On a phone the options fill the screen and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("ai-improve").click();
    await page.getByTestId("ai-options").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.getByTestId("ai-start").isVisible()).toBe(true);
    problems.push(...(await axeProblems(page, "AI options on a phone")));
    await page.keyboard.press("Escape");
    await page.getByTestId("ai-options").waitFor({ state: "detached" });
    expect(problems).toEqual([]);
  });
});
