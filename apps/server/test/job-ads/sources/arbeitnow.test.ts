import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAds, schema } from "../../../src/features/job-ads/sources/arbeitnow.ts";
import { PartialRunError } from "../../../src/features/job-ads/sources/fetch-error.ts";
import { fixture, JSON_TYPE, type LocalServer, startLocalServer, testHttp } from "./local-server.ts";

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((_req, res, url) => {
    // Page 2 of this board never answers (issue 40: a timeout midway must not lose page 1).
    if (url.pathname === "/hangs/api/job-board-api") {
      if (url.searchParams.get("page") === "2") return;
      return void res.writeHead(200, JSON_TYPE).end(fixture("arbeitnow-1.json", `${server.base}/hangs`));
    }
    if (url.pathname !== "/api/job-board-api") return void res.writeHead(404).end();
    const page = url.searchParams.get("page") ?? "1";
    res.writeHead(200, JSON_TYPE).end(fixture(`arbeitnow-${page}.json`, server.base));
  });
});
afterAll(() => server.close());

const config = (maxPages: number) =>
  schema.parse({ kind: "arbeitnow", key: "arbeitnow", url: `${server.base}/api/job-board-api`, maxPages });

describe("Arbeitnow adapter", () => {
  it("follows links.next until there is none and maps every field", async () => {
    const before = server.hits.length;
    const ads = await fetchAds(config(10), testHttp());
    expect(server.paths().slice(before)).toEqual([
      "/api/job-board-api",
      "/api/job-board-api?page=2",
      "/api/job-board-api?page=3",
    ]);
    expect(ads.map((ad) => ad.sourceId)).toEqual([
      "senior-frontend-engineer-react-typescript-berlin-372981",
      "pflegefachkraft-m-w-d-hamburg-118822",
      "freelance-sap-fico-berater-frankfurt-553120",
      "werkstudent-marketing-koeln-900001",
    ]);
    expect(ads[0]).toEqual({
      sourceId: "senior-frontend-engineer-react-typescript-berlin-372981",
      url: "https://www.arbeitnow.com/jobs/companies/spreewerk-labs/senior-frontend-engineer-react-typescript-berlin-372981",
      title: "Senior Frontend Engineer (React/TypeScript)",
      company: "Spreewerk Labs GmbH",
      location: "Berlin",
      description: [
        "About us",
        "",
        "Spreewerk Labs builds logistics software for mid-sized carriers.",
        "",
        "Your tasks",
        "",
        "- Build our planning UI in React & TypeScript",
        "- Own accessibility and performance",
        "",
        "What we offer",
        "",
        "Remote within Germany, 30 days of holiday.",
      ].join("\n"),
      remote: true,
      employment: "permanent",
      language: null,
      postedAt: "2026-11-25T10:00:00.000Z",
      validThrough: null,
    });
    // remote: false only means "not marked remote"; the text decides.
    expect(ads[1]!.remote).toBeNull();
    expect(ads[1]!.employment).toBe("permanent");
    expect(ads[2]!.employment).toBe("freelance");
    expect(ads[3]!.employment).toBe("permanent");
  });

  it("reads no more than maxPages pages", async () => {
    const before = server.hits.length;
    const ads = await fetchAds(config(2), testHttp());
    expect(server.paths().slice(before)).toHaveLength(2);
    expect(ads).toHaveLength(3);
  });

  it("keeps the ads of the pages read before a page timed out (issue 40)", async () => {
    const hanging = schema.parse({
      kind: "arbeitnow",
      key: "arbeitnow",
      url: `${server.base}/hangs/api/job-board-api`,
      maxPages: 3,
    });
    const error = await fetchAds(hanging, testHttp({ timeoutMs: 300 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PartialRunError);
    const partial = error as PartialRunError<{ sourceId: string }>;
    expect(partial.message).toMatch(/Page 2 failed .*took too long.*2 ads of the pages before kept/);
    expect(partial.ads.map((ad) => ad.sourceId)).toEqual([
      "senior-frontend-engineer-react-typescript-berlin-372981",
      "pflegefachkraft-m-w-d-hamburg-118822",
    ]);
  });

  it("still fails as a whole when the first page fails", async () => {
    const missing = schema.parse({ kind: "arbeitnow", key: "arbeitnow", url: `${server.base}/nothing-here` });
    const error = await fetchAds(missing, testHttp()).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(PartialRunError);
    expect(String(error)).toMatch(/404/);
  });
});
