import { sampleProfile } from "@jah/cv-templates/sample";
import { describe, expect, it } from "vitest";
import { HttpError } from "../http/errors.ts";
import { defaultPdfThreads, PdfPool } from "./pool.ts";

describe("PdfPool", () => {
  it("renders a PDF and the HTML preview in a worker thread", async () => {
    const pool = new PdfPool({ threads: 1, timeoutMs: 30_000 });
    try {
      const pdf = await pool.renderPdf(sampleProfile("en"), { template: "simple_1", picture: null });
      expect(Buffer.isBuffer(pdf)).toBe(true);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const html = await pool.renderHtml(sampleProfile("en"), { template: "full", picture: null });
      expect(html).toContain("Weißmüller");
    } finally {
      await pool.close();
    }
  });

  it("fails each render with the reason when the worker's module cannot load, and keeps working", async () => {
    const workerUrl = new URL("../../test/support/unloadable-worker.mjs", import.meta.url);
    const pool = new PdfPool({ threads: 1, timeoutMs: 10_000, workerUrl });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      for (let i = 0; i < 2; i++) {
        const error = await pool
          .renderPdf(sampleProfile("de"), { template: "full", picture: null })
          .catch((e) => e);
        // The reason crosses the thread as the message (a structured clone keeps no error code).
        expect(error).toBeInstanceOf(Error);
        expect(error.message).toMatch(/Cannot find module .*no-such-module\.mjs/);
      }
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
      await pool.close();
    }
  });

  it("stops a render that takes too long with a 503", async () => {
    const pool = new PdfPool({ threads: 1, timeoutMs: 1 });
    try {
      const error = await pool
        .renderPdf(sampleProfile("de"), { template: "full", picture: null })
        .catch((e) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ statusCode: 503, message: expect.stringMatching(/took too long/) });
    } finally {
      await pool.close();
    }
  });

  it("warms a worker ahead of a download only when none runs, and renders with it afterwards", async () => {
    const pool = new PdfPool({ threads: 1, timeoutMs: 30_000 });
    try {
      const first = pool.warmUp("elegant");
      // Asked again while the first warm-up runs: nothing more is started.
      expect(await pool.warmUp("elegant")).toBe(false);
      expect(await first).toBe(true);
      // The warmed worker is still there: no second warm-up.
      expect(await pool.warmUp("full")).toBe(false);
      const pdf = await pool.renderPdf(sampleProfile("en"), { template: "elegant", picture: null });
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    } finally {
      await pool.close();
    }
  });

  it("skips the warm-up's sample render when a real render was asked for meanwhile", async () => {
    const pool = new PdfPool({ threads: 1, timeoutMs: 30_000 });
    try {
      const warm = pool.warmUp("full");
      const pdf = pool.renderPdf(sampleProfile("de"), { template: "full", picture: null });
      expect(await warm).toBe(false);
      expect((await pdf).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    } finally {
      await pool.close();
    }
  });

  it("sizes itself to leave one core for the HTTP thread", () => {
    expect(defaultPdfThreads()).toBeGreaterThanOrEqual(1);
  });
});
