import { APPLICATION_STATUSES } from "@jah/shared";
import { describe, expect, it } from "vitest";
import { labelsFor } from "./labels/index.ts";
import { reportCsv, reportEntry } from "./report.ts";
import type { ReportRow } from "./rows.ts";

const row: ReportRow = {
  id: 1,
  date: "2026-03-05T00:00:00.000Z",
  job_title: "Backend Developer",
  hireing_company: "Muster GmbH",
  status: "applied",
  page: "StepStone",
  link: "",
  location: "Köln",
  recipient_salutation: "female",
  recipient_name: "Erika Musterfrau",
  mail_address: "jobs@muster.example",
  application_channel: "",
  follow_up: null,
};

describe("outcome wording", () => {
  it("names every status in German", () => {
    expect(labelsFor("de").outcomes).toEqual({
      todo: "offen",
      ready: "vorbereitet",
      applied: "beworben",
      waiting: "wartet auf Antwort",
      appointment: "Vorstellungsgespräch",
      canceled: "abgebrochen",
      noreply: "keine Antwort",
      rejected: "Absage",
      accepted: "Zusage",
    });
  });

  it("names every status in English", () => {
    expect(labelsFor("en").outcomes).toEqual({
      todo: "to do",
      ready: "prepared",
      applied: "applied",
      waiting: "awaiting reply",
      appointment: "interview",
      canceled: "withdrawn",
      noreply: "no reply",
      rejected: "rejected",
      accepted: "job offer",
    });
  });

  it("puts the word into the report line for each status", () => {
    for (const language of ["de", "en"] as const) {
      const labels = labelsFor(language);
      for (const status of APPLICATION_STATUSES) {
        expect(reportEntry({ ...row, status }, labels).outcome).toBe(labels.outcomes[status]);
      }
    }
  });
});

describe("reportEntry", () => {
  it("writes the contact with its salutation and the channel, falling back to the job board", () => {
    expect(reportEntry(row, labelsFor("de"))).toEqual({
      date: "05.03.2026",
      company: "Muster GmbH",
      position: "Backend Developer",
      channel: "StepStone",
      contact: ["Frau Erika Musterfrau", "jobs@muster.example"],
      outcome: "beworben",
    });
    const en = reportEntry(
      { ...row, recipient_salutation: "male", recipient_name: "John Doe", application_channel: "E-mail" },
      labelsFor("en"),
    );
    expect(en).toMatchObject({
      date: "2026-03-05",
      channel: "E-mail",
      contact: ["Mr John Doe", "jobs@muster.example"],
    });
  });

  it("leaves out what the user left empty", () => {
    const none = reportEntry({ ...row, recipient_salutation: "none", mail_address: "" }, labelsFor("de"));
    expect(none.contact).toEqual(["Erika Musterfrau"]);
    const nobody = reportEntry({ ...row, recipient_name: " ", mail_address: "" }, labelsFor("de"));
    expect(nobody.contact).toEqual([]);
  });
});

describe("reportCsv", () => {
  it("writes localized headers and one line per application", async () => {
    async function* pages() {
      yield [row, { ...row, id: 2, hireing_company: "=cmd|' /C calc'!A0", recipient_name: "" }];
    }
    let text = "";
    for await (const chunk of reportCsv(pages(), labelsFor("de"))) text += chunk;
    expect(text).toBe(
      "\uFEFFDatum,Unternehmen,Stelle,Art der Bewerbung,Ansprechperson,Ergebnis\r\n" +
        '05.03.2026,Muster GmbH,Backend Developer,StepStone,"Frau Erika Musterfrau, jobs@muster.example",beworben\r\n' +
        "05.03.2026,'=cmd|' /C calc'!A0,Backend Developer,StepStone,jobs@muster.example,beworben\r\n",
    );
  });
});
