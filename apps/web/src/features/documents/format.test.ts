import { describe, expect, it } from "vitest";
import { typeLabel } from "./format.ts";

describe("file facts", () => {
  it("labels types shortly", () => {
    expect(typeLabel("application/pdf", "a.pdf")).toBe("PDF");
    expect(typeLabel("image/jpeg", "a.jpg")).toBe("JPEG");
    expect(typeLabel("text/plain", "a.txt")).toBe("TXT");
    expect(typeLabel("application/vnd.oasis.opendocument.text", "Brief.odt")).toBe("ODT");
  });
});
