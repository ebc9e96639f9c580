import { describe, expect, it } from "vitest";
import { confirmEmailChangeMail, emailChangeNoticeMail } from "./email-change-mail.ts";

describe("e-mail change mails", () => {
  const url = "http://localhost:3000/confirmemail?token=abc";
  const settings = "http://localhost:3000/settings/account";

  it("name the new address and carry the link in both languages", () => {
    for (const lang of ["de", "en"] as const) {
      const confirm = confirmEmailChangeMail(lang, "Anna", url, "neu@example.com");
      expect(confirm.text).toContain(url);
      expect(confirm.html).toContain(url);
      expect(confirm.text).toContain("neu@example.com");
      const notice = emailChangeNoticeMail(lang, "Anna", settings, "neu@example.com");
      expect(notice.text).toContain(settings);
      expect(notice.text).toContain("neu@example.com");
      expect(notice.text).not.toContain("token=");
    }
    expect(confirmEmailChangeMail("de", "Anna", url, "x@example.com").text).toContain("Guten Tag Anna,");
    expect(emailChangeNoticeMail("en", "Anna", settings, "x@example.com").subject).toBe(
      "A change of your e-mail address was requested",
    );
  });

  it("escapes an address that looks like markup in the HTML", () => {
    const mail = emailChangeNoticeMail("en", "Anna", settings, '"<b>"@example.com');
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("&#60;b&#62;");
  });
});
