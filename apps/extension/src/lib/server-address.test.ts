import { describe, expect, it } from "vitest";
import { isOnServer, parseServerAddress } from "./server-address.ts";

describe("parseServerAddress", () => {
  it("takes an https address and keeps only its origin", () => {
    expect(parseServerAddress("  https://jobs.example.org/applications?x=1#top ")).toEqual({
      ok: true,
      origin: "https://jobs.example.org",
      permission: "https://jobs.example.org/*",
    });
  });

  it("pins the port in the permission for Chromium and leaves it out for Firefox", () => {
    expect(parseServerAddress("https://jobs.example.org:8443")).toMatchObject({
      origin: "https://jobs.example.org:8443",
      permission: "https://jobs.example.org:8443/*",
    });
    expect(parseServerAddress("https://jobs.example.org:8443", false)).toMatchObject({
      permission: "https://jobs.example.org/*",
    });
  });

  it("assumes https without a scheme, and http on this machine", () => {
    expect(parseServerAddress("jobs.example.org")).toMatchObject({ origin: "https://jobs.example.org" });
    expect(parseServerAddress("localhost:3000")).toMatchObject({ origin: "http://localhost:3000" });
    expect(parseServerAddress("127.0.0.1:3000/")).toMatchObject({ origin: "http://127.0.0.1:3000" });
  });

  it("allows http only on localhost and 127.0.0.1", () => {
    expect(parseServerAddress("http://localhost:3000")).toMatchObject({ ok: true });
    expect(parseServerAddress("http://LOCALHOST:3000")).toMatchObject({ origin: "http://localhost:3000" });
    expect(parseServerAddress("http://jobs.example.org")).toEqual({ ok: false, problem: "insecure" });
    expect(parseServerAddress("http://192.168.1.5:3000")).toEqual({ ok: false, problem: "insecure" });
    expect(parseServerAddress("http://localhost.example.org")).toEqual({ ok: false, problem: "insecure" });
  });

  it("refuses empty input, other schemes, credentials and garbage", () => {
    expect(parseServerAddress("   ")).toEqual({ ok: false, problem: "empty" });
    expect(parseServerAddress("ftp://jobs.example.org")).toEqual({ ok: false, problem: "invalid" });
    expect(parseServerAddress("javascript:alert(1)")).toEqual({ ok: false, problem: "invalid" });
    expect(parseServerAddress("https://user:secret@jobs.example.org")).toEqual({
      ok: false,
      problem: "invalid",
    });
    expect(parseServerAddress("https://exa mple.org")).toEqual({ ok: false, problem: "invalid" });
  });
});

describe("isOnServer", () => {
  it("accepts only links on the connected origin", () => {
    expect(isOnServer("https://jobs.example.org/applications/4", "https://jobs.example.org")).toBe(true);
    expect(isOnServer("https://evil.example.org/applications/4", "https://jobs.example.org")).toBe(false);
    expect(isOnServer("javascript:alert(1)", "https://jobs.example.org")).toBe(false);
    expect(isOnServer("not a link", "https://jobs.example.org")).toBe(false);
  });
});
