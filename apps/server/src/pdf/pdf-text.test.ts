import { describe, expect, it } from "vitest";
import { pdfText } from "./pdf-text.ts";

describe("pdfText", () => {
  it("keeps German, the euro sign, dashes and quotes", () => {
    const text = "Müller & Söhne – Straße 5, 45.000 € „Gut“ … Œuvre";
    expect(pdfText(text)).toBe(text);
  });

  it("keeps line breaks and turns other control characters into spaces", () => {
    expect(pdfText("a\r\nb\rc\nd\te\u0000f\u0085g")).toBe("a\nb\nc\nd e f g");
  });

  it("maps only what the standard fonts cannot show: to its base letter, else a question mark", () => {
    expect(pdfText("Łódź Gdańsk Iași Őrség")).toBe("Lódz Gdansk Iasi Orség");
    expect(pdfText("Zoë")).toBe("Zoë");
    expect(pdfText("株式会社 😀")).toBe("???? ?");
  });
});
