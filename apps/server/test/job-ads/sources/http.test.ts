import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FetchError } from "../../../src/features/job-ads/sources/fetch-error.ts";
import { createHttp } from "../../../src/features/job-ads/sources/http.ts";
import { type LocalServer, startLocalServer, testHttp } from "./local-server.ts";

const counters = new Map<string, number>();
const count = (path: string) => {
  const n = (counters.get(path) ?? 0) + 1;
  counters.set(path, n);
  return n;
};

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer(async (req, res, url) => {
    const path = url.pathname;
    if (path === "/etag") {
      if (req.headers["if-none-match"] === '"v1"') return void res.writeHead(304).end();
      return void res.writeHead(200, { etag: '"v1"', "content-type": "text/plain" }).end("erste Fassung");
    }
    if (path === "/last-modified") {
      const stamp = "Tue, 24 Nov 2026 08:00:00 GMT";
      if (req.headers["if-modified-since"] === stamp) return void res.writeHead(304).end();
      return void res.writeHead(200, { "last-modified": stamp }).end("mit Datum");
    }
    if (path === "/no-validators") return void res.end("immer neu");
    if (path === "/flaky") {
      if (count(path) <= 2) return void res.writeHead(503).end("busy");
      return void res.end("endlich");
    }
    if (path === "/busy") {
      if (count(path) === 1) return void res.writeHead(429, { "retry-after": "7" }).end();
      return void res.end("nach Pause");
    }
    if (path === "/busy-long") {
      if (count(path) === 1) return void res.writeHead(503, { "retry-after": "3600" }).end();
      return void res.end("gekappt");
    }
    if (path === "/busy-date") {
      if (count(path) === 1) {
        const at = new Date(Date.now() + 30_000).toUTCString();
        return void res.writeHead(503, { "retry-after": at }).end();
      }
      return void res.end("nach Datum");
    }
    if (path === "/down") return void res.writeHead(500).end();
    if (path === "/missing") return void res.writeHead(404).end();
    if (path === "/reset") {
      if (count(path) === 1) return void req.socket.destroy();
      return void res.end("wieder da");
    }
    if (path === "/hang") return;
    if (path === "/slow-body") {
      res.writeHead(200);
      res.write("Anfang");
      return;
    }
    if (path === "/declared-large") {
      return void res.writeHead(200, { "content-length": "5000" }).end("x".repeat(5000));
    }
    if (path === "/streamed-large") {
      res.writeHead(200);
      for (let i = 0; i < 10; i++) res.write("y".repeat(500));
      return void res.end();
    }
    if (path === "/bomb") {
      return void res
        .writeHead(200, { "content-encoding": "gzip" })
        .end(gzipSync(Buffer.alloc(1_000_000, 32)));
    }
    if (path === "/gzip") {
      return void res.writeHead(200, { "content-encoding": "gzip" }).end(gzipSync("gepackt: Größe ✓"));
    }
    if (path === "/redirect") return void res.writeHead(302, { location: "/no-validators" }).end();
    if (path === "/not-json") return void res.end("<html>kein JSON</html>");
    if (path.startsWith("/slow/")) {
      await new Promise((resolve) => setTimeout(resolve, 40));
      return void res.end(path);
    }
    res.writeHead(404).end();
  });
});
afterAll(() => server.close());

function hitsOf(path: string) {
  return server.hits.filter((hit) => hit.path === path);
}

async function failure(promise: Promise<unknown>): Promise<FetchError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchError);
  return error as FetchError;
}

describe("conditional requests", () => {
  it("sends If-None-Match with the remembered ETag and answers a 304 from the cache", async () => {
    const http = testHttp();
    const first = await http.get(`${server.base}/etag`);
    const second = await http.get(`${server.base}/etag`);
    expect(first).toMatchObject({ notModified: false, body: "erste Fassung" });
    expect(second).toMatchObject({ notModified: true, body: "erste Fassung", contentType: "text/plain" });
    const [before, after] = hitsOf("/etag");
    expect(before!.headers["if-none-match"]).toBeUndefined();
    expect(after!.headers["if-none-match"]).toBe('"v1"');
  });

  it("sends If-Modified-Since with the remembered Last-Modified", async () => {
    const http = testHttp();
    await http.get(`${server.base}/last-modified`);
    const second = await http.get(`${server.base}/last-modified`);
    expect(second).toMatchObject({ notModified: true, body: "mit Datum" });
    expect(hitsOf("/last-modified")[1]!.headers["if-modified-since"]).toBe("Tue, 24 Nov 2026 08:00:00 GMT");
  });

  it("asks unconditionally when the answer had no validators or when told to", async () => {
    const http = testHttp();
    await http.get(`${server.base}/no-validators`);
    const again = await http.get(`${server.base}/no-validators`);
    expect(again.notModified).toBe(false);
    expect(hitsOf("/no-validators").at(-1)!.headers["if-none-match"]).toBeUndefined();
    await http.get(`${server.base}/etag`, { conditional: false });
    expect(hitsOf("/etag").at(-1)!.headers["if-none-match"]).toBeUndefined();
  });
});

describe("retries", () => {
  it("retries a 503 with growing backoff until the server answers", async () => {
    const pauses: number[] = [];
    const http = testHttp({ backoffMs: 100, retries: 3, sleep: async (ms) => void pauses.push(ms) });
    const answer = await http.get(`${server.base}/flaky`);
    expect(answer.body).toBe("endlich");
    expect(hitsOf("/flaky")).toHaveLength(3);
    expect(pauses).toEqual([100, 200]);
  });

  it("waits as long as Retry-After asks, in seconds or as a date", async () => {
    const pauses: number[] = [];
    const http = testHttp({ sleep: async (ms) => void pauses.push(ms) });
    expect((await http.get(`${server.base}/busy`)).body).toBe("nach Pause");
    expect((await http.get(`${server.base}/busy-date`)).body).toBe("nach Datum");
    expect(pauses[0]).toBe(7_000);
    expect(pauses[1]).toBeGreaterThan(20_000);
    expect(pauses[1]).toBeLessThanOrEqual(30_000);
  });

  it("caps a long Retry-After", async () => {
    const pauses: number[] = [];
    const http = testHttp({ maxRetryAfterMs: 250, sleep: async (ms) => void pauses.push(ms) });
    expect((await http.get(`${server.base}/busy-long`)).body).toBe("gekappt");
    expect(pauses).toEqual([250]);
  });

  it("gives up after the configured retries with the last status", async () => {
    const http = testHttp({ retries: 2 });
    const error = await failure(http.get(`${server.base}/down`));
    expect(error).toMatchObject({ kind: "status", status: 500 });
    expect(hitsOf("/down")).toHaveLength(3);
  });

  it("does not retry a 404", async () => {
    const error = await failure(testHttp({ retries: 3 }).get(`${server.base}/missing`));
    expect(error).toMatchObject({ kind: "status", status: 404 });
    expect(hitsOf("/missing")).toHaveLength(1);
  });

  it("retries a connection the server dropped", async () => {
    const answer = await testHttp({ retries: 1 }).get(`${server.base}/reset`);
    expect(answer.body).toBe("wieder da");
    expect(hitsOf("/reset")).toHaveLength(2);
  });
});

describe("limits", () => {
  it("stops a request that gets no answer in time, without retrying it", async () => {
    const error = await failure(testHttp({ timeoutMs: 200, retries: 2 }).get(`${server.base}/hang`));
    expect(error.kind).toBe("timeout");
    expect(hitsOf("/hang")).toHaveLength(1);
  });

  it("stops a body that never ends", async () => {
    const error = await failure(testHttp({ timeoutMs: 200 }).get(`${server.base}/slow-body`));
    expect(error.kind).toBe("timeout");
  });

  it("refuses bodies over the size limit, declared, streamed or compressed", async () => {
    const http = testHttp({ maxBytes: 1_000 });
    expect((await failure(http.get(`${server.base}/declared-large`))).kind).toBe("too-large");
    expect((await failure(http.get(`${server.base}/streamed-large`))).kind).toBe("too-large");
    expect((await failure(http.get(`${server.base}/bomb`))).kind).toBe("too-large");
    expect((await http.get(`${server.base}/gzip`)).body).toBe("gepackt: Größe ✓");
  });

  it("follows a redirect and reports the final address", async () => {
    const answer = await testHttp().get(`${server.base}/redirect`);
    expect(answer.body).toBe("immer neu");
    expect(answer.url.pathname).toBe("/no-validators");
  });

  it("reports an answer that is not JSON as a format error", async () => {
    expect((await failure(testHttp().json(`${server.base}/not-json`))).kind).toBe("format");
  });
});

describe("politeness per host", () => {
  it("sends one request at a time to a host, in the order asked, with the pause between them", async () => {
    const http = testHttp({ hostDelayMs: 60 });
    const paths = ["/slow/a", "/slow/b", "/slow/c", "/slow/d"];
    const answers = await Promise.all(paths.map((p) => http.get(`${server.base}${p}`)));
    expect(answers.map((a) => a.body)).toEqual(paths);
    const hits = server.hits.filter((hit) => hit.path.startsWith("/slow/"));
    expect(hits.map((hit) => hit.path)).toEqual(paths);
    for (let i = 1; i < hits.length; i++) {
      // The next request arrives only after the previous answer was finished and the pause has passed.
      expect(hits[i]!.start).toBeGreaterThanOrEqual(hits[i - 1]!.end + 50);
    }
  });

  it("lets different hosts run at the same time", async () => {
    let arrivedAtB: () => void = () => {};
    const bArrived = new Promise<void>((resolve) => {
      arrivedAtB = resolve;
    });
    const a = await startLocalServer(async (_req, res) => {
      const overlapped = await Promise.race([
        bArrived.then(() => "overlapped"),
        new Promise<string>((resolve) => setTimeout(() => resolve("alone"), 2_000)),
      ]);
      res.end(overlapped);
    });
    const b = await startLocalServer((_req, res) => {
      arrivedAtB();
      res.end("b");
    });
    try {
      const http = testHttp({ hostDelayMs: 10 });
      const [fromA, fromB] = await Promise.all([http.get(`${a.base}/x`), http.get(`${b.base}/y`)]);
      expect(fromA.body).toBe("overlapped");
      expect(fromB.body).toBe("b");
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe("private addresses", () => {
  it("refuses loopback and private addresses by default, before connecting", async () => {
    const http = createHttp({ retries: 0 });
    const before = server.hits.length;
    expect((await failure(http.get(`${server.base}/no-validators`))).kind).toBe("private-address");
    expect((await failure(http.get("http://10.1.2.3/jobs"))).kind).toBe("private-address");
    expect((await failure(http.get("http://[::1]/jobs"))).kind).toBe("private-address");
    expect(server.hits.length).toBe(before);
  });

  it("refuses a host name that resolves to a private address", async () => {
    const port = new URL(server.base).port;
    const http = createHttp({
      retries: 0,
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    });
    const before = server.hits.length;
    const error = await failure(http.get(`http://jobs.example:${port}/no-validators`));
    expect(error.kind).toBe("private-address");
    expect(server.hits.length).toBe(before);
  });

  it("reaches the same address when private addresses are allowed", async () => {
    const port = new URL(server.base).port;
    const http = testHttp({ resolve: async () => [{ address: "127.0.0.1", family: 4 }] });
    expect((await http.get(`http://jobs.example:${port}/no-validators`)).body).toBe("immer neu");
  });

  it("refuses schemes other than http and https", async () => {
    expect((await failure(testHttp().get("ftp://files.example/jobs.xml"))).kind).toBe("scheme");
  });
});
