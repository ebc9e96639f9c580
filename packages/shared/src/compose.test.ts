import { describe, expect, it } from "vitest";
import { composeSchema, mailtoLink, smtpConnectionSchema } from "./compose.ts";

describe("mailtoLink", () => {
  it("encodes subject and body as UTF-8 with CRLF line breaks and %20 spaces", () => {
    const link = mailtoLink({
      to: "jobs@muster.de",
      subject: "Bewerbung: Entwickler & Co (m/w/d)",
      body: "Sehr geehrte Frau Müller,\nanbei 100% Einsatz!\r\nGrüße",
    });
    expect(link).toBe(
      "mailto:jobs@muster.de?subject=Bewerbung%3A%20Entwickler%20%26%20Co%20%28m%2Fw%2Fd%29" +
        "&body=Sehr%20geehrte%20Frau%20M%C3%BCller%2C%0D%0Aanbei%20100%25%20Einsatz%21%0D%0AGr%C3%BC%C3%9Fe",
    );
    expect(link).not.toContain("+");
  });

  it("decodes back to the exact texts", () => {
    const body = "a?b=c&d#e\n\nf+g";
    const url = new URL(mailtoLink({ to: "a.b+c@x.org", subject: "s?&=#", body }));
    expect(url.protocol).toBe("mailto:");
    expect(decodeURIComponent(url.pathname)).toBe("a.b+c@x.org");
    const params = Object.fromEntries(
      url.search
        .slice(1)
        .split("&")
        .map((p) => p.split("=")),
    );
    expect(decodeURIComponent(params.subject)).toBe("s?&=#");
    expect(decodeURIComponent(params.body)).toBe(body.replace(/\n/g, "\r\n"));
  });
});

describe("composeSchema", () => {
  const valid = {
    profile: { id: 1 },
    application: { id: 2 },
    mail_text: "Hallo",
    mail_subject: "Bewerbung",
    mail_address: "hr@example.com",
  };

  it("requires text, subject, profile and application", () => {
    const result = composeSchema.safeParse({
      mail_text: "",
      mail_subject: " ",
      mail_address: "hr@example.com",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toMatchObject({
      mail_text: "Required",
      mail_subject: "Required",
      profile: "Required",
      application: "Required",
    });
  });

  it("checks the address and the follow-up date, and defaults documents", () => {
    expect(composeSchema.safeParse({ ...valid, mail_address: "nope" }).error?.issues[0]?.message).toBe(
      "Invalid email address",
    );
    expect(composeSchema.safeParse({ ...valid, follow_up: "2026-02-30" }).success).toBe(false);
    const parsed = composeSchema.parse({ ...valid, follow_up: "" });
    expect(parsed.follow_up).toBeUndefined();
    expect(parsed.documents).toEqual([]);
    expect(parsed.use_updated_title).toBe(false);
  });
});

describe("smtpConnectionSchema", () => {
  it("accepts a mailbox and refuses a bad port or security", () => {
    const ok = {
      host: "smtp.example.com",
      port: "587",
      security: "starttls",
      username: "u",
      password: "p",
      from_email: "a@b.de",
    };
    expect(smtpConnectionSchema.parse(ok).port).toBe(587);
    expect(smtpConnectionSchema.safeParse({ ...ok, port: 0 }).success).toBe(false);
    expect(smtpConnectionSchema.safeParse({ ...ok, security: "ssl" }).success).toBe(false);
    expect(smtpConnectionSchema.safeParse({ ...ok, host: "a b" }).success).toBe(false);
  });
});
