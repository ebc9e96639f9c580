import { describe, expect, it } from "vitest";
import { resetPasswordMail } from "./reset-password.ts";

describe("mail templates", () => {
  it("write both languages with the link in text and HTML", () => {
    const url = "http://localhost:3000/newpassword?token=abc";
    for (const lang of ["de", "en"] as const) {
      const mail = resetPasswordMail(lang, "Anna", url);
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(url);
    }
    expect(resetPasswordMail("de", "Anna", url).text).toContain("Guten Tag Anna,");
    expect(resetPasswordMail("en", "Anna", url).subject).toBe("Reset your password");
  });

  it("escapes the user's name in HTML", () => {
    const mail = resetPasswordMail("en", "<script>x</script>", "http://localhost:3000/");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&#60;script&#62;");
  });
});
