import { parse } from "content-disposition";
import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition.ts";

/** The header's type and parameters as sent, `filename*` still encoded. */
const sent = (header: string): Record<string, string> => {
  const { type, parameters } = parse(header, { extended: false });
  return { type, ...parameters };
};

describe("contentDisposition", () => {
  it("gives an ASCII filename and the exact name as filename*", () => {
    expect(sent(contentDisposition("Lebenslauf Weißmüller – Köln (2026).pdf"))).toEqual({
      type: "attachment",
      filename: "Lebenslauf Weissmuller - Koln (2026).pdf",
      "filename*": "UTF-8''Lebenslauf%20Wei%C3%9Fm%C3%BCller%20%E2%80%93%20K%C3%B6ln%20%282026%29.pdf",
    });
    // A reader of filename* gets the name back exactly.
    expect(parse(contentDisposition("Łódź 😀.pdf")).parameters.filename).toBe("Łódź 😀.pdf");
  });

  it("writes a plain ASCII name once, and inline when asked", () => {
    expect(sent(contentDisposition("brief.docx", true))).toEqual({ type: "inline", filename: "brief.docx" });
  });

  it("keeps quotes and escapes from being misread", () => {
    expect(sent(contentDisposition('a "b" c ä.pdf')).filename).toBe("a _b_ c a.pdf");
    // "%20" in a name is literal: the exact name goes in filename* too.
    expect(parse(contentDisposition("100%20.pdf")).parameters.filename).toBe("100%20.pdf");
    expect(sent(contentDisposition("100%20.pdf"))["filename*"]).toBe("UTF-8''100%2520.pdf");
  });

  it("never lets a hostile name through, in filename or filename*", () => {
    const hostile: Array<[string, string]> = [
      ["../../../../tmp/x.txt", "x.txt"],
      ["/etc/passwd", "passwd"],
      ["C:\\x\\y.pdf", "y.pdf"],
      ["invoice\u202Efdp.exe", "invoicefdp.exe"],
      ['say "hi".pdf', 'say "hi".pdf'],
      ["evil\r\nSet-Cookie: a=b.txt", "evilSet-Cookie: a=b.txt"],
      ["nul\u0000byte.pdf", "nulbyte.pdf"],
      // Compatibility forms that ASCII folding would turn into separators.
      ["a\uFF0Fb\uFF3Cc.pdf", "a\uFF0Fb\uFF3Cc.pdf"],
      ["\u2025\u2215secret.txt", "\u2025\u2215secret.txt"],
    ];
    for (const [name, shown] of hostile) {
      const header = contentDisposition(name);
      expect(header).not.toMatch(/\p{Cc}/u);
      const { filename } = sent(header);
      expect(filename, name).not.toMatch(/[/\\"\p{Cc}]|^\./u);
      expect(parse(header).parameters.filename, name).toBe(shown);
    }
  });

  it("cuts a 500-character name and keeps its extension in both forms", () => {
    const header = contentDisposition(`${"ä".repeat(500)}.pdf`);
    const exact = parse(header).parameters.filename!;
    expect(exact.length).toBeLessThanOrEqual(120);
    expect(exact.endsWith("ä.pdf")).toBe(true);
    expect(sent(header).filename).toMatch(/^a+\.pdf$/);
  });

  it("names a file that has nothing left of its name", () => {
    expect(sent(contentDisposition("\u202E/")).filename).toBe("download");
  });
});
