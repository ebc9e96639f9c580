import { describe, expect, it } from "vitest";
import { isDatabaseTrouble, skipReason } from "./skipped.ts";

const withCode = (code: string) => Object.assign(new Error("x"), { code });

describe("a message that could not be stored", () => {
  it("is named by the kind of failure, never by the error's text", () => {
    expect(skipReason(withCode("22021"))).toBe("unstorable-text");
    expect(skipReason(withCode("54000"))).toBe("too-large");
    expect(skipReason(withCode("SQLITE_TOOBIG"))).toBe("too-large");
    expect(skipReason(withCode("23503"))).toBe("failed");
    expect(skipReason(new RangeError("Invalid time value"))).toBe("failed");
    expect(skipReason(null)).toBe("failed");
  });

  it("is not skipped when the database itself is in trouble: the poll ends and reads it again later", () => {
    for (const code of ["08006", "40P01", "53100", "57P01", "SQLITE_BUSY", "SQLITE_FULL", "ECONNREFUSED"]) {
      expect(isDatabaseTrouble(withCode(code)), code).toBe(true);
    }
    for (const code of ["22021", "23503", "54000", "SQLITE_CONSTRAINT_FOREIGNKEY"]) {
      expect(isDatabaseTrouble(withCode(code)), code).toBe(false);
    }
    expect(isDatabaseTrouble(new Error("Connection terminated unexpectedly"))).toBe(true);
  });
});
