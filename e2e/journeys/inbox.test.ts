import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { dovecotMissing, TestDovecot } from "@jah/testing/dovecot";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";
import { pageApi } from "../support/page-api.ts";
import { startSmtpMailbox } from "../support/smtp-mailbox.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** The day an employer names for the interview: three weeks ahead, as "16.03.2027". */
function interviewDay() {
  const day = new Date(Date.now() + 21 * 86_400_000);
  const iso = day.toISOString().slice(0, 10);
  const [y, m, d] = iso.split("-");
  return { iso, german: `${d}.${m}.${y}` };
}

/**
 * Reading replies (issue 27): a user connects an SMTP account that also reads its IMAP mailbox (a real
 * dovecot), an employer's reply arrives, the reading job runs, the inbox shows it with the suggested
 * step and the sentence it rests on, and accepting moves the application to "appointment" on that date.
 */
describe("inbox journey", () => {
  let app: RunningApp;
  let browser: Browser;
  let dovecot: TestDovecot;
  let smtp: Awaited<ReturnType<typeof startSmtpMailbox>>;
  const email = "inbox.journey@example.com";
  const password = "journey password 1";

  beforeAll(async () => {
    const missing = dovecotMissing();
    if (missing) throw new Error(missing);
    // The mailbox reads with the account's own stored login, as a provider's IMAP and SMTP share one.
    dovecot = new TestDovecot({ ada: "mailbox secret" });
    await dovecot.start();
    smtp = await startSmtpMailbox("ada", "mailbox secret");
    app = await startApp({ MAIL_ACCOUNT_ALLOW_PRIVATE_NETWORKS: "1" });
    browser = await launchBrowser();
    await signUpVerified(app, email, password, "Ada Lovelace");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
    await dovecot?.destroy();
  });

  /** One pass of the reading job, as the job runner starts it. */
  async function runReadingJob() {
    await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "apps/server/src/ops/inbox-poll-cli.ts"],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? "",
          DATA_DIR: app.dataDir,
          LOG_LEVEL: "silent",
          MAIL_ACCOUNT_ALLOW_PRIVATE_NETWORKS: "1",
        },
      },
    );
  }

  it("a reply arrives, the inbox suggests the interview, accepting makes it an appointment", async () => {
    const page: Page = await browser.newPage({ locale: "en-US", viewport: { width: 1400, height: 1000 } });
    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("sidebar").waitFor();

    // The application the employer will answer (sent by mail elsewhere; the compose journey covers sending).
    const created = await pageApi<{ id: number }>(page, "POST", "profile/applications/", {
      job_title: "Backend Developer",
      hireing_company: "Acme Maschinenbau GmbH",
      page: "Company website",
      recipient_salutation: "female",
      recipient_name: "Erika Muster",
      mail_address: "erika.muster@acme-maschinenbau.example",
    });
    expect(created.status).toBe(200);
    const applicationId = created.data.id;
    expect(
      (await pageApi(page, "POST", "profile/applications/edit", { id: applicationId, status: "applied" }))
        .status,
    ).toBe(200);

    // 1. Settings: the SMTP account, and reading replies from its IMAP mailbox.
    await page.goto(`${app.url}/settings/connections`);
    await page.getByTestId("smtp-host").fill("127.0.0.1");
    await page.getByTestId("smtp-security").getByText("None", { exact: true }).click();
    await page.getByTestId("smtp-port").fill(String(smtp.port));
    await page.getByTestId("smtp-username").fill("ada");
    await page.getByTestId("smtp-password").fill("mailbox secret");
    await page.getByTestId("smtp-from_email").fill("ada@example.com");
    await page.getByRole("switch", { name: /Read replies from this mailbox/ }).check();
    await page.getByTestId("smtp-imap_host").fill("127.0.0.1");
    await page.getByTestId("smtp-imap_port").fill(String(dovecot.port));
    await page.getByTestId("smtp-imap_security").click();
    await page.getByRole("option", { name: "None" }).click();
    const saved = await answerOf(page, "POST", "/api/connections/smtp", () =>
      page.getByTestId("smtp-save").click(),
    );
    expect(saved.status()).toBe(200);
    await page.getByTestId("smtp-connected-from").waitFor();
    expect(await page.getByRole("switch", { name: /Read replies from this mailbox/ }).isChecked()).toBe(true);

    // 2. The employer answers: the mail lands in the mailbox as a delivery agent would put it there,
    // under the receiving server's check of the sender (without it, no status would be suggested).
    const day = interviewDay();
    // A mailbox's arrival time has whole seconds: a reply in the very second reading began would
    // look older than that moment (and is left out, as mail from before reading began).
    await new Promise((r) => setTimeout(r, 2000));
    dovecot.deliver(
      "ada",
      "INBOX",
      [
        "Authentication-Results: mx.example.com; dkim=pass header.d=acme-maschinenbau.example header.s=mail;",
        "\tdmarc=pass (p=reject dis=none) header.from=acme-maschinenbau.example",
        "From: Erika Muster <erika.muster@acme-maschinenbau.example>",
        "To: Ada Lovelace <ada@example.com>",
        "Subject: AW: Bewerbung als Backend Developer",
        `Date: ${new Date().toUTCString()}`,
        "Message-ID: <reply-1@acme-maschinenbau.example>",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=utf-8",
        "",
        "Sehr geehrte Frau Lovelace,",
        "",
        `vielen Dank für Ihre Bewerbung. Wir laden Sie herzlich zu einem Vorstellungsgespräch am ${day.german} um 10:00 Uhr ein.`,
        "",
        "Mit freundlichen Grüßen",
        "Erika Muster",
        "",
      ].join("\n"),
    );

    // 3. The reading job runs (the app's own runner may get there first: the claim lets one read).
    await expect
      .poll(
        async () => {
          await runReadingJob();
          const inbox = await pageApi<{ matched: unknown[] }>(page, "GET", "inbox/");
          const account = await pageApi<{ smtp: { reading_error: string | null } }>(
            page,
            "GET",
            "connections/",
          );
          // The reader's error shows in the failure message when the mailbox could not be read.
          return `${inbox.data.matched.length} read, error ${account.data.smtp.reading_error}`;
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toBe("1 read, error null");

    // 4. The inbox, reached from the sidebar by keyboard: the reply with its suggestion and sentence.
    const inboxLink = page.getByTestId("sidebar").getByRole("link", { name: "Inbox" });
    await inboxLink.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/applications\/inbox$/);
    await expect.poll(() => inboxLink.getAttribute("aria-current")).toBe("page");
    const card = page.getByTestId("inbox-reply");
    await card.waitFor();
    const text = (await card.textContent()) ?? "";
    expect(text).toContain("Backend Developer · Acme Maschinenbau GmbH");
    expect(text).toContain("Invitation to an interview");
    expect(text).toContain(`Vorstellungsgespräch am ${day.german} um 10:00 Uhr`);
    // In the reader's format (issue 43), not the ISO text: "Mar 16, 2027, 10:00 AM" in English.
    const [y, m, d] = day.iso.split("-").map(Number) as [number, number, number];
    const expected = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(y, m - 1, d, 10, 0),
    );
    const spaces = (text: string) => text.replace(/\s+/g, " ");
    expect(spaces(await page.getByTestId("inbox-date").innerText())).toBe(spaces(expected));
    expect(await axeProblems(page, "inbox")).toEqual([]);

    // 5. The reply in full, then Accept.
    await page.getByTestId("inbox-open").click();
    const detail = page.getByTestId("reply-detail");
    await detail.waitFor();
    expect(await page.getByTestId("reply-body").innerText()).toContain("Sehr geehrte Frau Lovelace");
    expect(await page.getByTestId("reply-appointment-date").inputValue()).toBe(`${day.iso}T10:00`);
    expect(await axeProblems(page, "reply dialog")).toEqual([]);
    const accepted = await answerOf(page, "POST", /\/api\/inbox\/\d+\/accept$/, () =>
      page.getByTestId("reply-accept").click(),
    );
    expect(accepted.status()).toBe(200);
    await expect.poll(() => page.getByTestId("reply-state").innerText()).toBe("Accepted");

    // 6. The application is at "appointment", with the appointment on the day the employer named.
    const shown = await pageApi<{ status: string; appointments: Array<{ appointment_date: string }> }>(
      page,
      "GET",
      `profile/applications/show/${applicationId}`,
    );
    expect(shown.data.status).toBe("appointment");
    expect(shown.data.appointments.map((a) => a.appointment_date.slice(0, 16))).toEqual([`${day.iso}T10:00`]);
    await page.close();
  }, 240_000);
});
