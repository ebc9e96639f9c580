import { describe, expect, it } from "vitest";
import { CvParsePool } from "./pool.ts";

describe("CvParsePool", () => {
  it("ends a worker that does not finish in time, without blocking the event loop", async () => {
    const workerUrl = new URL("../../../test/support/spin-worker.mjs", import.meta.url);
    const pool = new CvParsePool({ timeoutMs: 300, maxBytes: 1000, workerUrl });
    try {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 20);
      const started = Date.now();
      await expect(pool.parse(new Uint8Array(10), false)).rejects.toMatchObject({ code: "timeout" });
      clearInterval(timer);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(ticks).toBeGreaterThan(3);
      // The stuck thread is gone: the next file gets a fresh worker and its own time limit.
      await expect(pool.parse(new Uint8Array(10), false)).rejects.toMatchObject({ code: "timeout" });
    } finally {
      await pool.close();
    }
  });
});
