import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import type { Browser, Page } from "playwright-core";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf, signUpVerified } from "../support/accounts.ts";
import { type RunningApp, startApp } from "../support/app-server.ts";
import { axeProblems } from "../support/axe.ts";
import { launchBrowser } from "../support/browser.ts";
import { samplePdf } from "../support/sample-files.ts";

/** One API call from inside the signed-in page, with the session's headers (test data, not the journey). */
async function api<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(sessionStorage.getItem("token") ?? "null") as string;
      const localId = JSON.parse(sessionStorage.getItem("localId") ?? "null") as string;
      const response = await fetch(`/api/${path}`, {
        method,
        headers: { "content-type": "application/json", "x-auth-token": token, "x-auth-id": localId },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, data: (await response.json().catch(() => null)) as T };
    },
    { method, path, body },
  );
}

/** A real SMTP server in the test process, standing in for the user's mailbox provider. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => {
      if (auth.username === "ada" && auth.password === "mailbox secret") {
        logins.push(auth.username ?? "");
        return callback(null, { user: auth.username });
      }
      return callback(new Error("535 Authentication failed"));
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    logins,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Goes through the wizard's first three steps for a job and a profile; answers on the files step. */
async function composeUpToFiles(page: Page, appId: number, profileId: number) {
  await page.getByTestId("compose-open").click();
  await page.getByTestId(`compose-job-${appId}`).click();
  await page.getByTestId("compose-next").click();
  await page.getByTestId(`profile-select-${profileId}`).click();
  await page.getByTestId("compose-next").click();
  await page.getByTestId("compose-step-2").waitFor();
  await expect
    .poll(() => page.getByTestId("compose-mail_text").inputValue())
    .toContain("Sehr geehrte Frau Berg,");
}

describe("compose journey in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const email = `compose-${Date.now()}@example.com`;
  const password = "journey secret 5";
  let profileId = 0;
  const jobs: Record<"mailto" | "smtp", number> = { mailto: 0, smtp: 0 };

  beforeAll(async () => {
    smtp = await startSmtp();
    // The user's "mailbox" runs on this machine: the server may connect to a private address here.
    app = await startApp({ MAIL_ACCOUNT_ALLOW_PRIVATE_NETWORKS: "true" });
    browser = await launchBrowser();
    const context = await browser.newContext({ locale: "en-US", viewport: { width: 1400, height: 900 } });
    // The mail program is outside the browser: a click on a mailto: link is caught and kept for the test.
    await context.addInitScript(() => {
      document.addEventListener(
        "click",
        (event) => {
          const link = (event.target as Element | null)?.closest?.(
            'a[href^="mailto:"]',
          ) as HTMLAnchorElement | null;
          if (!link) return;
          event.preventDefault();
          (window as unknown as { __mailto: string[] }).__mailto ??= [];
          (window as unknown as { __mailto: string[] }).__mailto.push(link.href);
        },
        true,
      );
    });
    page = await context.newPage();
    await signUpVerified(app, email, password, "Compose Tester");

    await page.goto(`${app.url}/login`);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("sidebar").waitFor();

    // The pieces the wizard chooses from: a profile, a German formal letter and two jobs.
    const profile = await api<{ id: number }>(page, "POST", "profile/jsonresume", {
      basics: { name: "Ada Lovelace", label: "Software Engineer", email: "ada@example.com" },
    });
    expect(profile.status).toBe(201);
    profileId = profile.data.id;
    const letter = await api(page, "POST", "application/coverletter/", {
      title: "Formell",
      text: "{salutation}\n\nhiermit bewerbe ich mich als {jobtitle}, gefunden über {portal}.\n\nMit freundlichen Grüßen\nAda Lovelace",
      formal: true,
      active: true,
      cover_letter_language: "de",
    });
    expect(letter.status).toBe(200);
    for (const [key, title] of [
      ["mailto", "Entwicklerin für Büro & Co (m/w/d)"],
      ["smtp", "Backend-Entwicklerin"],
    ] as const) {
      const created = await api<{ id: number }>(page, "POST", "profile/applications/", {
        job_title: title,
        hireing_company: "Firma GmbH",
        page: "StepStone",
        recipient_salutation: "female",
        recipient_name: "Anna Berg",
        mail_address: `anna.berg.${key}@firma.example`,
      });
      expect(created.status).toBe(200);
      jobs[key] = created.data.id;
    }
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  it("without a mail account, Send opens the mail program with an encoded mailto: link", async () => {
    await page.getByTestId("sidebar").getByRole("link", { name: "Applications", exact: true }).click();
    await composeUpToFiles(page, jobs.mailto, profileId);
    const subject = await page.getByTestId("compose-mail_subject").inputValue();
    expect(subject).toBe("Bewerbung als Entwicklerin für Büro & Co (m/w/d)");
    const body = await page.getByTestId("compose-mail_text").inputValue();
    expect(body).toContain("gefunden über StepStone.");
    const problems = await axeProblems(page, "compose mail step");
    // On a phone the wizard fills the screen and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() =>
        page.evaluate(() => {
          const modal = document.querySelector(".mantine-Modal-content");
          return modal ? modal.scrollWidth <= modal.clientWidth : false;
        }),
      )
      .toBe(true);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/compose-phone.png` });
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.getByTestId("compose-next").click();
    await page.getByTestId("compose-step-3").waitFor();
    await page.getByTestId("compose-next").click();
    await page.getByTestId("compose-account-none").waitFor();
    problems.push(...(await axeProblems(page, "compose check step")));

    const answer = await answerOf(page, "POST", "/api/profile/applications/compose", () =>
      page.getByTestId("compose-send").click(),
    );
    expect(answer.status()).toBe(200);
    await page.getByTestId("compose-mailto-note").waitFor();
    const opened = await page.evaluate(() => (window as unknown as { __mailto?: string[] }).__mailto ?? []);
    expect(opened).toHaveLength(1);
    const link = opened[0] as string;
    expect(link.startsWith("mailto:anna.berg.mailto@firma.example?")).toBe(true);
    // Spaces as %20 (never +), line breaks as CRLF, umlauts as UTF-8, & inside a value encoded.
    expect(link).not.toContain("+");
    expect(link).toContain("%0D%0A");
    const query = link.slice(link.indexOf("?") + 1);
    const params = Object.fromEntries(
      query.split("&").map((pair) => {
        const [key, value] = pair.split("=");
        return [key, decodeURIComponent(value ?? "")];
      }),
    );
    expect(params.subject).toBe(subject);
    expect(params.body?.replace(/\r\n/g, "\n")).toBe(body);
    await expect
      .poll(() => page.getByTestId("compose-mailto-note").innerText())
      .toContain("attach these files by hand");
    await page.getByTestId("compose-done").click();
    await page.getByTestId("compose-mailto-note").waitFor({ state: "detached" });
    expect(problems).toEqual([]);
  });

  it("with an SMTP account connected in the settings, the mail arrives with the CV attached", async () => {
    // 1. Connect the mailbox: a wrong password first shows the server's reason.
    await page.goto(`${app.url}/settings/connections`);
    await page.getByTestId("smtp-host").fill("127.0.0.1");
    await page.getByTestId("smtp-security").getByText("None", { exact: true }).click();
    await page.getByTestId("smtp-port").fill(String(smtp.port));
    await page.getByTestId("smtp-username").fill("ada");
    await page.getByTestId("smtp-password").fill("wrong");
    await page.getByTestId("smtp-from_email").fill("ada@example.com");
    await page.getByTestId("smtp-from_name").fill("Ada Lovelace");
    const refused = await answerOf(page, "POST", "/api/connections/smtp", () =>
      page.getByTestId("smtp-save").click(),
    );
    expect(refused.status()).toBe(400);
    await page.getByTestId("smtp-error").waitFor();
    const problems = await axeProblems(page, "connections tab");
    await page.getByTestId("smtp-password").fill("mailbox secret");
    const saved = await answerOf(page, "POST", "/api/connections/smtp", () =>
      page.getByTestId("smtp-save").click(),
    );
    expect(saved.status()).toBe(200);
    await expect
      .poll(() => page.getByTestId("smtp-connected-from").innerText())
      .toBe("Ada Lovelace <ada@example.com>");

    // 2. The wizard, with a document uploaded on the files step.
    await page.getByTestId("sidebar").getByRole("link", { name: "Applications", exact: true }).click();
    await composeUpToFiles(page, jobs.smtp, profileId);
    const subject = await page.getByTestId("compose-mail_subject").inputValue();
    await page.getByTestId("compose-use-title").click();
    await expect
      .poll(() => page.getByTestId("compose-updated-title").inputValue())
      .toBe("Backend-Entwicklerin");
    await page.getByTestId("compose-next").click();
    const uploaded = await answerOf(page, "POST", "/api/documents/", () =>
      page
        .getByTestId("files-input")
        .setInputFiles({ name: "Arbeitszeugnis.pdf", mimeType: "application/pdf", buffer: samplePdf() }),
    );
    expect(uploaded.status()).toBe(200);
    const { id: documentId } = (await uploaded.json()) as { id: number };
    await expect.poll(() => page.getByTestId(`compose-file-${documentId}`).isChecked()).toBe(true);
    await page.getByTestId("compose-next").click();
    await page.getByTestId("compose-account").waitFor();
    const cvFile = await page.getByTestId("compose-check-cv").innerText();
    expect(cvFile).toMatch(/^Ada_Lovelace_.*\.pdf/);

    const sent = await answerOf(page, "POST", "/api/profile/applications/compose", () =>
      page.getByTestId("compose-send").click(),
    );
    expect(sent.status()).toBe(202);
    await page.getByTestId("compose-stepper").waitFor({ state: "detached" });

    // 3. The mailbox server got one message, with the CV PDF and the document.
    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(1);
    const mail = smtp.received[0] as ParsedMail;
    expect(smtp.logins).toContain("ada");
    expect(JSON.stringify(mail.to)).toContain("anna.berg.smtp@firma.example");
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain("Sehr geehrte Frau Berg,");
    const pdfs = mail.attachments.filter((file) => file.contentType === "application/pdf");
    expect(pdfs.map((file) => file.filename).sort()).toEqual(
      ["Arbeitszeugnis.pdf", cvFile.split(" ")[0] as string].sort(),
    );
    for (const file of pdfs) expect(file.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // 4. Once delivered the job is applied; its mail tab shows what was sent.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId(`app-row-${jobs.smtp}`).waitFor();
          return page.getByTestId(`view-button-${jobs.smtp}`).count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1);
    await page.getByTestId(`view-button-${jobs.smtp}`).click();
    await page.getByTestId("tab-mail").click();
    await expect.poll(() => page.getByTestId("sent-status").getAttribute("data-status")).toBe("sent");
    await expect.poll(() => page.getByTestId("sent-subject").innerText()).toBe(subject);
    await expect.poll(() => page.getByTestId("sent-attachments").innerText()).toContain("Arbeitszeugnis.pdf");
    await expect.poll(() => page.getByTestId("mail-send").count()).toBe(0);
    problems.push(...(await axeProblems(page, "mail tab")));
    expect(problems).toEqual([]);
  });
});
