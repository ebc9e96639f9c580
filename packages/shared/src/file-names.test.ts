import { describe, expect, it } from "vitest";
import { FILE_NAME_MAX_BYTES, FILE_NAME_MAX_CHARS, safeFileName } from "./file-names.ts";

const utf8 = (text: string) => new TextEncoder().encode(text).length;

describe("safeFileName", () => {
  it("keeps an ordinary name as it is", () => {
    expect(safeFileName("Zeugnis Müller (2024).pdf")).toBe("Zeugnis Müller (2024).pdf");
    expect(safeFileName("Łódź 😀 履歴書.docx")).toBe("Łódź 😀 履歴書.docx");
  });

  it("keeps the base name only, whichever slash separates the folders", () => {
    expect(safeFileName("../../../../tmp/x.txt")).toBe("x.txt");
    expect(safeFileName("/etc/passwd")).toBe("passwd");
    expect(safeFileName("C:\\x\\y.pdf")).toBe("y.pdf");
    expect(safeFileName("..\\..\\boot.ini")).toBe("boot.ini");
    expect(safeFileName("folder/")).toBe("file");
  });

  it("removes control characters and the invisible ones that disguise an extension", () => {
    expect(safeFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(safeFileName("a\u0000b\r\nc\u007f\u0085d.txt")).toBe("abcd.txt");
    const invisible =
      "\u200B\u200C\u200D\u200E\u200F\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u061C\uFEFF\u00AD\u2028";
    expect(safeFileName(`Lebens${invisible}lauf.pdf`)).toBe("Lebenslauf.pdf");
    // A lone surrogate (half of an emoji) is no character at all.
    expect(safeFileName("cv\uD83D.pdf")).toBe("cv.pdf");
  });

  it("trims leading dots and spaces, so no name is hidden or walks up a folder", () => {
    expect(safeFileName("..")).toBe("file");
    expect(safeFileName(" .bashrc")).toBe("bashrc");
    expect(safeFileName("  Anschreiben.pdf  ")).toBe("Anschreiben.pdf");
  });

  it("writes names in NFC, so the same name is one spelling", () => {
    expect(safeFileName("Mu\u0308ller.pdf")).toBe("M\u00fcller.pdf");
  });

  it("cuts long names at the character and byte limits, keeping the extension", () => {
    const long = safeFileName(`${"a".repeat(500)}.pdf`);
    expect(long).toHaveLength(FILE_NAME_MAX_CHARS);
    expect(long.endsWith("a.pdf")).toBe(true);
    const emoji = safeFileName(`${"😀".repeat(200)}.docx`);
    expect(utf8(emoji)).toBeLessThanOrEqual(FILE_NAME_MAX_BYTES);
    expect(emoji.endsWith("😀.docx")).toBe(true);
    // A "name" without an extension is cut too.
    expect(Array.from(safeFileName("ü".repeat(300))).length).toBeLessThanOrEqual(FILE_NAME_MAX_CHARS);
  });

  it("answers the fallback when nothing is left, and changes nothing the second time", () => {
    expect(safeFileName("\u202E\u0000 ", "attachment")).toBe("attachment");
    expect(safeFileName("")).toBe("file");
    for (const name of ["../a\u202E.pdf", `${"x".repeat(400)}.txt`, " ..\u200Bb", "😀".repeat(99)]) {
      expect(safeFileName(safeFileName(name))).toBe(safeFileName(name));
    }
  });
});
