import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAds, schema } from "../../../src/features/job-ads/sources/personio.ts";
import { fixtureBytes, type LocalServer, startLocalServer, testHttp, XML_TYPE } from "./local-server.ts";

const ETAG = '"personio-2026-11-24"';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((req, res, url) => {
    if (url.pathname === "/xml") {
      if (req.headers["if-none-match"] === ETAG) return void res.writeHead(304).end();
      // Latin-1 bytes, the charset named only in the XML declaration.
      return void res.writeHead(200, { ...XML_TYPE, etag: ETAG }).end(fixtureBytes("personio.xml"));
    }
    if (url.pathname === "/broken") return void res.writeHead(200, XML_TYPE).end("<workzag-jobs><position>");
    res.writeHead(404).end();
  });
});
afterAll(() => server.close());

const config = (extra: Record<string, unknown> = {}) =>
  schema.parse({
    kind: "personio",
    key: "alpenblick",
    company: "alpenblick",
    url: `${server.base}/xml`,
    ...extra,
  });

describe("Personio adapter", () => {
  it("maps every field of the XML feed's positions", async () => {
    const ads = await fetchAds(config({ language: "de", companyName: "Alpenblick Gruppe" }), testHttp());
    expect(server.paths().at(-1)).toBe("/xml?language=de");
    expect(ads).toEqual([
      {
        sourceId: "1482731",
        url: "https://alpenblick.jobs.personio.de/job/1482731?language=de",
        title: "Fullstack-Entwickler (m/w/d) TypeScript & Node.js",
        company: "Alpenblick Software GmbH",
        location: "München; Augsburg; Remote",
        description: [
          "Ihre Aufgaben",
          "",
          "- Weiterentwicklung unserer SaaS-Plattform für Hausverwaltungen",
          "- Code-Reviews & Pair Programming",
          "",
          "Ihr Profil",
          "",
          "Mehrjährige Erfahrung mit TypeScript, React und PostgreSQL.",
        ].join("\n"),
        remote: true,
        employment: "permanent",
        language: "de",
        postedAt: "2026-11-03T09:15:00.000Z",
        validThrough: null,
      },
      {
        sourceId: "1490002",
        url: "https://alpenblick.jobs.personio.de/job/1490002?language=de",
        title: "Buchhalter (m/w/d) Kreditoren",
        company: "Alpenblick Gruppe",
        location: "Rosenheim",
        description:
          "Stellenbeschreibung\n\nSie bearbeiten Eingangsrechnungen in DATEV und unterstützen beim Jahresabschluss.",
        remote: null,
        employment: "freelance",
        language: "de",
        postedAt: "2026-11-17T12:00:00.000Z",
        validThrough: null,
      },
    ]);
  });

  it("asks conditionally next time and reads the same ads from a 304", async () => {
    const http = testHttp();
    const first = await fetchAds(config(), http);
    const second = await fetchAds(config(), http);
    const [before, after] = server.hits.filter((hit) => hit.path === "/xml").slice(-2);
    expect(before!.headers["if-none-match"]).toBeUndefined();
    expect(after!.headers["if-none-match"]).toBe(ETAG);
    expect(second).toEqual(first);
    expect(second.map((ad) => ad.company)).toEqual(["Alpenblick Software GmbH", "alpenblick"]);
  });

  it("reports a feed that is not XML", async () => {
    await expect(fetchAds(config({ url: `${server.base}/broken` }), testHttp())).rejects.toMatchObject({
      kind: "format",
    });
  });
});
