import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvLine } from "./csv.ts";

describe("csvCell", () => {
  it("leaves plain text, numbers and umlauts as they are", () => {
    expect(csvCell("Müller & Söhne, Straße")).toBe('"Müller & Söhne, Straße"');
    expect(csvCell("Bäckerei Weißbrot – 45.000 €")).toBe("Bäckerei Weißbrot – 45.000 €");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes inside", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell("line 1\r\nline 2")).toBe('"line 1\r\nline 2"');
    // A semicolon is no separator here: it needs no quotes.
    expect(csvCell("a;b")).toBe("a;b");
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+49 221 123")).toBe("'+49 221 123");
    expect(csvCell("-1+1")).toBe("'-1+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    // Only the start counts.
    expect(csvCell("a=b-c")).toBe("a=b-c");
    expect(csvCell(" =1")).toBe(" =1");
  });
});

describe("csvLine", () => {
  it("joins cells with commas and ends with CRLF", () => {
    expect(csvLine(["a", "b,c", 3, null])).toBe('a,"b,c",3,\r\n');
  });

  it("starts files with the UTF-8 byte order mark", () => {
    expect(Buffer.from(CSV_BOM, "utf8")).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
