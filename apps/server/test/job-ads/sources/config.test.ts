import { describe, expect, it } from "vitest";
import { adapters, validateSources } from "../../../src/features/job-ads/sources/index.ts";

describe("source configuration", () => {
  it("accepts every kind and fills in the defaults", () => {
    const result = validateSources([
      { kind: "bundesagentur", key: "ba-nuernberg", was: "Softwareentwickler", wo: "Nürnberg", umkreis: 25 },
      { kind: "arbeitnow", key: "arbeitnow" },
      { kind: "greenhouse", key: "nordlicht", board: "nordlichtenergy" },
      { kind: "lever", key: "isarwelle", company: "isarwelle", baseUrl: "https://api.eu.lever.co" },
      { kind: "personio", key: "alpenblick", company: "alpenblick", language: "de" },
      { kind: "feed", key: "luebeck", url: "https://www.luebeck.example/karriere.rss" },
      {
        kind: "jsonld",
        key: "weserstahl",
        sitemap: "https://weserstahl.example/sitemap.xml",
        urlPattern: "/stellen/*",
      },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.sources.map((s) => s.kind)).toEqual(Object.keys(adapters));
    expect(result.sources[0]).toMatchObject({
      enabled: true,
      intervalMinutes: 360,
      pageSize: 50,
      maxPages: 3,
      details: true,
      baseUrl: "https://rest.arbeitsagentur.de/jobboerse/jobsuche-service",
      apiKey: "jobboerse-jobsuche",
    });
    expect(result.sources[6]).toMatchObject({ maxPages: 50 });
  });

  it("names the path and the reason of every mistake", () => {
    const result = validateSources([
      { kind: "greenhouse", key: "gh" },
      { kind: "bundesagentur", key: "ba", umkreis: -5, angebotsart: 3 },
      { kind: "feed", key: "gh", url: "file:///etc/passwd" },
      { kind: "jsonld", key: "Leer Zeichen" },
      { kind: "monster", key: "m" },
      { kind: "lever", key: "lv", company: "../admin", intervalMinutes: 1 },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byPath = Object.fromEntries(result.issues.map((issue) => [issue.path, issue.reason]));
    expect(Object.keys(byPath).sort()).toEqual(
      [
        "sources.0.board",
        "sources.1.umkreis",
        "sources.1.angebotsart",
        "sources.2.url",
        "sources.3.key",
        "sources.3.pages",
        "sources.4.kind",
        "sources.5.company",
        "sources.5.intervalMinutes",
      ].sort(),
    );
    expect(byPath["sources.0.board"]).toMatch(/expected string/i);
    expect(byPath["sources.1.umkreis"]).toMatch(/>=\s*0/);
    expect(byPath["sources.2.url"]).toBe("must be an http or https address");
    expect(byPath["sources.3.key"]).toBe("use 1 to 64 lower-case letters, digits, - or _");
    expect(byPath["sources.3.pages"]).toBe("give the pages to read or a sitemap");
    expect(byPath["sources.5.company"]).toBe("letters, digits, - or _ only");
    expect(byPath["sources.5.intervalMinutes"]).toMatch(/>=\s*15/);
  });

  it("refuses a key used twice", () => {
    const result = validateSources([
      { kind: "arbeitnow", key: "same" },
      { kind: "feed", key: "same", url: "https://jobs.example/rss" },
    ]);
    expect(result).toEqual({
      ok: false,
      issues: [{ path: "sources.1.key", reason: 'the key "same" is used twice' }],
    });
  });

  it("refuses a list that is not a list", () => {
    const result = validateSources({ kind: "arbeitnow" }, "");
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues[0]).toMatchObject({ path: "", reason: expect.stringMatching(/array/) });
  });
});
