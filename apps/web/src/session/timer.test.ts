import { SESSION_LIFETIME_MS } from "@jah/shared";
import { describe, expect, it } from "vitest";
import { formatRemaining, isExpired, remainingMs } from "./timer.ts";

describe("session timer", () => {
  const login = 1_700_000_000_000;

  it("starts at 59:00 and counts down from the login time", () => {
    expect(formatRemaining(remainingMs(login, login))).toBe("59:00");
    expect(formatRemaining(remainingMs(login, login + 1000))).toBe("58:59");
    expect(formatRemaining(remainingMs(login, login + 58 * 60_000 + 55_500))).toBe("00:05");
  });

  it("pads minutes and seconds to two digits", () => {
    expect(formatRemaining(9 * 60_000 + 7_000)).toBe("09:07");
    expect(formatRemaining(61_000)).toBe("01:01");
  });

  it("shows 00:00 at and after the end instead of negative time", () => {
    expect(formatRemaining(0)).toBe("00:00");
    expect(formatRemaining(-42_000)).toBe("00:00");
  });

  it("expires exactly at 59 minutes", () => {
    expect(isExpired(login, login + SESSION_LIFETIME_MS - 1)).toBe(false);
    expect(isExpired(login, login + SESSION_LIFETIME_MS)).toBe(true);
    expect(SESSION_LIFETIME_MS).toBe(3_540_000);
  });
});
