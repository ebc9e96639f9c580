import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRobots } from "../../../src/features/job-ads/sources/robots.ts";
import { fixture, type LocalServer, startLocalServer, testHttp } from "./local-server.ts";

describe("robots.txt rules", () => {
  const origin = "https://jobs.example";
  const allows = (robots: string, path: string) => parseRobots(robots, origin).allows(new URL(path, origin));

  it("lets the longest matching rule decide, Allow winning a tie", () => {
    const robots = "User-agent: *\nDisallow: /jobs/\nAllow: /jobs/public/\nDisallow: /jobs/public/drafts\n";
    expect(allows(robots, "/jobs/intern")).toBe(false);
    expect(allows(robots, "/jobs/public/42")).toBe(true);
    expect(allows(robots, "/jobs/public/drafts/1")).toBe(false);
    expect(allows(robots, "/about")).toBe(true);
    expect(allows("User-agent: *\nDisallow: /a\nAllow: /a\n", "/a")).toBe(true);
  });

  it("understands * and the $ end anchor", () => {
    const robots = "User-agent: *\nDisallow: /*.pdf$\nDisallow: /*?session=\n";
    expect(allows(robots, "/stellen/ausschreibung.pdf")).toBe(false);
    expect(allows(robots, "/stellen/ausschreibung.pdf?download=1")).toBe(true);
    expect(allows(robots, "/stellen?session=abc")).toBe(false);
    expect(allows(robots, "/stellen")).toBe(true);
  });

  it("prefers our own group over *, matching the name case-insensitively and merging our groups", () => {
    const robots = [
      "User-agent: *",
      "Disallow: /",
      "",
      "User-agent: jobapplicationhelperbot/2.0",
      "Disallow: /intern/",
      "",
      "User-agent: OtherBot",
      "User-agent: JobApplicationHelperBot",
      "Disallow: /entwurf",
    ].join("\n");
    expect(allows(robots, "/stellen/1")).toBe(true);
    expect(allows(robots, "/intern/1")).toBe(false);
    expect(allows(robots, "/entwurf-7")).toBe(false);
  });

  it("ignores comments, an empty Disallow and groups for other agents", () => {
    const robots = "# alles offen\nUser-agent: *\nDisallow:\n\nUser-agent: BadBot\nDisallow: / # nein\n";
    expect(allows(robots, "/stellen")).toBe(true);
    expect(allows("User-agent: BadBot\nDisallow: /\n", "/stellen")).toBe(true);
  });

  it("judges only addresses on its own origin, a path starting with // included", () => {
    const rules = parseRobots("User-agent: *\nDisallow: /intern\n", origin);
    expect(rules.allows(new URL(`${origin}//stellen/1`))).toBe(true);
    expect(rules.allows(new URL(`${origin}/intern/1`))).toBe(false);
    expect(rules.allows(new URL("https://other.example/stellen/1"))).toBe(false);
  });

  it("matches non-ASCII paths in their percent-encoded form", () => {
    const path = new URL("http://x/stellen/bürokaufmann").pathname;
    expect(allows("User-agent: *\nDisallow: /stellen/bür\n", path)).toBe(false);
  });
});

describe("robots.txt over HTTP", () => {
  let server: LocalServer;
  let robotsStatus = 200;
  beforeAll(async () => {
    server = await startLocalServer((_req, res, url) => {
      if (url.pathname === "/robots.txt") {
        if (robotsStatus !== 200) return void res.writeHead(robotsStatus).end();
        return void res.writeHead(200, { "content-type": "text/plain" }).end(fixture("robots.txt"));
      }
      res.end("ok");
    });
  });
  afterAll(() => server.close());

  it("answers from one fetch of the host's robots.txt", async () => {
    robotsStatus = 200;
    const http = testHttp();
    const before = server.hits.length;
    expect(await http.mayFetch(`${server.base}/stellen/elektroniker`)).toBe(true);
    expect(await http.mayFetch(`${server.base}/stellen/intern/geheim`)).toBe(false);
    expect(await http.mayFetch(`${server.base}/admin`)).toBe(false);
    expect(server.paths().slice(before)).toEqual(["/robots.txt"]);
  });

  it("allows everything when there is no robots.txt", async () => {
    robotsStatus = 404;
    expect(await testHttp().mayFetch(`${server.base}/stellen/intern/geheim`)).toBe(true);
  });

  it("allows nothing while robots.txt fails with a server error", async () => {
    robotsStatus = 503;
    expect(await testHttp({ retries: 0 }).mayFetch(`${server.base}/stellen/elektroniker`)).toBe(false);
  });
});
