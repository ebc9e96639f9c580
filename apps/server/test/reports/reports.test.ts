import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { labelsFor } from "../../src/features/reports/labels/index.ts";
import { reportEntry } from "../../src/features/reports/report.ts";
import { renderReportPdf } from "../../src/features/reports/report-pdf.ts";
import { buildApplication } from "../support/applications.ts";
import { dispositionOf } from "../support/content-disposition.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";

const BASE = "/api/profile/applications";

/**
 * The text of each page of a PDF the server made: inflates the page content streams and decodes the
 * WinAnsi strings of their text operators, one line per text fragment. Enough for pdfkit's output with
 * the standard fonts, and needs no tool outside Node.
 */
function pdfPages(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const winAnsi = new TextDecoder("windows-1252");
  const pages: string[] = [];
  for (const match of raw.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const content = inflateSync(pdf.subarray(start, raw.indexOf("endstream", start))).toString("latin1");
    const fragments = [...content.matchAll(/\[(.*?)\] TJ/g)].map(([, parts]) =>
      [...parts!.matchAll(/<([0-9a-f]*)>/gi)]
        .map(([, hex]) => winAnsi.decode(Buffer.from(hex!, "hex")))
        .join(""),
    );
    pages.push(fragments.join("\n"));
  }
  return pages;
}

/** RFC 4180 rows, to read back what the export wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const cell = /("((?:[^"]|"")*)"|[^,\r\n]*)(,|\r\n|$)/gy;
  let row: string[] = [];
  while (cell.lastIndex < text.length) {
    const m = cell.exec(text);
    if (!m) throw new Error(`not CSV at ${cell.lastIndex}`);
    row.push(m[2] !== undefined ? m[2].replaceAll('""', '"') : m[1]!);
    if (m[3] !== ",") {
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

describe.each(testDialects())("reports on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  let other: TestUser;

  async function get(url: string, as: TestUser | null = user, headers: Record<string, string> = {}) {
    return server.app.inject({ method: "GET", url, headers: { ...(as ? authHeaders(as) : {}), ...headers } });
  }

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [user, other] = await Promise.all([
      verifiedUser(server),
      verifiedUser(server, { username: "Otto Other" }),
    ]);
    // Created in an order that is not the date order, so sorting is tested too.
    await buildApplication(server, user, {
      job_title: "Buchhalterin",
      hireing_company: "Müller & Söhne, Köln",
      date: "2026-03-15",
      status: "appointment",
      application_channel: "E-Mail",
      mail_address: "jobs@mueller.example",
    });
    await buildApplication(server, user, {
      job_title: '=HYPERLINK("http://evil.example")',
      hireing_company: 'Die "Beste" GmbH',
      date: "2026-02-28",
      status: "applied",
      location: "Zeile 1\nZeile 2",
      follow_up: "2026-03-14",
    });
    await buildApplication(server, user, {
      job_title: "Lagerist",
      hireing_company: "Spedition Früh",
      date: "2026-03-01",
      status: "rejected",
      recipient_salutation: "male",
      recipient_name: "Jürgen Weiß",
    });
    await buildApplication(server, user, {
      job_title: "Fahrer",
      hireing_company: "Taxi Nord",
      date: "2026-03-31",
      status: "noreply",
    });
    await buildApplication(server, user, {
      job_title: "Koch",
      hireing_company: "Ratskeller",
      date: "2026-04-01",
    });
    await buildApplication(server, other, {
      job_title: "Secret",
      hireing_company: "Other Corp",
      date: "2026-03-10",
    });
  });
  afterAll(() => server.stop());

  describe("export.csv", () => {
    it("exports every application of the user, newest first, as Excel-ready CSV", async () => {
      const res = await get(`${BASE}/export.csv`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(dispositionOf(res.headers["content-disposition"])).toEqual({
        type: "attachment",
        filename: expect.stringMatching(/^applications-\d{4}-\d{2}-\d{2}\.csv$/),
      });
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(res.body).toMatch(/\r\n$/);
      expect(res.body.replaceAll("\r\n", "")).not.toMatch(/\r(?!=)/);

      const [header, ...rows] = parseCsv(res.body.slice(1));
      expect(header).toEqual([
        "id",
        "date",
        "job_title",
        "hireing_company",
        "status",
        "page",
        "link",
        "location",
        "recipient_salutation",
        "recipient_name",
        "mail_address",
        "application_channel",
        "follow_up",
      ]);
      expect(rows.map((r) => [r[1], r[3]])).toEqual([
        ["2026-04-01", "Ratskeller"],
        ["2026-03-31", "Taxi Nord"],
        ["2026-03-15", "Müller & Söhne, Köln"],
        ["2026-03-01", "Spedition Früh"],
        ["2026-02-28", 'Die "Beste" GmbH'],
      ]);
      const tricky = rows[4]!;
      expect(tricky[2]).toBe('\'=HYPERLINK("http://evil.example")');
      expect(tricky.slice(4)).toEqual([
        "applied",
        "StepStone",
        "",
        "Zeile 1\nZeile 2",
        "female",
        "Erika Musterfrau",
        "",
        "",
        "2026-03-14",
      ]);
      expect(res.body).not.toContain("Other Corp");
      expect(res.body).not.toContain("Secret");
    });

    it("reads many applications page by page, each exactly once", async () => {
      const bulk = await verifiedUser(server);
      const now = new Date().toISOString();
      // Many share a date, so pages have to continue by id within one date.
      const values = Array.from({ length: 2345 }, (_, i) => ({
        user_id: bulk.userId,
        job_title: `Job ${i}`,
        page: "Bulk",
        status: "applied" as const,
        archived: false,
        send: false,
        date: `2025-${String((i % 12) + 1).padStart(2, "0")}-01T00:00:00.000Z`,
        created_at: now,
        updated_at: now,
      }));
      for (let i = 0; i < values.length; i += 500) {
        await server.database.db
          .insertInto("application")
          .values(values.slice(i, i + 500))
          .execute();
      }
      const res = await get(`${BASE}/export.csv`, bulk);
      expect(res.statusCode).toBe(200);
      const rows = parseCsv(res.body.slice(1)).slice(1);
      expect(rows).toHaveLength(2345);
      expect(new Set(rows.map((r) => r[0])).size).toBe(2345);
      const order = rows.map((r) => `${r[1]} ${String(r[0]).padStart(8, "0")}`);
      expect(order).toEqual([...order].sort().reverse());
    });
  });

  describe("report", () => {
    const march = `${BASE}/report?from=2026-03-01&to=2026-03-31`;

    it("lists the applications of the period, whole days, oldest first, as German CSV", async () => {
      const res = await get(`${march}&format=csv&lang=de`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(dispositionOf(res.headers["content-disposition"])).toEqual({
        type: "attachment",
        filename: "nachweis-eigenbemuehungen-2026-03-01-2026-03-31.csv",
      });
      expect(res.body.startsWith("\uFEFF")).toBe(true);
      expect(parseCsv(res.body.slice(1))).toEqual([
        ["Datum", "Unternehmen", "Stelle", "Art der Bewerbung", "Ansprechperson", "Ergebnis"],
        ["01.03.2026", "Spedition Früh", "Lagerist", "StepStone", "Herr Jürgen Weiß", "Absage"],
        [
          "15.03.2026",
          "Müller & Söhne, Köln",
          "Buchhalterin",
          "E-Mail",
          "Frau Erika Musterfrau, jobs@mueller.example",
          "Vorstellungsgespräch",
        ],
        ["31.03.2026", "Taxi Nord", "Fahrer", "StepStone", "Frau Erika Musterfrau", "keine Antwort"],
      ]);
    });

    it("writes English when asked, or when the browser prefers it", async () => {
      const res = await get(`${BASE}/report?from=2026-02-28&to=2026-03-01&format=csv&lang=en`);
      expect(res.statusCode).toBe(200);
      expect(dispositionOf(res.headers["content-disposition"])).toEqual({
        type: "attachment",
        filename: "job-search-record-2026-02-28-2026-03-01.csv",
      });
      expect(parseCsv(res.body.slice(1))).toEqual([
        ["Date", "Company", "Position", "Channel", "Contact", "Outcome"],
        [
          "2026-02-28",
          'Die "Beste" GmbH',
          '\'=HYPERLINK("http://evil.example")',
          "StepStone",
          "Ms Erika Musterfrau",
          "applied",
        ],
        ["2026-03-01", "Spedition Früh", "Lagerist", "StepStone", "Mr Jürgen Weiß", "rejected"],
      ]);

      const byHeader = await get(`${march}&format=csv`, user, { "accept-language": "en-GB,en;q=0.9" });
      expect(byHeader.body.slice(1)).toMatch(/^Date,Company,/);
      const byDefault = await get(`${march}&format=csv`);
      expect(byDefault.body.slice(1)).toMatch(/^Datum,Unternehmen,/);
      const explicit = await get(`${march}&format=csv&lang=de`, user, { "accept-language": "en" });
      expect(explicit.body.slice(1)).toMatch(/^Datum,Unternehmen,/);
    });

    it("makes a German PDF with the user's name, the period and the applications", async () => {
      const res = await get(`${march}&format=pdf&lang=de`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(dispositionOf(res.headers["content-disposition"])).toEqual({
        type: "attachment",
        filename: "nachweis-eigenbemuehungen-2026-03-01-2026-03-31.pdf",
      });
      expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const pages = pdfPages(res.rawPayload);
      expect(pages).toHaveLength(1);
      const text = pages[0]!;
      for (const expected of [
        "Nachweis der Eigenbemühungen",
        user.username,
        "01.03.2026 – 31.03.2026",
        "Müller & Söhne, Köln",
        "Vorstellungsgespräch",
        "Herr Jürgen Weiß",
        // Too wide for its cell, the address breaks before the @.
        "jobs\n@mueller.example",
        "keine Antwort",
        "Absage",
        "Ansprechperson",
        "Seite 1 von 1",
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain("Ratskeller");
      expect(text).not.toContain("HYPERLINK");
      expect(text).not.toContain("Other Corp");
    });

    it("makes an English PDF, and a valid one for an empty period", async () => {
      const res = await get(`${BASE}/report?from=2020-01-01&to=2020-12-31&format=pdf&lang=en`);
      expect(res.statusCode).toBe(200);
      expect(dispositionOf(res.headers["content-disposition"])).toEqual({
        type: "attachment",
        filename: "job-search-record-2020-01-01-2020-12-31.pdf",
      });
      expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const text = pdfPages(res.rawPayload).join("\n");
      expect(text).toContain("Record of job search activities");
      expect(text).toContain("No applications were recorded in the period 2020-01-01 – 2020-12-31.");
      expect(text).toContain("Page 1 of 1");
      expect(text).not.toContain("Company");
    });

    it("rejects bad periods and formats with the field that is wrong", async () => {
      const cases: Array<[string, Record<string, string>]> = [
        ["from=2026-02-30&to=2026-03-01&format=csv", { from: "Date must be in the format YYYY-MM-DD" }],
        ["from=2026-03-01&to=31.03.2026&format=csv", { to: "Date must be in the format YYYY-MM-DD" }],
        [
          "from=2026-03-02&to=2026-03-01&format=pdf",
          { to: "The end date must not be before the start date" },
        ],
        ["from=2023-01-01&to=2026-01-01&format=pdf", { to: "The period must not be longer than 3 years" }],
        ["from=2026-03-01&to=2026-03-31&format=xlsx", { format: "Format must be csv or pdf" }],
        ["from=2026-03-01&to=2026-03-31&format=pdf&lang=fr", { lang: "Language must be en or de" }],
      ];
      for (const [query, fields] of cases) {
        const res = await get(`${BASE}/report?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toEqual({
          statusCode: 400,
          error: "Bad Request",
          message: "Invalid input",
          fields,
        });
      }
      const missing = await get(`${BASE}/report?format=csv`);
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().fields)).toEqual(expect.arrayContaining(["from", "to"]));
    });
  });

  it("answers 401 without a session", async () => {
    for (const url of [`${BASE}/export.csv`, `${BASE}/report?from=2026-03-01&to=2026-03-31&format=pdf`]) {
      const res = await get(url, null);
      expect(res.statusCode, url).toBe(401);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
    }
  });
});

describe("report PDF layout", () => {
  it("repeats the table header and numbers the pages of a long report", async () => {
    const labels = labelsFor("de");
    const entries = Array.from({ length: 60 }, (_, i) =>
      reportEntry(
        {
          id: i,
          date: `2026-03-${String((i % 28) + 1).padStart(2, "0")}T00:00:00.000Z`,
          job_title: `Stelle ${i}: Sachbearbeitung Buchhaltung und Controlling (m/w/d) in Vollzeit oder Teilzeit`,
          hireing_company: `Unternehmen ${i} Präzisionsmaschinenbau GmbH & Co. KG`,
          status: "applied",
          page: "StepStone",
          link: "",
          location: "",
          recipient_salutation: "none",
          recipient_name: "",
          mail_address: "",
          application_channel: "",
          follow_up: null,
        },
        labels,
      ),
    );
    const pdf = await renderReportPdf({
      entries,
      labels,
      name: "Anna Muster",
      from: "2026-03-01",
      to: "2026-03-31",
      createdOn: "2026-04-02",
    });
    const pages = pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((text, i) => {
      expect(text).toContain(`Seite ${i + 1} von ${pages.length}`);
      expect(text).toContain("Unternehmen\nStelle\nArt der");
      expect(text).toContain("Nachweis der Eigenbemühungen");
    });
    const all = pages.join("\n");
    for (let i = 0; i < 60; i++) expect(all).toContain(`Stelle ${i}:`);
    expect(pages.at(-1)).toContain("Unterschrift");
  });

  it("shows names the standard fonts cannot encode without garbling the rest", async () => {
    const labels = labelsFor("en");
    const entry = {
      date: "2026-03-02",
      company: "Łódź Logistics 株式会社",
      position: "Driver\tnight shift",
      channel: "E-mail",
      contact: ["Ms Zoë Ğül"],
      outcome: labels.outcomes.applied,
    };
    const pdf = await renderReportPdf({
      entries: [entry],
      labels,
      name: "Łukasz Nowak",
      from: "2026-03-01",
      to: "2026-03-31",
      createdOn: "2026-04-02",
    });
    const text = pdfPages(pdf).join("\n");
    for (const expected of [
      "Lódz Logistics ????",
      "Driver night shift",
      "Ms Zoë Gül",
      "Lukasz Nowak",
      "applied",
    ]) {
      expect(text).toContain(expected);
    }
  });
});
