import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../support/dialects.ts";
import { type OwnPostgres, startOwnPostgres } from "../support/own-postgres.ts";
import { startTestS3, type TestS3 } from "../support/s3.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, verifiedUser } from "../support/users.ts";

const ready = (server: TestServer) => server.app.inject({ method: "GET", url: "/api/ready" });
const health = (server: TestServer) => server.app.inject({ method: "GET", url: "/api/health" });

describe("readiness while the app's own PostgreSQL is stopped and started again", () => {
  let pg: OwnPostgres;
  let server: TestServer;
  beforeAll(async () => {
    pg = await startOwnPostgres();
    // The dialect's scratch database is not used: DATABASE_URL points at the cluster this test owns.
    server = await startTestServer("sqlite", { DATABASE_URL: pg.url });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await pg?.destroy();
  });

  it("answers 503 naming the database while it is down, and 200 again without a restart", async () => {
    expect(server.database.dialect).toBe("postgres");
    const user = await verifiedUser(server);
    const documents = () =>
      server.app.inject({ method: "GET", url: "/api/documents/", headers: authHeaders(user) });
    expect((await documents()).statusCode).toBe(200);
    const up = await ready(server);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: "ready", database: "ok", storage: "ok", failed: [] });

    await pg.stop();
    const down = await ready(server);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: "unavailable",
      database: "failed",
      storage: "ok",
      failed: ["database"],
    });
    // The liveness check does not touch the database.
    expect((await health(server)).statusCode).toBe(200);
    // Ordinary requests say the service is briefly unavailable and when to try again, never 500.
    const refused = await documents();
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.json()).toMatchObject({
      statusCode: 503,
      message: "The service is briefly unavailable. Please try again in a moment.",
    });
    expect(server.logs.join("")).toContain("database unavailable");

    await pg.start();
    await expect.poll(async () => (await ready(server)).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await documents()).statusCode).toBe(200);
  }, 60_000);
});

describe.each(testDialects())("readiness with the file storage unreachable on %s", (dialect) => {
  let s3: TestS3;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startTestS3();
    server = await startTestServer(dialect, s3.env);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers 200 while the bucket answers and 503 naming the storage when it does not", async () => {
    expect((await ready(server)).json()).toEqual({
      status: "ready",
      database: "ok",
      storage: "ok",
      failed: [],
    });
    await s3.stop();
    const down = await ready(server);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: "unavailable",
      database: "ok",
      storage: "failed",
      failed: ["storage"],
    });
    expect((await health(server)).statusCode).toBe(200);
  });
});
