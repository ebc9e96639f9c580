import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { logDestination, loggerOptions, QuietRequestLog, redactUrl } from "./logging.ts";

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

/** A Fastify app logging as the server does, at `level`; returns the parsed log lines. */
async function logOfRequests(level: string) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions(level), stream }, logController: new QuietRequestLog() });
  app.get("/ok", async () => ({ ok: true }));
  app.get("/broken", async () => {
    throw new Error("boom");
  });
  await app.inject({ url: "/ok?token=secret" });
  await app.inject({ url: "/broken" });
  await app.inject({ url: "/nowhere" });
  await app.close();
  return lines;
}

describe("request lines", () => {
  it("are not written at info, while a failed request still is", async () => {
    const lines = await logOfRequests("info");
    const messages = lines.map((l) => l.msg);
    expect(messages).not.toContain("incoming request");
    expect(messages).not.toContain("request completed");
    expect(messages.some((m) => m.includes("not found"))).toBe(false);
    expect(lines.filter((l) => l.level === 50).map((l) => l.msg)).toContain("boom");
  });

  it("are written at debug, with the URL's secrets redacted", async () => {
    const lines = await logOfRequests("debug");
    const requestLines = lines.filter((l) => l.msg === "incoming request" || l.msg === "request completed");
    expect(requestLines.length).toBeGreaterThanOrEqual(4);
    expect(requestLines.every((l) => l.level === 20)).toBe(true);
    expect(JSON.stringify(lines)).toContain("/ok?token=[redacted]");
    expect(JSON.stringify(lines)).not.toContain("secret");
  });
});

describe("logDestination", () => {
  const stdout = (isTTY: boolean) =>
    Object.assign(new Writable({ write: (_c, _e, done) => done() }), { isTTY });

  it("leaves pino's JSON on stdout when it is not a terminal", () => {
    expect(logDestination(stdout(false))).toBeUndefined();
  });

  it("formats lines for a person at a terminal", () => {
    const written: string[] = [];
    const out = Object.assign(
      new Writable({
        write(chunk, _enc, done) {
          written.push(String(chunk));
          done();
        },
      }),
      { isTTY: true },
    );
    logDestination(out)?.write(`${JSON.stringify({ level: 30, time: 0, msg: "hello", port: 3000 })}\n`);
    expect(written.join("")).toMatch(/^\d\d:\d\d:\d\d INFO {2}hello port=3000\n$/);
  });
});
