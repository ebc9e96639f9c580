import { describe, expect, it } from "vitest";
import {
  isPermanent,
  MAX_ATTEMPTS,
  PermanentDeliveryError,
  userMailRetryDelayMs,
} from "./delivery-errors.ts";

describe("isPermanent", () => {
  it("treats 5xx and our own final errors as permanent", () => {
    expect(isPermanent({ code: "EENVELOPE", responseCode: 550 }, 1)).toBe(true);
    expect(isPermanent(new PermanentDeliveryError("gone"), 1)).toBe(true);
    expect(isPermanent({ code: "EADDRESS" }, 1)).toBe(true);
  });

  it("retries 4xx, connection problems and a failed login a few times", () => {
    expect(isPermanent({ code: "EENVELOPE", responseCode: 451 }, 1)).toBe(false);
    expect(isPermanent({ code: "ESOCKET" }, 5)).toBe(false);
    expect(isPermanent({ code: "ECONNECTION" }, 5)).toBe(false);
    expect(isPermanent({ code: "EAUTH", responseCode: 535 }, 1)).toBe(false);
    expect(isPermanent({ code: "EAUTH", responseCode: 535 }, 3)).toBe(true);
  });
});

describe("userMailRetryDelayMs", () => {
  it("grows and stops at the last delay", () => {
    expect(userMailRetryDelayMs(1)).toBe(30_000);
    expect(userMailRetryDelayMs(2)).toBe(60_000);
    expect(userMailRetryDelayMs(MAX_ATTEMPTS + 5)).toBe(7_200_000);
  });
});
