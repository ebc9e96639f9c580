import { describe, expect, it } from "vitest";
import { formatLogLine } from "./pretty-log.ts";

const line = (entry: object) =>
  JSON.stringify({ time: Date.UTC(2026, 11, 7, 9, 5, 3), pid: 1, hostname: "h", ...entry });

describe("formatLogLine", () => {
  it("shows time, level and message, and the other fields as key=value", () => {
    const text = formatLogLine(line({ level: 40, msg: "No administrator yet", hint: "npm run admin" }));
    expect(text).toMatch(/^\d\d:\d\d:03 WARN {2}No administrator yet hint="npm run admin"\n$/);
    expect(text).not.toContain("hostname");
  });

  it("puts every link of an outbox mail on a line of its own", () => {
    const link = "http://localhost:3000/api/register/verify?token=abc";
    const text = formatLogLine(
      line({
        level: 30,
        msg: "mail written to outbox",
        to: "a@example.com",
        file: "/data/outbox/1.eml",
        links: [link],
      }),
    );
    const lines = text.trimEnd().split("\n");
    expect(lines[0]).toContain("mail written to outbox to=a@example.com file=/data/outbox/1.eml");
    expect(lines[0]).not.toContain(link);
    expect(lines[1]?.trim()).toBe(link);
  });

  it("shows a request line as method, URL, status and time", () => {
    const text = formatLogLine(
      line({
        level: 20,
        msg: "request completed",
        reqId: "req-1",
        req: { method: "GET", url: "/api/x" },
        res: { statusCode: 200 },
        responseTime: 12.4,
      }),
    );
    expect(text).toContain("DEBUG request completed GET /api/x 200 in 12 ms reqId=req-1");
  });

  it("prints an error's stack below the line", () => {
    const text = formatLogLine(
      line({ level: 50, msg: "failed", err: { message: "boom", stack: "Error: boom\n    at x" } }),
    );
    expect(text.split("\n").slice(1, 3)).toEqual(["    Error: boom", "        at x"]);
  });

  it("prints an error logged as a message as it is", () => {
    const text = formatLogLine(
      line({ level: 50, msg: "job source failed", err: "host could not be reached" }),
    );
    expect(text.split("\n")[1]).toBe("    host could not be reached");
  });

  it("passes a line that is not JSON unchanged", () => {
    expect(formatLogLine("plain text")).toBe("plain text\n");
  });

  it("colours only when asked", () => {
    expect(formatLogLine(line({ level: 30, msg: "x" }))).not.toContain("\u001b[");
    expect(formatLogLine(line({ level: 30, msg: "x" }), true)).toContain("\u001b[");
  });
});
