import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAds, schema } from "../../../src/features/job-ads/sources/greenhouse.ts";
import { fixture, JSON_TYPE, type LocalServer, startLocalServer, testHttp } from "./local-server.ts";

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((_req, res, url) => {
    if (url.pathname === "/v1/boards/nordlichtenergy/jobs" && url.searchParams.get("content") === "true") {
      return void res.writeHead(200, JSON_TYPE).end(fixture("greenhouse-jobs.json"));
    }
    res.writeHead(404, JSON_TYPE).end('{"status":404,"error":"Job not found"}');
  });
});
afterAll(() => server.close());

const config = (board: string) =>
  schema.parse({ kind: "greenhouse", key: "gh", board, baseUrl: server.base });

describe("Greenhouse adapter", () => {
  it("maps every field of a board's jobs, unescaping the HTML content", async () => {
    const ads = await fetchAds(config("nordlichtenergy"), testHttp());
    expect(server.paths().at(-1)).toBe("/v1/boards/nordlichtenergy/jobs?content=true");
    expect(ads).toEqual([
      {
        sourceId: "7412001",
        url: "https://boards.greenhouse.io/nordlichtenergy/jobs/7412001",
        title: "Backend Engineer, Energy Trading Platform",
        company: "Nordlicht Energy",
        location: "Hamburg, Germany",
        description: [
          "Nordlicht Energy trades renewable power across Europe.",
          "",
          "What you'll do",
          "",
          "- Design services in Go and PostgreSQL",
          "- Work with traders on low-latency pricing",
          "",
          "What you bring",
          "",
          "- 5+ years of backend experience",
          "- Fluent English; German is a plus",
        ].join("\n"),
        remote: null,
        employment: "permanent",
        language: "en",
        postedAt: "2026-11-02T14:00:00.000Z",
        validThrough: null,
      },
      {
        sourceId: "7412077",
        url: "https://boards.greenhouse.io/nordlichtenergy/jobs/7412077",
        title: "Werkstudent*in Controlling",
        company: "Nordlicht Energy",
        location: "Remote - Germany",
        description:
          "Du unterstützt unser Controlling-Team beim Monatsabschluss & Reporting.\n\n- Excel-Kenntnisse\n- Studium BWL oder Wirtschaftsinformatik",
        remote: true,
        employment: "unknown",
        language: "de",
        postedAt: "2026-11-21T13:30:00.000Z",
        validThrough: null,
      },
    ]);
  });

  it("reports an unknown board as an error", async () => {
    await expect(fetchAds(config("gibtsnicht"), testHttp())).rejects.toMatchObject({
      kind: "status",
      status: 404,
    });
  });
});
