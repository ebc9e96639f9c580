import { describe, expect, it } from "vitest";
import { confirmCancelDeletionMail, confirmDeletionMail } from "./deletion-mail.ts";

describe("account deletion mails", () => {
  const url = "http://localhost:3000/settings/confirmdelete?token=abc";

  it("carry the link in text and HTML in both languages, German in the formal Sie", () => {
    for (const lang of ["de", "en"] as const) {
      for (const mail of [
        confirmDeletionMail(lang, "Anna", url, 14),
        confirmCancelDeletionMail(lang, "Anna", url, "2027-03-14T09:30:00.000Z"),
      ]) {
        expect(mail.text).toContain(url);
        expect(mail.html).toContain(url.replace("&", "&#38;"));
      }
    }
    const de = confirmDeletionMail("de", "Anna", url, 14);
    expect(de.text).toContain("Guten Tag Anna,");
    expect(de.text).toContain("Sie haben beantragt");
    expect(de.text).not.toMatch(/\b(du|dein|deine)\b/i);
    expect(confirmDeletionMail("en", "Anna", url, 30).text).toContain("after 30 days");
  });

  it("write the planned date as the reader does", () => {
    const date = "2027-03-14T09:30:00.000Z";
    expect(confirmCancelDeletionMail("de", "Anna", url, date).text).toContain("für den 14.03.2027 geplante");
    expect(confirmCancelDeletionMail("en", "Anna", url, date).text).toContain("planned for 14 March 2027");
  });
});
