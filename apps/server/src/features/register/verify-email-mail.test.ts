import { describe, expect, it } from "vitest";
import { verifyEmailMail } from "./verify-email-mail.ts";

describe("the verification mail", () => {
  it("writes both languages with the link in text and HTML, the name escaped", () => {
    const url = "http://localhost:3000/verifyemail?token=abc";
    for (const lang of ["de", "en"] as const) {
      const mail = verifyEmailMail(lang, "Anna", url);
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(url);
    }
    expect(verifyEmailMail("de", "Anna", url).text).toContain("Guten Tag Anna,");
    const hostile = verifyEmailMail("en", "<script>x</script>", url);
    expect(hostile.html).not.toContain("<script>");
    expect(hostile.html).toContain("&#60;script&#62;");
  });
});
