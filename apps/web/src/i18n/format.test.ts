import { describe, expect, it } from "vitest";
import { formatFileSize } from "./format.ts";

describe("sizes in the reader's language", () => {
  it("formats sizes in decimal units in the reader's language", () => {
    expect(formatFileSize(999, "en")).toBe("999 B");
    expect(formatFileSize(1500, "en")).toBe("1.5 kB");
    expect(formatFileSize(5_000_000, "de")).toBe("5 MB");
    expect(formatFileSize(2_345_678, "de")).toBe("2,3 MB");
    expect(formatFileSize(500_000_000, "de")).toBe("500 MB");
    expect(formatFileSize(1_250_000_000, "en")).toBe("1.25 GB");
  });
});
