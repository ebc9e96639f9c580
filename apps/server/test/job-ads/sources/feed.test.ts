import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAds, schema } from "../../../src/features/job-ads/sources/feed.ts";
import { fixture, type LocalServer, startLocalServer, testHttp } from "./local-server.ts";

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((_req, res, url) => {
    const files: Record<string, [string, string]> = {
      "/karriere.rss": ["feed-rss.xml", "application/rss+xml; charset=utf-8"],
      "/careers/feed.atom": ["feed-atom.xml", "application/atom+xml"],
      "/sitemap.xml": ["sitemap-jobs.xml", "application/xml"],
    };
    const file = files[url.pathname];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": file[1] }).end(fixture(file[0], server.base));
  });
});
afterAll(() => server.close());

const config = (path: string, extra: Record<string, unknown> = {}) =>
  schema.parse({ kind: "feed", key: "feed", url: `${server.base}${path}`, ...extra });

describe("RSS and Atom adapter", () => {
  it("maps every field of RSS 2.0 items, with job extension elements", async () => {
    const ads = await fetchAds(config("/karriere.rss", { companyName: "Hansestadt Lübeck" }), testHttp());
    expect(ads[0]).toEqual({
      sourceId: "luebeck-2026-114",
      url: "https://www.luebeck.example/karriere/stelle/2026-114",
      title: "Sachbearbeitung Bauordnung (m/w/d) & Denkmalschutz",
      company: "Hansestadt Lübeck",
      location: "23552 Lübeck",
      description: [
        "Die Hansestadt Lübeck sucht für den Bereich Bauordnung eine Sachbearbeitung.",
        "",
        "- Prüfung von Bauanträgen",
        "- Beratung von Bauherrinnen und Bauherren",
        "",
        "Bewerbungsschluss: 14.12.2026",
      ].join("\n"),
      remote: null,
      employment: "permanent",
      language: "de",
      postedAt: "2026-11-16T07:00:00.000Z",
      validThrough: "2026-12-14T00:00:00.000Z",
    });
    expect(ads[1]).toEqual({
      sourceId: "https://www.luebeck.example/karriere/stelle/2026-121",
      url: "https://www.luebeck.example/karriere/stelle/2026-121",
      title: "Erzieher/in für die Kita Marli",
      company: "Hansestadt Lübeck",
      location: "",
      description: "Wir suchen staatlich anerkannte Erzieher/innen in Teilzeit (30 Std.).",
      remote: null,
      employment: "unknown",
      language: "de",
      postedAt: "2026-11-20T11:30:00.000Z",
      validThrough: null,
    });
  });

  it("maps every field of Atom entries, resolving relative links", async () => {
    const ads = await fetchAds(config("/careers/feed.atom"), testHttp());
    expect(ads).toEqual([
      {
        sourceId: "tag:careers.tidewater.example,2026:job-88",
        url: `${server.base}/jobs/88-embedded-cpp-engineer`,
        title: "Embedded C++ Engineer (Motor Control)",
        company: "",
        location: "",
        description: "Write firmware for our warehouse robots.\n\n- C++17, FreeRTOS\n- CAN bus",
        remote: null,
        employment: "unknown",
        language: "en",
        postedAt: "2026-11-12T10:00:00.000Z",
        validThrough: null,
      },
      {
        sourceId: "tag:careers.tidewater.example,2026:job-91",
        url: "https://careers.tidewater.example/jobs/91-field-service",
        title: "Field Service Technician – Rotterdam",
        company: "",
        location: "",
        description: "Keep our fleet running at customer sites in the Benelux.",
        remote: null,
        employment: "unknown",
        language: "en",
        postedAt: "2026-11-20T16:45:00.000Z",
        validThrough: null,
      },
    ]);
  });

  it("refuses XML that is neither RSS nor Atom", async () => {
    await expect(fetchAds(config("/sitemap.xml"), testHttp())).rejects.toMatchObject({ kind: "format" });
  });
});
