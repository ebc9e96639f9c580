import { describe, expect, it } from "vitest";
import { resetPasswordMail } from "./reset-password.ts";
import { verifyEmailMail } from "./verify-email.ts";

describe("mail templates", () => {
  it("write both languages with the link in text and HTML", () => {
    const url = "http://localhost:3000/verifyemail?token=abc";
    for (const lang of ["de", "en"] as const) {
      for (const mail of [verifyEmailMail(lang, "Anna", url), resetPasswordMail(lang, "Anna", url)]) {
        expect(mail.text).toContain(url);
        expect(mail.html).toContain(url);
      }
    }
    expect(verifyEmailMail("de", "Anna", url).text).toContain("Guten Tag Anna,");
    expect(resetPasswordMail("en", "Anna", url).subject).toBe("Reset your password");
  });

  it("escapes the user's name in HTML", () => {
    const mail = verifyEmailMail("en", "<script>x</script>", "http://localhost:3000/");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&#60;script&#62;");
  });
});
