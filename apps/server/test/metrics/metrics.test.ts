import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../support/dialects.ts";
import { buildProfile } from "../support/profiles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, verifiedUser } from "../support/users.ts";

const TOKEN = "metrics-token-0123456789";

describe.each(testDialects())("metrics on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server.stop());

  const scrape = (authorization?: string) =>
    server.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

  it("refuses a scrape without the token or with a wrong one", async () => {
    const none = await scrape();
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toContain("Bearer");
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    expect(none.body).not.toContain("http_requests_total");
  });

  it("exposes requests by route, the mail queue, jobs, renders, imports and the database pools", async () => {
    await server.app.inject({ method: "GET", url: "/api/health" });
    // Two mails waiting, queued without a kick (as another instance would have queued them).
    await server.mailQueue.stop();
    try {
      for (const subject of ["first", "second"]) {
        await server.mailQueue.enqueue(
          { to: "metrics@example.com", subject, text: subject, html: subject },
          server.database.db,
        );
      }
      await server.database.db
        .updateTable("outgoing_mail")
        .set({ created_at: new Date(Date.now() - 90_000).toISOString() })
        .where("subject", "=", "first")
        .execute();
      await server.jobs.runIfDue("rate-limit-cleanup");

      const res = await scrape(`Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/plain");
      const text = res.body;
      expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} 1/);
      expect(text).toContain(
        'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"',
      );
      expect(text).toContain('mail_queue_depth{queue="system"} 2');
      const age = Number(/mail_queue_oldest_age_seconds\{queue="system"\} ([\d.]+)/.exec(text)?.[1]);
      expect(age).toBeGreaterThanOrEqual(90);
      expect(age).toBeLessThan(200);
      expect(text).toContain('mail_queue_depth{queue="application"} 0');
      expect(text).toContain('job_runs_total{job="rate-limit-cleanup"} 1');
      for (const name of [
        "mail_send_failures_total",
        "pdf_render_duration_seconds",
        "cv_import_duration_seconds",
        "job_failures_total",
        "job_duration_seconds",
        "db_pool_connections",
        "process_cpu_seconds_total",
      ]) {
        expect(text).toContain(`# TYPE ${name} `);
      }
      if (dialect === "postgres") expect(text).toMatch(/db_pool_connections\{pool="app",state="total"\} \d+/);
    } finally {
      server.mailQueue.start();
      await server.mailQueue.idle();
    }
  });

  it("times a PDF render", async () => {
    const user = await verifiedUser(server);
    const profile = await buildProfile(server, user);
    const pdf = await server.app.inject({
      method: "GET",
      url: `/api/profile/download/${profile.id}`,
      headers: authHeaders(user),
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toContain('pdf_render_duration_seconds_count{kind="pdf",outcome="ok"} 1');
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/profile\/download\/:id",status_code="200"\} 1/,
    );
  });
});

describe("metrics without a token", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("sqlite");
  });
  afterAll(() => server.stop());

  it("answers 404, token or not", async () => {
    expect((await server.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    const withToken = await server.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(404);
  });
});
