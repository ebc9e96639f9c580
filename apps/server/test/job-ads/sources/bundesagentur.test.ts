import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAds, schema } from "../../../src/features/job-ads/sources/bundesagentur.ts";
import { PartialRunError } from "../../../src/features/job-ads/sources/fetch-error.ts";
import { fixture, JSON_TYPE, type LocalServer, startLocalServer, testHttp } from "./local-server.ts";

const details = JSON.parse(fixture("bundesagentur-details.json")) as Record<string, unknown>;
let detailStatus = 200;
/** A search page that never answers (issue 40: a timeout midway must not lose the pages before). */
let hangingPage: string | null = null;

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((req, res, url) => {
    if (req.headers["x-api-key"] !== "jobboerse-jobsuche") return void res.writeHead(403).end();
    if (url.pathname === "/jobsuche/pc/v4/jobs") {
      const page = url.searchParams.get("page");
      if (page === hangingPage) return;
      return void res.writeHead(200, JSON_TYPE).end(fixture(`bundesagentur-jobs-${page}.json`));
    }
    const detail = url.pathname.match(/^\/jobsuche\/pc\/v4\/jobdetails\/(.+)$/);
    if (detail) {
      if (detailStatus !== 200) return void res.writeHead(detailStatus).end();
      const refnr = Buffer.from(detail[1]!, "base64").toString("utf8");
      const body = details[refnr];
      if (!body) return void res.writeHead(404, JSON_TYPE).end('{"message":"nicht gefunden"}');
      return void res.writeHead(200, JSON_TYPE).end(JSON.stringify(body));
    }
    res.writeHead(404).end();
  });
});
afterAll(() => server.close());

const config = (extra: Record<string, unknown> = {}) =>
  schema.parse({
    kind: "bundesagentur",
    key: "ba",
    was: "Informatiker",
    wo: "Nürnberg",
    umkreis: 25,
    angebotsart: 1,
    pageSize: 2,
    maxPages: 5,
    baseUrl: `${server.base}/jobsuche`,
    ...extra,
  });

describe("Bundesagentur für Arbeit adapter", () => {
  it("pages through the search until all results are read and maps every field", async () => {
    detailStatus = 200;
    const before = server.hits.length;
    const ads = await fetchAds(config(), testHttp());
    const searches = server.hits.slice(before).filter((hit) => hit.path.includes("/pc/v4/jobs?"));
    expect(searches.map((hit) => new URL(hit.path, server.base).searchParams.get("page"))).toEqual([
      "1",
      "2",
    ]);
    const params = new URL(searches[0]!.path, server.base).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      page: "1",
      size: "2",
      was: "Informatiker",
      wo: "Nürnberg",
      umkreis: "25",
      angebotsart: "1",
    });
    expect(ads).toHaveLength(3);
    expect(ads[0]).toEqual({
      sourceId: "10000-1199912345-S",
      url: "https://karriere.frankenwerk.example/stellen/java-entwickler",
      title: "Softwareentwickler (m/w/d) Java / Spring Boot",
      company: "Frankenwerk Digital GmbH",
      location: "90402 Nürnberg",
      description: expect.stringContaining("- Entwicklung von Microservices mit Java 21 und Spring Boot"),
      remote: null,
      employment: "permanent",
      language: null,
      postedAt: "2026-11-18T00:00:00.000Z",
      validThrough: null,
    });
  });

  it("reads the description from the detail call, HTML turned into text", async () => {
    detailStatus = 200;
    const before = server.hits.length;
    const ads = await fetchAds(config({ language: "de" }), testHttp());
    const detailPaths = server
      .paths()
      .slice(before)
      .filter((p) => p.includes("jobdetails"));
    expect(detailPaths).toContain(
      `/jobsuche/pc/v4/jobdetails/${Buffer.from("12345-1199954321-S").toString("base64")}`,
    );
    const purchasing = ads.find((ad) => ad.sourceId === "12345-1199954321-S")!;
    expect(purchasing.description).toBe(
      "Für unseren Standort Erlangen suchen wir Verstärkung im Einkauf.\n\n- Bestellabwicklung mit SAP MM\n- Lieferantenkommunikation\n\n20 Stunden pro Woche, unbefristet.",
    );
    expect(purchasing.language).toBe("de");
    // Without an external link the ad links to its page on arbeitsagentur.de.
    expect(purchasing.url).toBe("https://www.arbeitsagentur.de/jobsuche/jobdetail/12345-1199954321-S");
    // An ad whose detail is gone (404) keeps its other fields; without postcode the town alone.
    const admin = ads.find((ad) => ad.sourceId === "10001-1000777888-S")!;
    expect(admin).toMatchObject({
      description: "",
      location: "Fürth",
      company: "Stadtwerke Fürth Service GmbH",
    });
  });

  it("takes the ad's end from the publication or entry period, whichever ends first (issue 40)", async () => {
    detailStatus = 200;
    const refnr = "12345-1199954321-S";
    const original = details[refnr] as Record<string, unknown>;
    try {
      details[refnr] = {
        ...original,
        veroeffentlichungszeitraum: { von: "2026-11-20", bis: "2027-02-28" },
        eintrittszeitraum: { von: "2026-12-15", bis: "2027-01-31" },
      };
      const ads = await fetchAds(config(), testHttp());
      expect(ads.find((ad) => ad.sourceId === refnr)!.validThrough).toBe("2027-01-31T23:59:59.999Z");
      details[refnr] = { ...original, veroeffentlichungszeitraum: { von: "2026-11-20", bis: "2026-11-30" } };
      const again = await fetchAds(config(), testHttp());
      expect(again.find((ad) => ad.sourceId === refnr)!.validThrough).toBe("2026-11-30T23:59:59.999Z");
      // Without a "bis" the ad names no end.
      expect(again.find((ad) => ad.sourceId === "10000-1199912345-S")!.validThrough).toBeNull();
    } finally {
      details[refnr] = original;
    }
  });

  it("stops at maxPages and skips detail calls when details are off", async () => {
    const before = server.hits.length;
    const ads = await fetchAds(config({ maxPages: 1, details: false, angebotsart: 2 }), testHttp());
    expect(server.paths().slice(before)).toHaveLength(1);
    expect(ads.map((ad) => ad.employment)).toEqual(["freelance", "freelance"]);
    expect(ads.every((ad) => ad.description === "")).toBe(true);
  });

  it("keeps the pages read before a later search page timed out (issue 40)", async () => {
    hangingPage = "2";
    try {
      const error = await fetchAds(config({ details: false }), testHttp({ timeoutMs: 300 })).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PartialRunError);
      const partial = error as PartialRunError<{ title: string }>;
      expect(partial.message).toMatch(/^Page 2 failed \(.*took too long.*\); 2 ads kept$/);
      expect(partial.ads).toHaveLength(2);
    } finally {
      hangingPage = null;
    }
  });

  it("fails the run when the detail service is broken", async () => {
    detailStatus = 502;
    await expect(fetchAds(config(), testHttp({ retries: 0 }))).rejects.toMatchObject({
      kind: "status",
      status: 502,
    });
  });
});
