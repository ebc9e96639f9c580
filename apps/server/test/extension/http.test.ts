import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMIT_MESSAGE } from "../../src/http/rate-limit.ts";
import { dispositionOf } from "../support/content-disposition.ts";
import { testDialects } from "../support/dialects.ts";
import { createToken, withToken } from "../support/extension.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, verifiedUser } from "../support/users.ts";

const CHROME = "chrome-extension://abcdefghijklmnopabcdefghijklmnop";
const FIREFOX = "moz-extension://1b2c3d4e-5f60-4a1b-9c2d-3e4f5a6b7c8d";
const ZIP = Buffer.from("PK\u0003\u0004 a zip for the test");

describe.each(testDialects())("extension CORS, rate limit and downloads on %s", (dialect) => {
  let server: TestServer;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), "jah-extension-dist-"));
    server = await startTestServer(dialect, { EXTENSION_RATE_LIMIT: "5", EXTENSION_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(distDir, { recursive: true, force: true });
  });

  const preflight = (url: string, origin: string) =>
    server.app.inject({
      method: "OPTIONS",
      url,
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type",
      },
    });

  it("answers the extension's preflight on its routes, without credentials", async () => {
    for (const [url, origin] of [
      ["/api/extension/whoami", CHROME],
      ["/api/extension/applications", FIREFOX],
      ["/api/profile/applications/fetchjob", CHROME],
    ] as const) {
      const res = await preflight(url, origin);
      expect(res.statusCode, url).toBe(204);
      expect(res.headers["access-control-allow-origin"]).toBe(origin);
      expect(res.headers["access-control-allow-methods"]).toBe("GET, POST, DELETE, OPTIONS");
      expect(String(res.headers["access-control-allow-headers"]).toLowerCase()).toBe(
        "authorization, content-type",
      );
      expect(res.headers["access-control-allow-credentials"]).toBeUndefined();
      expect(res.headers.vary).toContain("Origin");
    }
  });

  it("gives a foreign origin no CORS header at all, on the extension's routes or elsewhere", async () => {
    for (const origin of [
      "https://evil.example",
      "http://localhost:3000",
      "null",
      "chrome-extension://",
      "chrome-extension://abc.evil.example",
    ]) {
      const res = await preflight("/api/extension/whoami", origin);
      expect(res.headers["access-control-allow-origin"], origin).toBeUndefined();
      expect(res.headers["access-control-allow-methods"], origin).toBeUndefined();
      const get = await server.app.inject({
        method: "GET",
        url: "/api/extension/whoami",
        headers: { origin },
      });
      expect(get.headers["access-control-allow-origin"], origin).toBeUndefined();
    }
    // The extension's origin gets nothing on the product's other routes.
    for (const url of ["/api/usersettings/show", "/api/profile/applications/", "/api/auth/get-session"]) {
      const res = await preflight(url, CHROME);
      expect(res.headers["access-control-allow-origin"], url).toBeUndefined();
      const get = await server.app.inject({ method: "GET", url, headers: { origin: CHROME } });
      expect(get.headers["access-control-allow-origin"], url).toBeUndefined();
    }
  });

  it("sends the CORS header on real answers, 401 included, so the extension can read them", async () => {
    const user = await verifiedUser(server);
    const { token } = await createToken(server, user);
    const ok = await withToken(server, token, "GET", "/api/extension/whoami", undefined, { origin: FIREFOX });
    expect(ok.status).toBe(200);
    expect(ok.headers["access-control-allow-origin"]).toBe(FIREFOX);
    expect(ok.headers["access-control-allow-credentials"]).toBeUndefined();
    const refused = await withToken(server, "jah_revoked", "GET", "/api/extension/whoami", undefined, {
      origin: FIREFOX,
    });
    expect(refused.status).toBe(401);
    expect(refused.headers["access-control-allow-origin"]).toBe(FIREFOX);
  });

  it("limits requests per token with a clear 429; another token keeps its own allowance", async () => {
    const user = await verifiedUser(server);
    const busy = await createToken(server, user, "Busy");
    const calm = await createToken(server, user, "Calm");
    for (let i = 0; i < 5; i++) {
      expect((await withToken(server, busy.token, "GET", "/api/extension/whoami")).status).toBe(200);
    }
    const limited = await withToken(server, busy.token, "GET", "/api/extension/profiles", undefined, {
      origin: CHROME,
    });
    // Per route: whoami's allowance is used up, profiles has its own.
    expect(limited.status).toBe(200);
    const over = await withToken(server, busy.token, "GET", "/api/extension/whoami", undefined, {
      origin: CHROME,
    });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      statusCode: 429,
      error: "Too Many Requests",
      message: RATE_LIMIT_MESSAGE,
    });
    expect(over.headers["access-control-allow-origin"]).toBe(CHROME);
    expect((await withToken(server, calm.token, "GET", "/api/extension/whoami")).status).toBe(200);
  });

  it("limits connect polls per address", async () => {
    const start = await server.app.inject({
      method: "POST",
      url: "/api/extension/connect/start",
      payload: { client: "Chrome" },
    });
    const { deviceCode } = start.json();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await server.app.inject({
        method: "POST",
        url: "/api/extension/connect/poll",
        payload: { deviceCode },
        remoteAddress: "203.0.113.9",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("serves the builds that exist and says how to build the missing one", async () => {
    const user = await verifiedUser(server);
    const none = await server.app.inject({ method: "GET", url: "/api/extension/downloads" });
    expect(none.json()).toEqual({
      chrome: {
        available: false,
        url: "/extension/downloads/job-application-helper-chrome.zip",
        bytes: null,
        version: null,
      },
      firefox: {
        available: false,
        url: "/extension/downloads/job-application-helper-firefox.zip",
        bytes: null,
        version: null,
      },
    });

    writeFileSync(path.join(distDir, "chrome.zip"), ZIP);
    mkdirSync(path.join(distDir, "chrome"), { recursive: true });
    writeFileSync(path.join(distDir, "chrome", "manifest.json"), JSON.stringify({ version: "1.2.3" }));
    const some = (await server.app.inject({ method: "GET", url: "/api/extension/downloads" })).json();
    expect(some.chrome).toEqual({
      available: true,
      url: "/extension/downloads/job-application-helper-chrome.zip",
      bytes: ZIP.length,
      version: "1.2.3",
    });
    expect(some.firefox.available).toBe(false);

    const zip = await server.app.inject({
      method: "GET",
      url: "/extension/downloads/job-application-helper-chrome.zip",
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(dispositionOf(zip.headers["content-disposition"])).toEqual({
      type: "attachment",
      filename: "job-application-helper-chrome.zip",
    });
    expect(zip.rawPayload.equals(ZIP)).toBe(true);

    const missing = await server.app.inject({
      method: "GET",
      url: "/extension/downloads/job-application-helper-firefox.zip",
      headers: { "accept-language": "de-DE,de;q=0.9" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toContain("text/plain");
    expect(missing.body).toContain("npm run build:extension");
    expect(missing.body).toContain("nicht gebaut");
    const english = await server.app.inject({
      method: "GET",
      url: "/extension/downloads/job-application-helper-firefox.zip",
      headers: { "accept-language": "en" },
    });
    expect(english.body).toContain("not built on this server");
    // Only the two builds' names are served from that folder.
    const other = await server.app.inject({
      method: "GET",
      url: "/extension/downloads/chrome.zip",
      headers: authHeaders(user),
    });
    expect(other.statusCode).not.toBe(200);
  });
});
