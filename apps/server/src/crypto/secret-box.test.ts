import { describe, expect, it } from "vitest";
import { SecretBox } from "./secret-box.ts";

const SECRET = "x".repeat(48);

describe("SecretBox", () => {
  it("round-trips a value and never shows the plaintext", () => {
    const box = new SecretBox(SECRET);
    const sealed = box.seal("hunter2 pässwort", "user-1");
    expect(sealed).not.toContain("hunter2");
    expect(box.open(sealed, "user-1")).toBe("hunter2 pässwort");
  });

  it("uses a fresh IV for every value", () => {
    const box = new SecretBox(SECRET);
    expect(box.seal("same", "u")).not.toBe(box.seal("same", "u"));
  });

  it("refuses a changed value, another owner and another key", () => {
    const box = new SecretBox(SECRET);
    const sealed = box.seal("secret", "user-1");
    const raw = Buffer.from(sealed.slice(3), "base64url");
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => box.open(`v1.${raw.toString("base64url")}`, "user-1")).toThrow();
    expect(() => box.open(sealed, "user-2")).toThrow();
    expect(() => new SecretBox("y".repeat(48)).open(sealed, "user-1")).toThrow();
    expect(() => box.open("plain", "user-1")).toThrow();
  });
});
