import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";

/** A built web app of one page: enough to see which status an address answers. */
function fakeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), "jah-pricing-dist-"));
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>app</title>");
  mkdirSync(path.join(dist, "assets"));
  return dist;
}

const PLANS = JSON.stringify([
  {
    key: "complete",
    name: "Complete",
    areas: ["applications", "profile"],
    profiles: 5,
    prices: [
      { interval: "month", priceId: "price_secret_month", cents: 990 },
      { interval: "year", priceId: "price_secret_year", cents: 9900 },
    ],
  },
]);

describe("the public pricing page with plans configured (issue 43)", () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    server = await startTestServer("sqlite", {
      WEB_DIST_DIR: dist,
      PAYMENTS: "stripe",
      PAYMENT_PLANS: PLANS,
      VAT_RATE_PERCENT: "19",
    });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers /pricing and /preise with the app", async () => {
    for (const url of ["/pricing", "/preise", "/pricing/"]) {
      const res = await server.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<title>app</title>");
    }
    expect((await server.app.inject({ url: "/pricing/extra" })).statusCode).toBe(404);
  });

  it("gives anyone the plans with gross prices and the VAT rate, never Stripe's price ids", async () => {
    const res = await server.app.inject({ url: "/api/payments/pricing" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      plans: [
        {
          key: "complete",
          name: "Complete",
          areas: ["applications", "profile"],
          profiles: 5,
          prices: [
            { interval: "month", cents: 990 },
            { interval: "year", cents: 9900 },
          ],
        },
      ],
      vatRatePercent: 19,
    });
    expect(res.body).not.toContain("price_secret");
  });

  it("tells the web app that the page exists", async () => {
    const res = await server.app.inject({ url: "/api/config" });
    expect(res.json()).toMatchObject({ payments: true, pricing: true });
  });
});

describe.each([
  ["payments on without plans", { PAYMENTS: "stripe", PAYMENT_PLANS: "[]" }],
  ["payments off", { PAYMENTS: "off" }],
])("no pricing page with %s (issue 43)", (_name, env) => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    server = await startTestServer("sqlite", { WEB_DIST_DIR: dist, ...env });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers /pricing, /preise and the plans' endpoint with 404", async () => {
    for (const url of ["/pricing", "/preise", "/api/payments/pricing"]) {
      expect((await server.app.inject({ url })).statusCode, url).toBe(404);
    }
    expect((await server.app.inject({ url: "/api/config" })).json()).toMatchObject({ pricing: false });
  });
});
