import { describe, expect, it } from "vitest";
import { decodeBody } from "./charset.ts";

const latin1 = (text: string) => Buffer.from(text, "latin1");

describe("decodeBody", () => {
  it("reads UTF-8 by default", () => {
    expect(decodeBody(Buffer.from("<p>Größe: 5 €</p>"), "text/html")).toBe("<p>Größe: 5 €</p>");
  });

  it("follows the Content-Type charset", () => {
    expect(decodeBody(latin1("<p>Größe</p>"), "text/html; charset=ISO-8859-1")).toBe("<p>Größe</p>");
    expect(decodeBody(Buffer.from([0x80]), 'text/html; charset="windows-1252"')).toBe("€");
  });

  it("falls back to a <meta> charset when the header has none", () => {
    const html = '<html><head><meta charset="iso-8859-15"><title>Öl</title>';
    expect(decodeBody(latin1(html), "text/html")).toContain("<title>Öl</title>");
    const equiv = '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">\u00e4';
    expect(decodeBody(latin1(equiv), undefined)).toContain("ä");
  });

  it("trusts a byte order mark over everything else and ignores a declared UTF-16 in ASCII text", () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("ü")]);
    expect(decodeBody(bom, "text/html; charset=iso-8859-1")).toBe("ü");
    expect(decodeBody(Buffer.from('<meta charset="utf-16">ü'), undefined)).toBe('<meta charset="utf-16">ü');
  });

  it("reads an XML declaration's charset only when asked (feeds), after the header's", () => {
    // 0xE4 is "ф" in ISO-8859-5 and "ä" in the Windows-1252 that undeclared non-UTF-8 bytes are read as.
    const feed = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="ISO-8859-5"?><t>'),
      Buffer.from([0xe4]),
    ]);
    expect(decodeBody(feed, "application/xml", { xmlDeclaration: true })).toContain("<t>ф");
    expect(decodeBody(feed, "application/xml")).toContain("<t>ä");
    const declaredUtf8 = Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><title>Bäcker</title>');
    expect(decodeBody(declaredUtf8, "text/xml; charset=utf-8", { xmlDeclaration: true })).toContain("Bäcker");
  });

  it("uses UTF-8 for an unknown charset", () => {
    expect(decodeBody(Buffer.from("ü"), "text/html; charset=klingon")).toBe("ü");
  });
});
