import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assertLegalPages,
  legalPageProblems,
  readLegalPage,
  warnWithoutLegalPages,
} from "../../src/features/legal/index.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

const SERVER_DIR = path.resolve(import.meta.dirname, "../..");
const TEMPLATES = path.resolve(SERVER_DIR, "../../content/legal/templates");
const E2E_FIXTURES = path.resolve(SERVER_DIR, "../../e2e/fixtures/legal");

/** A legal folder with the given pages: { "de/impressum": "…" }. */
function legalDir(pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "jah-legal-"));
  for (const [name, text] of Object.entries(pages)) {
    mkdirSync(path.join(dir, path.dirname(name)), { recursive: true });
    writeFileSync(path.join(dir, `${name}.md`), text);
  }
  return dir;
}

describe("the start-up check of the legal pages", () => {
  it("tells the operator of a fresh install where the legal pages go, and is quiet once they exist", () => {
    const warnings: string[] = [];
    const log = { warn: (message: string) => warnings.push(message) };
    expect(warnWithoutLegalPages({ legalDir: legalDir({}) }, log)).toBe(true);
    expect(warnings[0]).toMatch(/legal pages are not published yet/);
    expect(warnings[0]).toContain("content/legal/templates/{de,en}/*.md");
    const done = legalDir({ "de/impressum": "## Impressum\n\nMuster GmbH", "de/agb": "## AGB\n\nText" });
    expect(warnWithoutLegalPages({ legalDir: done }, log)).toBe(false);
    expect(warnings).toHaveLength(1);
  });

  it("lets the server start without legal pages while payments are off", () => {
    expect(() => assertLegalPages({ payments: false, legalDir: legalDir({}) })).not.toThrow();
  });

  it("refuses payments while the Impressum or the AGB is missing, naming each", () => {
    const empty = legalDir({});
    expect(() => assertLegalPages({ payments: true, legalDir: empty })).toThrow(/Impressum and the AGB/);
    expect(legalPageProblems(empty)).toEqual([
      expect.stringMatching(/^impressum: missing/),
      expect.stringMatching(/^agb: missing/),
    ]);
    const noAgb = legalDir({ "de/impressum": "## Impressum\n\nMuster GmbH" });
    expect(legalPageProblems(noAgb)).toEqual([expect.stringMatching(/^agb: missing/)]);
  });

  it("refuses the templates as shipped until every [[...]] is filled in", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "jah-legal-"));
    cpSync(TEMPLATES, dir, { recursive: true });
    const problems = legalPageProblems(dir);
    expect(problems.some((p) => p.startsWith("impressum:") && p.includes("[[...]]"))).toBe(true);
    expect(problems.some((p) => p.startsWith("agb:") && p.includes("[[...]]"))).toBe(true);
  });

  // Markdown joins plain consecutive lines into one; the address block's lines end in `\` (a hard break).
  it.each([
    ["de", "templates", TEMPLATES],
    ["en", "templates", TEMPLATES],
    ["de", "e2e fixtures", E2E_FIXTURES],
    ["en", "e2e fixtures", E2E_FIXTURES],
  ] as const)(
    "renders the Impressum's address lines as separate lines (%s, %s)",
    async (lang, _name, dir) => {
      const html = (await readLegalPage(dir, "impressum", lang))?.html ?? "";
      const street = lang === "de" ? "Straße und Hausnummer" : "Street and number";
      const postcode = lang === "de" ? "Postleitzahl und Ort" : "Postcode and city";
      expect(html).toMatch(new RegExp(`${street}[^<]*<br />[^<]*${postcode}`));
      expect(html).toMatch(/(Telefon|Phone): [^<]*<br \/>\s*E-[Mm]ail:/);
    },
  );

  it("accepts the pages in one language only", () => {
    const dir = legalDir({ "de/impressum": "## Impressum\n\nMuster GmbH", "de/agb": "## AGB\n\nText" });
    expect(() => assertLegalPages({ payments: true, legalDir: dir })).not.toThrow();
  });

  it("keeps the real server from starting with PAYMENTS=stripe and says why", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "jah-legal-start-"));
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        DATABASE_URL: "",
        DATA_DIR: dataDir,
        PORT: "0",
        HOST: "127.0.0.1",
        PAYMENTS: "stripe",
        LEGAL_DIR: legalDir({ "de/agb": "## AGB\n\nText" }),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += String(chunk);
    });
    child.stderr.on("data", (chunk) => {
      output += String(chunk);
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output).toContain("PAYMENTS=stripe needs the Impressum and the AGB");
    expect(output).toContain("impressum: missing");
    expect(output).not.toContain("is running");
  }, 60_000);
});

describe.each(testDialects())("GET /api/legal/{page} on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, {
      LEGAL_DIR: legalDir({
        "de/impressum":
          "## Impressum\n\nMuster GmbH<script>alert(1)</script>\n\n[Kontakt](javascript:alert(1))",
        "en/impressum": "## Legal notice\n\nMuster GmbH\\\nHauptstraße 1\\\n10115 Berlin",
        "de/agb": "## AGB\n\nNur deutsch.",
      }),
    });
  });
  afterAll(() => server.stop());

  const get = (url: string) => server.app.inject({ url });

  it("answers the page in the asked language as sanitised HTML, without a session", async () => {
    const de = await get("/api/legal/impressum?lang=de");
    expect(de.statusCode).toBe(200);
    expect(de.json()).toMatchObject({ page: "impressum", language: "de" });
    expect(de.json().html).toContain("<h2>Impressum</h2>");
    expect(de.json().html).not.toContain("<script");
    expect(de.json().html).not.toContain("javascript:");
    expect((await get("/api/legal/impressum?lang=en")).json()).toMatchObject({ language: "en" });
  });

  it("keeps an address block's lines apart with hard line breaks", async () => {
    const html = (await get("/api/legal/impressum?lang=en")).json().html as string;
    expect(html).toContain("<p>Muster GmbH<br />Hauptstraße 1<br />10115 Berlin</p>");
  });

  it("falls back to the other language, answers 404 for a page the operator did not write", async () => {
    expect((await get("/api/legal/agb?lang=en")).json()).toMatchObject({ language: "de" });
    expect((await get("/api/legal/widerruf?lang=de")).statusCode).toBe(404);
  });

  it("answers 400 with the field for an unknown page or language", async () => {
    const page = await get("/api/legal/cookies");
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("page");
    const lang = await get("/api/legal/agb?lang=fr");
    expect(lang.statusCode).toBe(400);
    expect(lang.body).toContain("lang");
  });
});

describe.each(testDialects())("GET /api/config tells which legal pages are published, on %s", (dialect) => {
  let server: TestServer;
  const dir = legalDir({
    "de/impressum": "## Impressum\n\nMuster GmbH",
    "de/agb": "## AGB\n\nAnbieter: [[Firmenname]]",
  });
  beforeAll(async () => {
    server = await startTestServer(dialect, { LEGAL_DIR: dir });
  });
  afterAll(() => server.stop());

  it("counts a page as published once it is written and nothing of the template is left", async () => {
    const before = (await server.app.inject({ url: "/api/config" })).json().legalPages;
    expect(before).toEqual({ impressum: true, agb: false, datenschutz: false, widerruf: false });
    // Put in place while the server runs: no restart needed.
    mkdirSync(path.join(dir, "en"), { recursive: true });
    writeFileSync(path.join(dir, "en", "datenschutz.md"), "## Privacy\n\nWe keep little.");
    writeFileSync(path.join(dir, "de", "agb.md"), "## AGB\n\nAnbieter: Muster GmbH");
    const after = (await server.app.inject({ url: "/api/config" })).json().legalPages;
    expect(after).toEqual({ impressum: true, agb: true, datenschutz: true, widerruf: false });
  });
});
