import { describe, expect, it } from "vitest";
import { detectUploadType } from "./sniff.ts";

const bytes = (text: string) => Buffer.from(text, "latin1");

describe("detectUploadType", () => {
  it("knows the magic numbers of the accepted types", () => {
    expect(detectUploadType(bytes("%PDF-1.7\n"))).toBe("pdf");
    expect(detectUploadType(bytes("\x89PNG\r\n\x1a\n\0\0\0\rIHDR"))).toBe("png");
    expect(detectUploadType(bytes("\xff\xd8\xff\xe0\0\x10JFIF"))).toBe("jpeg");
    expect(detectUploadType(bytes("GIF89a\x01\0\x01\0"))).toBe("gif");
    expect(detectUploadType(bytes("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\0\0"))).toBe("doc");
  });

  it("takes valid UTF-8 without NUL bytes as text, umlauts included", () => {
    expect(detectUploadType(Buffer.from("Grüße\r\nÄÖÜ ß €", "utf8"))).toBe("txt");
    expect(detectUploadType(bytes("Gr\xfc\xdfe"))).toBeNull(); // Latin-1, not UTF-8
    expect(detectUploadType(bytes("text\0with a NUL"))).toBeNull();
  });

  it("refuses executables and broken zips", () => {
    expect(detectUploadType(bytes("MZ\x90\0\x03\0\0\0"))).toBeNull();
    expect(detectUploadType(bytes("\x7fELF\x02\x01\x01\0"))).toBeNull();
    expect(detectUploadType(bytes("PK\x03\x04 this is no real zip"))).toBeNull();
  });
});
