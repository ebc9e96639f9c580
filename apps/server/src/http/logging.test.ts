import { describe, expect, it } from "vitest";
import { redactUrl } from "./logging.ts";

describe("redactUrl", () => {
  it("hides secret query values and keeps the rest", () => {
    expect(redactUrl("/api/register/verify?token=abc123&lang=de")).toBe(
      "/api/register/verify?token=[redacted]&lang=de",
    );
    expect(redactUrl("/callbacks/gmail?code=xyz")).toBe("/callbacks/gmail?code=[redacted]");
    expect(redactUrl("/api/usersettings/show")).toBe("/api/usersettings/show");
    expect(redactUrl("/api/calendar/abcDEF123_-xyz.ics")).toBe("/api/calendar/[redacted]");
  });
});
