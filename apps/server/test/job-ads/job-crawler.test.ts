import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { jobsucheOffer, jobsucheSearchPage } from "@jah/testing/job-source-answers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeAds } from "../../src/features/job-ads/ads.ts";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { addChild, buildProfile } from "../support/profiles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

// Two ads in Arbeitnow's job board format, as a local stand-in for www.arbeitnow.com.
const BOARD = {
  data: [
    {
      slug: "typescript-entwickler-berlin-1",
      company_name: "Spreewerk Labs GmbH",
      title: "TypeScript-Entwickler (m/w/d)",
      description:
        "<p>Sie entwickeln unsere Webanwendungen mit <strong>TypeScript</strong>, React und PostgreSQL.</p><ul><li>Code Reviews</li></ul>",
      remote: false,
      url: "https://jobs.example.com/typescript-entwickler-berlin-1",
      tags: ["Software Development"],
      job_types: ["Vollzeit"],
      location: "Berlin",
      created_at: 1795600800,
    },
    {
      slug: "pflegefachkraft-hamburg-2",
      company_name: "Alsterblick Pflege gGmbH",
      title: "Pflegefachkraft (m/w/d)",
      description: "<p>Grund- und Behandlungspflege, Wundversorgung.</p>",
      remote: false,
      url: "https://jobs.example.com/pflegefachkraft-hamburg-2",
      tags: ["Pflege"],
      job_types: ["Teilzeit"],
      location: "Hamburg",
      created_at: 1795514400,
    },
  ],
  links: { next: null },
};

// A board whose second page fails (issue 40): the run keeps page 1.
const PAGED = (base: string) => ({
  data: [1, 2].map((i) => ({
    slug: `lagerhelfer-bremen-${i}`,
    company_name: "Weserlogistik GmbH",
    title: `Lagerhelfer ${i} (m/w/d)`,
    description: "<p>Kommissionierung und Wareneingang im Schichtbetrieb.</p>",
    remote: false,
    url: `https://jobs.example.com/lagerhelfer-bremen-${i}`,
    tags: ["Logistik"],
    job_types: ["Vollzeit"],
    location: "28195 Bremen",
    created_at: 1795600800,
  })),
  links: { next: `${base}/paged/api/job-board-api?page=2` },
});

// An RSS feed with one open ad and one whose end date has passed (issue 40).
let feedOpenEnds = "";
const feed = () => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Stellen</title><link>https://jobs.example.com/</link>
<item><title>Pflegefachkraft (m/w/d) Hamburg</title><link>https://jobs.example.com/feed-open</link>
<guid>feed-open</guid><description>Grundpflege und Behandlungspflege.</description><location>Hamburg</location>${feedOpenEnds}</item>
<item><title>Pflegefachkraft (m/w/d) Abgelaufen</title><link>https://jobs.example.com/feed-ended</link>
<guid>feed-ended</guid><description>Grundpflege.</description><location>Hamburg</location>
<expires>2020-03-01T00:00:00Z</expires></item>
</channel></rss>`;

describe.each(testDialects())("job crawler on %s", (dialect) => {
  let server: TestServer;
  let board: Server;
  let base: string;
  let admin: TestUser;
  let plain: TestUser;
  const hits: string[] = [];

  beforeAll(async () => {
    board = createServer((req, res) => {
      hits.push(req.url ?? "");
      if (req.url?.startsWith("/jobsuche/pc/v4/jobs")) {
        // The Jobsuche's first page, then a refusal: the run must keep page 1.
        if (!req.url.includes("page=1")) return void res.writeHead(403).end();
        const offers = [1, 2].map((i) =>
          jobsucheOffer({ refnr: `10000-11990000${i}-S`, titel: `Elektroniker ${i}` }),
        );
        res.writeHead(200, { "content-type": "application/json" });
        return void res.end(JSON.stringify(jobsucheSearchPage(offers, 1, 2, 6)));
      }
      if (req.url?.startsWith("/paged/api/job-board-api")) {
        if (req.url.includes("page=2")) return void res.writeHead(404).end();
        res.writeHead(200, { "content-type": "application/json" });
        return void res.end(JSON.stringify(PAGED(base)));
      }
      if (req.url === "/feed.xml") {
        res.writeHead(200, { "content-type": "application/rss+xml" });
        return void res.end(feed());
      }
      if (req.url?.startsWith("/api/job-board-api")) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(BOARD));
      } else {
        res.writeHead(404, { "content-type": "text/plain" });
        res.end("gone");
      }
    });
    await new Promise<void>((resolve) => board.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(board.address() as AddressInfo).port}`;
    server = await startTestServer(dialect, {
      ADMIN_EMAILS: "crawler-admin@example.com",
      JOB_IMPORT_ALLOW_PRIVATE_NETWORKS: "true",
    });
    admin = await verifiedUser(server, { email: "crawler-admin@example.com" });
    plain = await verifiedUser(server);
  });
  afterAll(async () => {
    await server.stop();
    await new Promise((resolve) => board.close(resolve));
  });

  const saveConfig = (config: unknown, as: TestUser = admin) =>
    api(server, as, "POST", "/api/admin/settings/edit", { crawler_config: JSON.stringify(config) });

  it("checks the configuration against each source kind and names every mistake", async () => {
    const bad = await saveConfig({
      sources: [
        { kind: "arbeitnow", key: "Bad Key!" },
        { kind: "greenhouse", key: "gh" },
        { kind: "no-such-kind", key: "x" },
      ],
      maxAgeDays: 0,
      unknown: true,
    });
    expect(bad.status).toBe(400);
    const fields = Object.keys(bad.body.fields);
    expect(fields).toEqual(
      expect.arrayContaining(["sources.0.key", "sources.1.board", "sources.2.kind", "maxAgeDays"]),
    );
    expect(fields.some((f) => f === "" || f === "crawler_config" || f.includes("unknown"))).toBe(true);
    const twice = await saveConfig({
      sources: [
        { kind: "arbeitnow", key: "same" },
        { kind: "arbeitnow", key: "same" },
      ],
    });
    expect(twice.status).toBe(400);
    expect(Object.keys(twice.body.fields)).toContain("sources.1.key");
    // Nothing of a refused configuration was saved.
    const read = await api(server, admin, "GET", "/api/admin/settings");
    expect(JSON.stringify(read.body)).not.toContain("no-such-kind");
  });

  it("keeps the admin area to administrators", async () => {
    expect((await saveConfig({ sources: [] }, plain)).status).toBe(403);
    expect((await api(server, plain, "GET", "/api/admin/sources")).status).toBe(403);
    expect((await api(server, plain, "POST", "/api/admin/sources/run", { key: "board" })).status).toBe(403);
  });

  it("runs a source on request, stores its ads once and reports the run", async () => {
    const saved = await saveConfig({
      sources: [
        { kind: "arbeitnow", key: "board", name: "Arbeitnow", url: `${base}/api/job-board-api`, maxPages: 1 },
        { kind: "arbeitnow", key: "broken", name: "Kaputt", url: `${base}/missing`, maxPages: 1 },
      ],
      hostDelayMs: 200,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const before = await api(server, admin, "GET", "/api/admin/sources");
    expect(before.body.map((s: { key: string; last_run_at: null }) => [s.key, s.last_run_at])).toEqual([
      ["board", null],
      ["broken", null],
    ]);

    const run = await api(server, admin, "POST", "/api/admin/sources/run", { key: "board" });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body).toMatchObject({ key: "board", ads_found: 2, ads_new: 2, error: null, running: false });
    const again = await api(server, admin, "POST", "/api/admin/sources/run", { key: "board" });
    expect(again.body).toMatchObject({ ads_found: 2, ads_new: 0 });

    // A failing source records its error and leaves the others alone.
    const broken = await api(server, admin, "POST", "/api/admin/sources/run", { key: "broken" });
    expect(broken.status).toBe(200);
    expect(broken.body.error).toMatch(/404/);
    const states = await api(server, admin, "GET", "/api/admin/sources");
    expect(states.body.find((s: { key: string }) => s.key === "board")).toMatchObject({ ads_found: 2 });
    expect((await api(server, admin, "POST", "/api/admin/sources/run", { key: "nope" })).status).toBe(404);
  });

  it("never stores an ended ad, and Run now removes one whose end has passed (issue 40)", async () => {
    const db = server.database.db;
    const saved = await saveConfig({
      sources: [{ kind: "feed", key: "feed", name: "Feed", url: `${base}/feed.xml` }],
      hostDelayMs: 200,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const run = await api(server, admin, "POST", "/api/admin/sources/run", { key: "feed" });
    expect(run.body).toMatchObject({ ads_found: 2, ads_new: 1, error: null });
    const stored = async () =>
      (await db.selectFrom("job_ad").select("source_ad_id").where("source_key", "=", "feed").execute()).map(
        (r) => r.source_ad_id,
      );
    expect(await stored()).toEqual(["feed-open"]);
    // The feed now gives the open ad an end that has passed: Run now removes it at once.
    feedOpenEnds = "<expires>2020-01-01T00:00:00Z</expires>";
    try {
      const again = await api(server, admin, "POST", "/api/admin/sources/run", { key: "feed" });
      expect(again.body).toMatchObject({ ads_found: 2, ads_new: 0, error: null });
      expect(await stored()).toEqual([]);
    } finally {
      feedOpenEnds = "";
    }
  });

  it("shows the collected ads to a user's profile, best fit first", async () => {
    const profile = await buildProfile(server, plain, { title: "Softwareentwickler", city: "Berlin" });
    await addChild(server, plain, "skill", profile.id, {
      name: "TypeScript",
      category: "IT",
      percentage: 100,
    });
    const jobs = await api(server, plain, "GET", `/api/profile/jobs/${profile.id}`);
    expect(jobs.status).toBe(200);
    expect(jobs.body.items.map((i: { ad: { title: string } }) => i.ad.title)).toEqual([
      "TypeScript-Entwickler (m/w/d)",
      "Pflegefachkraft (m/w/d)",
    ]);
    expect(jobs.body.items[0].ad.source).toBe("Arbeitnow");
    expect(jobs.body.sources_configured).toBe(true);
  });

  it("keeps the ads read before a source refused midway, and shows the refusal", async () => {
    const saved = await saveConfig({
      sources: [
        { kind: "arbeitnow", key: "board", name: "Arbeitnow", url: `${base}/api/job-board-api`, maxPages: 1 },
        {
          kind: "bundesagentur",
          key: "jobsuche",
          baseUrl: `${base}/jobsuche`,
          pageSize: 2,
          maxPages: 3,
          details: false,
        },
      ],
      hostDelayMs: 200,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const run = await api(server, admin, "POST", "/api/admin/sources/run", { key: "jobsuche" });
    expect(run.body).toMatchObject({ key: "jobsuche", ads_found: 2, ads_new: 2 });
    expect(run.body.error).toMatch(/pause.*403/);
    expect(run.body.last_success_at).not.toBeNull();
  });

  it("runs due sources on their interval only", async () => {
    const count = () => hits.filter((h) => h.startsWith("/api/job-board-api")).length;
    const before = count();
    await server.crawler.runDue(new Date());
    expect(count()).toBe(before);
    await server.crawler.runDue(new Date(Date.now() + 7 * 3_600_000));
    expect(count()).toBe(before + 1);
  });

  it("runs the job sources or the alert mailing now, for administrators only and never twice at once (issue 40)", async () => {
    const runNow = (as: TestUser, job: unknown) => api(server, as, "POST", "/api/admin/jobs/run", { job });
    expect((await runNow(plain, "sources")).status).toBe(403);
    expect((await runNow(plain, "alerts")).status).toBe(403);
    const unknown = await runNow(admin, "everything");
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields)).toContain("job");

    const saved = await saveConfig({
      sources: [
        { kind: "arbeitnow", key: "paged", name: "Seitenbörse", url: `${base}/paged/api/job-board-api` },
        { kind: "arbeitnow", key: "off", url: `${base}/api/job-board-api`, enabled: false },
      ],
      hostDelayMs: 200,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const sources = await runNow(admin, "sources");
    expect(sources.status, JSON.stringify(sources.body)).toBe(200);
    expect(sources.body.job).toBe("sources");
    // Only the enabled source ran; its page 1 is stored although page 2 failed, and the failure shown.
    expect(sources.body.sources).toHaveLength(1);
    expect(sources.body.sources[0]).toMatchObject({ key: "paged", ads_found: 2, ads_new: 2 });
    expect(sources.body.sources[0].error).toMatch(/Page 2 failed.*404.*2 ads of the pages before kept/);
    const stored = await server.database.db
      .selectFrom("job_ad")
      .select("title")
      .where("source_key", "=", "paged")
      .orderBy("title")
      .execute();
    expect(stored.map((ad) => ad.title)).toEqual(["Lagerhelfer 1 (m/w/d)", "Lagerhelfer 2 (m/w/d)"]);

    // A user's new daily alert is due at once: the run looks at it.
    const profile = await buildProfile(server, plain, { profiletitle: "Lager", title: "Lagerhelfer" });
    const alert = await api(server, plain, "PUT", `/api/job-alerts/${profile.id}`, {
      frequency: "daily",
      min_score: 0,
    });
    expect(alert.status).toBe(200);
    const alerts = await runNow(admin, "alerts");
    expect(alerts.status, JSON.stringify(alerts.body)).toBe(200);
    expect(alerts.body).toMatchObject({ job: "alerts", checked: 1 });
    // Run again at once: the alert is not due again before its day is over.
    expect((await runNow(admin, "alerts")).body).toMatchObject({ job: "alerts", checked: 0, sent: 0 });
    const lease = () =>
      server.database.db
        .selectFrom("job_lease")
        .selectAll()
        .where("name", "=", "job-alerts")
        .executeTakeFirstOrThrow();
    const recorded = await lease();
    expect(recorded.holder).toBeNull();
    expect(Number(recorded.runs)).toBeGreaterThanOrEqual(2);

    // While another instance holds the lease, neither runs; the answer says why.
    const until = new Date(Date.now() + 60_000).toISOString();
    for (const name of ["job-alerts", "job-crawler"]) {
      await server.database.db
        .insertInto("job_lease")
        .values({ name })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
      await server.database.db
        .updateTable("job_lease")
        .set({ holder: "another-instance", lease_until: until })
        .where("name", "=", name)
        .execute();
    }
    const busy = await runNow(admin, "alerts");
    expect(busy.status).toBe(409);
    expect(busy.body.message).toMatch(/Another run of the job alerts is going on/);
    expect((await runNow(admin, "sources")).status).toBe(409);
    expect((await lease()).runs).toBe(recorded.runs);
    await server.database.db
      .updateTable("job_lease")
      .set({ holder: null, lease_until: null })
      .where("holder", "=", "another-instance")
      .execute();
  });

  it("merges one ad seen from two sources instead of keeping the first (issue 40)", async () => {
    const db = server.database.db;
    const url = "https://karriere.example.com/stellen/pflegefachkraft-4711";
    const common = {
      sourceId: "pf-4711",
      url,
      title: "Pflegefachkraft (m/w/d)",
      employment: "permanent" as const,
      language: "de" as const,
      postedAt: null,
    };
    await storeAds(db, { key: "merge-feed", name: "Pflegejobs Feed" }, [
      {
        ...common,
        company: "Pflegejobs Feed",
        location: "Deutschland",
        description: "Pflegefachkraft gesucht.",
        remote: null,
        validThrough: "2099-01-31T00:00:00.000Z",
      },
    ]);
    const again = await storeAds(db, { key: "merge-page", name: "Karriereseite" }, [
      {
        ...common,
        company: "Klinikum Alsterufer gGmbH",
        location: "20249 Hamburg",
        description:
          "Grundpflege, Behandlungspflege und Wundversorgung auf unserer Station. Wir bieten 30 Tage Urlaub.",
        remote: false,
        validThrough: "2099-03-31T00:00:00.000Z",
      },
    ]);
    expect(again.new).toBe(0);
    const rows = await db.selectFrom("job_ad").selectAll().where("url", "=", url).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company: "Klinikum Alsterufer gGmbH",
      location: "20249 Hamburg",
      source_key: "merge-feed",
    });
    expect(rows[0]!.description).toContain("Wundversorgung");
    expect(String(rows[0]!.valid_through)).toContain("2099-03-31");
  });
});
