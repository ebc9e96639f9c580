import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PRERENDER_SESSION_GUARD } from "@jah/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageLanguage } from "../../src/http/prerendered.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

describe("serving the built web app", () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), "jah-dist-"));
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>app</title>");
    writeFileSync(path.join(dist, "assets", "main-abc123.js"), "console.log(1)");
    for (const lng of ["en", "de"]) {
      for (const page of ["", "blog", "blog/en/a-post"]) {
        mkdirSync(path.join(dist, "prerendered", lng, page), { recursive: true });
        writeFileSync(
          path.join(dist, "prerendered", lng, page, "index.html"),
          `<title>${lng} ${page}</title>`,
        );
      }
    }
    // Only in one language: never served, so a visitor of the other language gets no 404 (a post of
    // the release's content/blog, which the server knows exists).
    mkdirSync(path.join(dist, "prerendered", "en", "blog", "en", "freelancer-rate-card"), {
      recursive: true,
    });
    writeFileSync(
      path.join(dist, "prerendered", "en", "blog", "en", "freelancer-rate-card", "index.html"),
      "<title>x</title>",
    );
    server = await startTestServer("sqlite", { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers browser routes with index.html so the client router takes over", async () => {
    // Deeper addresses of the signed-in app are the client router's to judge: the server cannot see
    // whether profile 3 is the visitor's, so they stay 200 even where the app then says "not found".
    const deepLinks = [
      "/applications",
      "/applications/999999",
      "/profile/edit/3",
      "/profile/nonexistent/deeper",
      "/settings/connections",
      "/login",
      "/legal/impressum",
      // Known but not yet published by the operator: the page says so (issue 43).
      "/legal/widerruf",
    ];
    // Posts of the release's content/blog that this build did not prerender (in both languages).
    const posts = ["/blog/de/anschreiben-richtig-aufbauen/", "/blog/en/freelancer-rate-card"];
    for (const url of [...deepLinks, ...posts, "/verifyemail?token=x"]) {
      const res = await server.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<title>app</title>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("caches hashed assets for a year", async () => {
    const res = await server.app.inject({ url: "/assets/main-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("looks files up when asked for, sends other paths to the app and nothing outside the build", async () => {
    // Written after the start: served all the same (no list of the build's files made at start-up).
    writeFileSync(path.join(dist, "assets", "late-def456.js"), "console.log(2)");
    const late = await server.app.inject({ url: "/assets/late-def456.js" });
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe("console.log(2)");
    // A folder, or a file name that is not in the build: the app, with its "page not found".
    for (const url of ["/assets/", "/assets", "/missing-file.js"]) {
      const res = await server.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("<title>app</title>");
    }
    const secret = path.join(path.dirname(dist), `${path.basename(dist)}-secret.txt`);
    writeFileSync(secret, "SECRET");
    try {
      for (const name of [`%2e%2e/${path.basename(secret)}`, `..%2f${path.basename(secret)}`]) {
        const res = await server.app.inject({ url: `/${name}` });
        expect(res.body, name).not.toContain("SECRET");
      }
    } finally {
      rmSync(secret, { force: true });
    }
  });

  it("answers 404 for addresses no route knows, with the app to show its page in the visitor's language", async () => {
    for (const url of ["/doesnotexist", "/pricing", "/doesnotexist/applications", "/wp-login.php?x=1"]) {
      const res = await server.app.inject({ url, headers: { "accept-language": "de-DE" } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("<title>app</title>");
      expect(res.headers["content-type"], url).toContain("text/html");
    }
    const head = await server.app.inject({ method: "HEAD", url: "/doesnotexist" });
    expect(head.statusCode).toBe(404);
  });

  it("answers 404 below /blog and /legal where the server knows the page does not exist", async () => {
    for (const url of [
      "/blog/de/nonexistent",
      "/blog/en/nonexistent/",
      "/blog/some-post",
      "/blog/de",
      "/blog/de/anschreiben-richtig-aufbauen/more",
      "/legal/nonexistent",
      "/legal",
      "/legal/impressum/more",
      "/legal/IMPRESSUM",
    ]) {
      const res = await server.app.inject({ url, headers: { "accept-language": "de-DE" } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("<title>app</title>");
      expect(res.headers["content-type"], url).toContain("text/html");
    }
    const head = await server.app.inject({ method: "HEAD", url: "/blog/de/nonexistent" });
    expect(head.statusCode).toBe(404);
  });

  it("keeps API misses as JSON 404s", async () => {
    const res = await server.app.inject({ url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
  });

  it("sends prerendered public pages in the visitor's language", async () => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ["/", { "accept-language": "de-DE,de;q=0.9,en;q=0.8" }, "<title>de </title>"],
      ["/", { "accept-language": "fr-FR,en;q=0.5" }, "<title>en </title>"],
      ["/blog", { cookie: "theme=x; i18next=de", "accept-language": "en" }, "<title>de blog</title>"],
      ["/blog/", {}, "<title>en blog</title>"],
      ["/blog/en/a-post?lng=de", { cookie: "i18next=en" }, "<title>de blog/en/a-post</title>"],
    ];
    for (const [url, headers, title] of cases) {
      const res = await server.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(title);
      expect(res.headers.vary).toContain("Accept-Language");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("allows exactly the prerendered pages' session guard as inline script", async () => {
    const res = await server.app.inject({ url: "/" });
    const hash = createHash("sha256").update(PRERENDER_SESSION_GUARD).digest("base64");
    const scriptSrc = String(res.headers["content-security-policy"])
      .split(";")
      .find((d) => d.startsWith("script-src"));
    // No 'unsafe-inline' and no eval: only the guard's hash and WebAssembly for the CV preview.
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}' 'wasm-unsafe-eval'`);
  });
});

describe("the language of a prerendered page", () => {
  it("follows the query, then the cookie, then Accept-Language by weight, else English", () => {
    expect(pageLanguage("lng=de", "i18next=en", "en")).toBe("de");
    expect(pageLanguage(undefined, "a=1; i18next=de-AT", "en")).toBe("de");
    expect(pageLanguage(undefined, "i18next=fr", "en;q=0.2, de;q=0.8")).toBe("de");
    expect(pageLanguage(undefined, undefined, "fr, de-CH;q=0.7")).toBe("de");
    expect(pageLanguage(undefined, undefined, "de;q=0, en;q=0.1")).toBe("en");
    expect(pageLanguage(undefined, undefined, "fr")).toBe("en");
    expect(pageLanguage("lng=xx", undefined, undefined)).toBe("en");
  });
});
