import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAds, schema } from "../../../src/features/job-ads/sources/lever.ts";
import { fixture, JSON_TYPE, type LocalServer, startLocalServer, testHttp } from "./local-server.ts";

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((_req, res, url) => {
    if (url.pathname === "/v0/postings/isarwelle" && url.searchParams.get("mode") === "json") {
      return void res.writeHead(200, JSON_TYPE).end(fixture("lever-postings.json"));
    }
    res.writeHead(404, JSON_TYPE).end('{"ok":false,"error":"Document not found"}');
  });
});
afterAll(() => server.close());

describe("Lever adapter", () => {
  it("maps every field of a company's postings", async () => {
    const config = schema.parse({
      kind: "lever",
      key: "isarwelle",
      company: "isarwelle",
      companyName: "Isarwelle GmbH",
      baseUrl: server.base,
    });
    const ads = await fetchAds(config, testHttp());
    expect(server.paths().at(-1)).toBe("/v0/postings/isarwelle?mode=json");
    expect(ads[0]).toEqual({
      sourceId: "5f1d8a2c-7b43-4c1e-9a55-2e0c6b7d9f01",
      url: "https://jobs.lever.co/isarwelle/5f1d8a2c-7b43-4c1e-9a55-2e0c6b7d9f01",
      title: "Product Designer (f/m/d)",
      company: "Isarwelle GmbH",
      location: "Munich, Germany",
      description: [
        "Isarwelle builds booking software for physiotherapy practices.",
        "As Product Designer you shape our scheduling flows.",
        "",
        "What you will do",
        "",
        "- Run interviews with practice owners",
        "- Design in Figma and test prototypes",
        "",
        "What you bring",
        "",
        "- 3+ years of product design",
        "- A portfolio of shipped work",
        "",
        "We are an equal opportunity employer.",
        "Apply in English or German.",
      ].join("\n"),
      // Hybrid is neither remote nor on site.
      remote: null,
      employment: "permanent",
      language: null,
      postedAt: "2026-11-26T09:46:40.000Z",
      validThrough: null,
    });
    expect(ads[1]).toMatchObject({
      title: "Freelance Data Engineer (Python, dbt)",
      remote: true,
      employment: "freelance",
      postedAt: "2026-11-21T10:00:00.000Z",
      description:
        "Für sechs Monate suchen wir Unterstützung bei der Migration unserer Datenplattform.\n\nAufgaben\n\n- Migration von Airflow-DAGs nach Dagster\n- dbt-Modelle überarbeiten",
    });
    expect(ads[2]).toMatchObject({
      title: "Office Assistant",
      remote: false,
      employment: "permanent",
      description: "Reception & practice support.",
    });
  });

  it("names the company by its Lever id when no name is configured", async () => {
    const config = schema.parse({ kind: "lever", key: "lv", company: "isarwelle", baseUrl: server.base });
    const ads = await fetchAds(config, testHttp());
    expect(new Set(ads.map((ad) => ad.company))).toEqual(new Set(["isarwelle"]));
  });
});
