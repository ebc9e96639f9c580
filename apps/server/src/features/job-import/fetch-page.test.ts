import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Resolve } from "../../net/guarded-lookup.ts";
import { type FetchOptions, fetchPage } from "./fetch-page.ts";
import { PAGE_ERRORS } from "./page-error.ts";

const HTML = { "content-type": "text/html; charset=utf-8" };
const seen: string[] = [];
const userAgents: string[] = [];

const routes: Record<string, RequestListener> = {
  "/page": (_req, res) => res.writeHead(200, HTML).end("<title>Hallo Welt</title>"),
  "/untyped": (_req, res) => res.end("<title>ohne Typ</title>"),
  "/pdf": (_req, res) => res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF"),
  "/missing": (_req, res) => res.writeHead(404, HTML).end("nope"),
  "/broken": (_req, res) => res.writeHead(500, HTML).end("nope"),
  "/relative": (_req, res) => res.writeHead(302, { location: "page" }).end(),
  "/ftp": (_req, res) => res.writeHead(301, { location: "ftp://files.example/job.html" }).end(),
  "/garbled": (_req, res) => res.writeHead(302, { location: "http://[nope/" }).end(),
  "/metadata": (_req, res) => res.writeHead(302, { location: "http://169.254.169.254/latest/" }).end(),
  "/declared-large": (_req, res) =>
    res.writeHead(200, { ...HTML, "content-length": "5000" }).end("x".repeat(5000)),
  "/streamed-large": (_req, res) => {
    res.writeHead(200, HTML);
    for (let i = 0; i < 10; i++) res.write("y".repeat(500));
    res.end();
  },
  "/gzip": (_req, res) =>
    res.writeHead(200, { ...HTML, "content-encoding": "gzip" }).end(gzipSync("<title>gepackt äöü</title>")),
  "/bomb": (_req, res) =>
    res.writeHead(200, { ...HTML, "content-encoding": "gzip" }).end(gzipSync(Buffer.alloc(1_000_000, 32))),
  "/hang": () => {},
  "/slow-body": (_req, res) => {
    res.writeHead(200, HTML);
    res.write("<title>");
  },
};

let server: Server;
let base: string;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    seen.push(path);
    userAgents.push(String(req.headers["user-agent"]));
    const hop = path.match(/^\/hop\/(\d+)$/);
    if (hop) {
      const left = Number(hop[1]);
      res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : "/page" }).end();
      return;
    }
    const route = routes[path];
    if (route) route(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const open: FetchOptions = { isForbidden: () => false, maxBytes: 4096 };
const fetchLocal = (path: string, options: Partial<FetchOptions> = {}) =>
  fetchPage(new URL(path, base), { ...open, ...options });

describe("fetchPage", () => {
  it("reads an HTML page and says who is asking", async () => {
    const page = await fetchLocal("/page");
    expect(page).toEqual({ url: new URL(`${base}/page`), html: "<title>Hallo Welt</title>" });
    expect(userAgents.at(-1)).toMatch(/JobApplicationHelper/);
    expect((await fetchLocal("/untyped")).html).toBe("<title>ohne Typ</title>");
  });

  it("follows up to three redirects, relative ones too, and reports where it ended", async () => {
    expect((await fetchLocal("/relative")).url.href).toBe(`${base}/page`);
    expect((await fetchLocal("/hop/2")).url.href).toBe(`${base}/page`);
    await expect(fetchLocal("/hop/3")).rejects.toThrow(PAGE_ERRORS.tooManyRedirects);
  });

  it("refuses redirects to other schemes and to unreadable addresses", async () => {
    await expect(fetchLocal("/ftp")).rejects.toThrow(PAGE_ERRORS.scheme);
    await expect(fetchLocal("/garbled")).rejects.toThrow(PAGE_ERRORS.badRedirect);
  });

  it("checks every redirect target before connecting", async () => {
    const started = Date.now();
    const isForbidden = (ip: string) => ip === "169.254.169.254";
    await expect(fetchLocal("/metadata", { isForbidden })).rejects.toThrow(PAGE_ERRORS.hostRefused);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("checks host names when connecting, after redirects too, so DNS rebinding is refused", async () => {
    // 127.0.0.2 plays the internal address here: the test server itself must stay reachable.
    const isForbidden = (ip: string) => ip === "127.0.0.2";
    let rebindLookups = 0;
    const resolve: Resolve = async (hostname) => {
      if (hostname === "internal.test") return [{ address: "127.0.0.2", family: 4 }];
      if (hostname === "rebind.test")
        return [{ address: rebindLookups++ === 0 ? "127.0.0.1" : "127.0.0.2", family: 4 }];
      return [{ address: "127.0.0.1", family: 4 }];
    };
    const fetchNamed = (url: string) => fetchPage(new URL(url), { ...open, isForbidden, resolve });

    expect((await fetchNamed(`http://public.test:${port}/page`)).html).toBe("<title>Hallo Welt</title>");
    const before = seen.length;
    await expect(fetchNamed(`http://internal.test:${port}/page`)).rejects.toThrow(PAGE_ERRORS.hostRefused);
    expect(seen.length).toBe(before);
    // The first hop reaches the site; the redirect's new connection resolves again and is refused.
    await expect(fetchNamed(`http://rebind.test:${port}/hop/0`)).rejects.toThrow(PAGE_ERRORS.hostRefused);
    expect(seen.slice(before)).toEqual(["/hop/0"]);
    expect(rebindLookups).toBe(2);
  });

  it("answers non-2xx statuses and non-HTML content with a reason", async () => {
    await expect(fetchLocal("/missing")).rejects.toThrow(PAGE_ERRORS.status(404));
    await expect(fetchLocal("/broken")).rejects.toThrow(PAGE_ERRORS.status(500));
    await expect(fetchLocal("/pdf")).rejects.toThrow(PAGE_ERRORS.notHtml);
  });

  it("stops reading beyond the size limit, declared or not, compressed or not", async () => {
    await expect(fetchLocal("/declared-large")).rejects.toThrow(PAGE_ERRORS.tooLarge);
    await expect(fetchLocal("/streamed-large")).rejects.toThrow(PAGE_ERRORS.tooLarge);
    await expect(fetchLocal("/bomb")).rejects.toThrow(PAGE_ERRORS.tooLarge);
    expect((await fetchLocal("/gzip")).html).toBe("<title>gepackt äöü</title>");
  });

  it("gives up after the time limit, waiting for headers or for the body", async () => {
    for (const path of ["/hang", "/slow-body"]) {
      const started = Date.now();
      await expect(fetchLocal(path, { timeoutMs: 300 })).rejects.toThrow(PAGE_ERRORS.timeout);
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it("explains unknown hosts and closed ports", async () => {
    const resolve: Resolve = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND nowhere.test"), { code: "ENOTFOUND" });
    };
    await expect(fetchPage(new URL("http://nowhere.test/"), { ...open, resolve })).rejects.toThrow(
      PAGE_ERRORS.hostRefused,
    );
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, "127.0.0.1", done));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    await expect(fetchPage(new URL(`http://127.0.0.1:${closedPort}/`), open)).rejects.toThrow(
      PAGE_ERRORS.unreachable,
    );
  });
});
