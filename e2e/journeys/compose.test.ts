import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import type { Browser, Page, Response } from "playwright-core";
import { SMTPServer } from "smtp-server";
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
  const identity = await post("/api/auth/sign-up/email", { name: "Compose Tester", email, password });
  expect(identity.status).toBe(200);
  const { token } = (await identity.json()) as { token: string };
  expect((await post("/api/register/signup", { username: "Compose Tester", token, email })).status).toBe(200);
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
      { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } },
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
    await signUpVerified(app, email, password);

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
    expect(await page.getByTestId("compose-mailto-note").innerText()).toContain("attach these files by hand");
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
    expect(await page.getByTestId("smtp-connected-from").innerText()).toBe("Ada Lovelace <ada@example.com>");

    // 2. The wizard, with a document uploaded on the files step.
    await page.getByTestId("sidebar").getByRole("link", { name: "Applications", exact: true }).click();
    await composeUpToFiles(page, jobs.smtp, profileId);
    const subject = await page.getByTestId("compose-mail_subject").inputValue();
    await page.getByTestId("compose-use-title").click();
    expect(await page.getByTestId("compose-updated-title").inputValue()).toBe("Backend-Entwicklerin");
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
    expect(await page.getByTestId("sent-subject").innerText()).toBe(subject);
    expect(await page.getByTestId("sent-attachments").innerText()).toContain("Arbeitszeugnis.pdf");
    expect(await page.getByTestId("mail-send").count()).toBe(0);
    problems.push(...(await axeProblems(page, "mail tab")));
    expect(problems).toEqual([]);
  });
});
