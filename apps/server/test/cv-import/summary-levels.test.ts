import type { Profile } from "@jah/shared";
import { makeDocx } from "@jah/testing/cv-documents";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { importCv } from "../support/cv-files.ts";
import { testDialects } from "../support/dialects.ts";
import { buildProfile } from "../support/profiles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

/** A German CV with a Kurzprofil paragraph and languages by CEFR code and by word (issue 42). */
function cvWithSummary(): Uint8Array {
  return makeDocx([
    { text: "Mara Stein", style: "Title" },
    { text: "Controllerin" },
    { text: "mara.stein@example.de" },
    { text: "Kurzprofil", style: "Heading1" },
    {
      text: "Controllerin mit acht Jahren Erfahrung im Konzernberichtswesen; ich mache Zahlen für Menschen ohne Finanzstudium verständlich.",
    },
    { text: "Berufserfahrung", style: "Heading1" },
    { text: "Controllerin bei Rhein Logistik GmbH\t04/2019 – heute", bold: true },
    { text: "Monatsreporting für drei Standorte", bullet: true },
    { text: "Sprachen", style: "Heading1" },
    { text: "Englisch C1, Französisch B1, Spanisch fließend" },
  ]);
}

describe.each(testDialects())("summary and levels as written on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect, { CV_IMPORT_TIMEOUT_MS: "30000" });
    user = await verifiedUser(server);
  });
  afterAll(() => server.stop());

  const show = async (id: number) =>
    (await api(server, user, "GET", `/api/profile/show/${id}`)).body as Profile;

  it("imports the CV's summary paragraph and keeps C1 and B1 as written", async () => {
    const res = await importCv(server, user, cvWithSummary(), "lebenslauf.docx");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const profile = await show(res.body.profileId);
    expect(profile.mantra).toBe(
      "Controllerin mit acht Jahren Erfahrung im Konzernberichtswesen; ich mache Zahlen für Menschen ohne Finanzstudium verständlich.",
    );
    expect(profile.imported_fields).toContain("mantra");
    expect(profile.languages.map((l) => [l.name, l.level, l.level_text])).toEqual([
      ["Englisch", 75, "C1"],
      ["Französisch", 50, "B1"],
      ["Spanisch", 75, ""],
    ]);
  });

  it("saves a summary of 2000 characters and a level as written, and refuses longer ones with the field", async () => {
    const profile = await buildProfile(server, user);
    const summary = "x".repeat(2000);
    const saved = await api(server, user, "POST", "/api/profile/edit", {
      ...profile,
      picture: undefined,
      mantra: summary,
      languages: [{ name: "Englisch", level: 75, level_text: "C1" }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const shown = await show(profile.id);
    expect(shown.mantra).toBe(summary);
    expect(shown.languages).toEqual([
      expect.objectContaining({ name: "Englisch", level: 75, level_text: "C1" }),
    ]);

    const tooLong = await api(server, user, "POST", "/api/profile/edit", {
      ...profile,
      picture: undefined,
      mantra: "x".repeat(2001),
      languages: [{ name: "Englisch", level: 75, level_text: "y".repeat(61) }],
    });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toMatch(/mantra/);
  });
});
