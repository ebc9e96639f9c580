import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { crawlerConfigSchema, defaultCrawlerConfig } from "../../src/features/job-ads/index.ts";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";
import { fixture, JSON_TYPE, type LocalServer, startLocalServer } from "./sources/local-server.ts";

const ADMIN = "default-sources-admin@example.com";

let board: LocalServer;
beforeAll(async () => {
  // Stands in for both public APIs, so the default sources never leave this machine.
  board = await startLocalServer((_req, res, url) => {
    if (url.pathname === "/api/job-board-api") {
      const page = url.searchParams.get("page") ?? "1";
      return void res.writeHead(200, JSON_TYPE).end(fixture(`arbeitnow-${page}.json`, board.base));
    }
    res.writeHead(404).end();
  });
});
afterAll(() => board.close());

describe("the default job sources' configuration", () => {
  it("is valid, polite and keyless, and empty with JOB_SOURCES=off", () => {
    const config = crawlerConfigSchema.parse(
      defaultCrawlerConfig({ defaults: true, bundesagenturUrl: null, arbeitnowUrl: null }),
    );
    expect(config.sources.map((s) => [s.kind, s.key, s.enabled])).toEqual([
      ["bundesagentur", "bundesagentur", true],
      ["arbeitnow", "arbeitnow", true],
    ]);
    expect(config.sources.every((s) => s.intervalMinutes >= 180)).toBe(true);
    expect(config.hostDelayMs).toBeGreaterThanOrEqual(2_000);
    const ba = config.sources[0]!;
    expect(ba.kind === "bundesagentur" && [ba.pageSize, ba.maxPages, ba.baseUrl]).toEqual([
      25,
      2,
      "https://rest.arbeitsagentur.de/jobboerse/jobsuche-service",
    ]);
    expect(defaultCrawlerConfig({ defaults: false, bundesagenturUrl: null, arbeitnowUrl: null })).toEqual({});
  });

  it("reads JOB_SOURCES as on unless switched off, and refuses other words", () => {
    const base = { DATA_DIR: "/tmp/jah-default-sources" };
    expect(loadConfig(base).jobSources.defaults).toBe(true);
    expect(loadConfig({ ...base, JOB_SOURCES: "off" }).jobSources.defaults).toBe(false);
    expect(loadConfig({ ...base, JOB_SOURCES: "0" }).jobSources.defaults).toBe(false);
    expect(() => loadConfig({ ...base, JOB_SOURCES: "sometimes" })).toThrow("JOB_SOURCES");
    expect(() => loadConfig({ ...base, JOB_SOURCES_ARBEITNOW_URL: "not a url" })).toThrow(
      "JOB_SOURCES_ARBEITNOW_URL",
    );
  });
});

describe.each(testDialects())("default job sources on a fresh %s database", (dialect) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect, {
      ADMIN_EMAILS: ADMIN,
      JOB_IMPORT_ALLOW_PRIVATE_NETWORKS: "true",
      JOB_SOURCES: "on",
      JOB_SOURCES_BUNDESAGENTUR_URL: `${board.base}/jobsuche`,
      JOB_SOURCES_ARBEITNOW_URL: `${board.base}/api/job-board-api`,
    });
    admin = await verifiedUser(server, { email: ADMIN });
  });
  afterAll(() => server.stop());

  it("shows the default sources on /appsettings/ as the configuration in force", async () => {
    const settings = await api(server, admin, "GET", "/api/admin/settings");
    expect(settings.status).toBe(200);
    expect(settings.body.crawler_config_default).toBe(true);
    expect(settings.body.crawler_config.sources.map((s: { key: string }) => s.key)).toEqual([
      "bundesagentur",
      "arbeitnow",
    ]);
    const states = await api(server, admin, "GET", "/api/admin/sources");
    expect(states.body.map((s: { key: string; enabled: boolean }) => [s.key, s.enabled])).toEqual([
      ["bundesagentur", true],
      ["arbeitnow", true],
    ]);
  });

  it("runs a default source like a saved one", async () => {
    const run = await api(server, admin, "POST", "/api/admin/sources/run", { key: "arbeitnow" });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body).toMatchObject({ key: "arbeitnow", error: null });
    expect(run.body.ads_found).toBeGreaterThan(0);
  });

  it("becomes the administrator's own once saved, and stays so", async () => {
    const settings = await api(server, admin, "GET", "/api/admin/settings");
    const edited = { ...settings.body.crawler_config, maxAgeDays: 14 };
    edited.sources = edited.sources.filter((s: { key: string }) => s.key === "arbeitnow");
    const saved = await api(server, admin, "POST", "/api/admin/settings/edit", {
      crawler_config: JSON.stringify(edited),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await api(server, admin, "GET", "/api/admin/settings");
    expect(after.body.crawler_config_default).toBe(false);
    expect(after.body.crawler_config.maxAgeDays).toBe(14);
    expect(after.body.crawler_config.sources.map((s: { key: string }) => s.key)).toEqual(["arbeitnow"]);
  });
});

describe.each(testDialects())("JOB_SOURCES=off on a fresh %s database", (dialect) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect, { ADMIN_EMAILS: ADMIN });
    admin = await verifiedUser(server, { email: ADMIN });
  });
  afterAll(() => server.stop());

  it("starts with no sources and runs none", async () => {
    const settings = await api(server, admin, "GET", "/api/admin/settings");
    expect(settings.body).toEqual({ crawler_config: {}, crawler_config_default: false });
    expect((await api(server, admin, "GET", "/api/admin/sources")).body).toEqual([]);
    const before = board.hits.length;
    await server.crawler.runDue(new Date());
    expect(board.hits.length).toBe(before);
  });
});
