import { createRequire } from "node:module";
import { sampleProfile } from "@jah/cv-templates/sample";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { dispositionOf } from "../support/content-disposition.ts";
import { testDialects } from "../support/dialects.ts";
import { saveWholeProfile } from "../support/profiles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";

const require = createRequire(import.meta.url);
const { validate } = require("@jsonresume/schema") as {
  validate: (doc: unknown, done: (errors: unknown, valid: boolean) => void) => void;
};
const officialSample = require("@jsonresume/schema/sample.resume.json");

/** The official validator's verdict (schema.json with formats checked). */
function schemaErrors(doc: unknown): unknown {
  let result: unknown = "not called";
  validate(doc, (errors) => {
    result = errors;
  });
  return result;
}

describe.each(testDialects())("JSON Resume on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  let sampleId: number;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await verifiedUser(server);
    sampleId = await saveWholeProfile(server, user, sampleProfile("de"));
  });
  afterAll(() => server.stop());

  const exportOf = (id: number) =>
    server.app.inject({ method: "GET", url: `/api/profile/jsonresume/${id}`, headers: authHeaders(user) });

  it("exports a profile as a document the official schema accepts", async () => {
    const res = await exportOf(sampleId);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(dispositionOf(res.headers["content-disposition"])).toEqual({
      type: "attachment",
      filename: "Lena_Weissmuller_Freiberuflich_-_Web_&_Cloud.json",
      "filename*": expect.stringMatching(/^UTF-8''Lena_Wei%C3%9Fm%C3%BCller_/),
    });
    const doc = res.json();
    expect(schemaErrors(doc)).toBeNull();
    expect(doc.basics).toMatchObject({
      name: "Lena Weißmüller",
      label: "Senior Full-Stack-Entwicklerin & Cloud-Architektin",
      url: "https://lena-weissmueller.de",
      location: { address: "Hohe Straße 12", postalCode: "50667", city: "Köln" },
    });
    expect(doc.basics.profiles).toContainEqual({
      network: "LinkedIn",
      url: "https://www.linkedin.com/in/lena-weissmueller",
    });
    expect(doc.work[0]).toMatchObject({
      startDate: "2022-04-01",
      position: "Lead Developerin & Architektin",
    });
    expect(doc.work[0].endDate).toBeUndefined();
    expect(doc.work[0].highlights.length).toBeGreaterThan(0);
    expect(doc.languages[0]).toEqual({ language: "Deutsch", fluency: "Native speaker" });
  });

  it("exports an empty profile validly too", async () => {
    const empty = await api(server, user, "POST", "/api/profile/");
    const res = await exportOf(empty.body.id);
    expect(schemaErrors(res.json())).toBeNull();
  });

  it("imports its own export back into an equal profile", async () => {
    const doc = (await exportOf(sampleId)).json();
    const res = await api(server, user, "POST", "/api/profile/jsonresume", doc);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const original = (await api(server, user, "GET", `/api/profile/show/${sampleId}`)).body;
    const copy = res.body;
    expect(copy).toMatchObject({
      vorname: original.vorname,
      name: original.name,
      title: original.title,
      street: original.street,
      housenumber: original.housenumber,
      postcode: original.postcode,
      city: original.city,
      website: original.website,
      mantra: original.mantra,
      profile_language: "de",
    });
    const pick = <T extends Record<string, unknown>>(list: T[], keys: (keyof T)[]) =>
      list.map((item) => Object.fromEntries(keys.map((k) => [k, item[k]])));
    expect(pick(copy.skills, ["name", "category", "percentage"])).toEqual(
      pick(original.skills, ["name", "category", "percentage"]),
    );
    expect(pick(copy.languages, ["name", "level"])).toEqual(pick(original.languages, ["name", "level"]));
    expect(pick(copy.educations, ["name", "subject_area", "start", "ende", "description"])).toEqual(
      pick(original.educations, ["name", "subject_area", "start", "ende", "description"]),
    );
    expect(pick(copy.workexperiences, ["position_name", "company", "start", "ende", "description"])).toEqual(
      pick(original.workexperiences, ["position_name", "company", "start", "ende", "description"]),
    );
    expect(
      copy.workexperiences.map((w: { job_tasks: { description: string }[] }) =>
        w.job_tasks.map((t) => t.description),
      ),
    ).toEqual(
      original.workexperiences.map((w: { job_tasks: { description: string }[] }) =>
        w.job_tasks.map((t) => t.description),
      ),
    );
    expect(pick(copy.socialmedias, ["key_name", "value"])).toEqual(
      pick(original.socialmedias, ["key_name", "value"]),
    );
  });

  it("keeps a paragraph-long summary and CEFR levels as written, there and back (issue 42)", async () => {
    const summary = `${"Ich verbinde Fachlichkeit und Technik in ruhigen, barrierefreien Oberflächen. ".repeat(20)}Ende.`;
    expect(summary.length).toBeGreaterThan(1500);
    const doc = {
      basics: { name: "Mara Stein", summary },
      languages: [
        { language: "Englisch", fluency: "C1" },
        { language: "Französisch", fluency: "B1" },
        { language: "Deutsch", fluency: "Native speaker" },
        { language: "Spanisch", fluency: "Intermediate" },
      ],
    };
    const res = await api(server, user, "POST", "/api/profile/jsonresume", doc);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.mantra).toBe(summary);
    // Our export's own scale words ("Native speaker") are no level as written: they print in the CV's language.
    expect(
      res.body.languages.map((l: { level: number; level_text: string }) => [l.level, l.level_text]),
    ).toEqual([
      [75, "C1"],
      [50, "B1"],
      [100, ""],
      [50, ""],
    ]);
    const back = (await exportOf(res.body.id)).json();
    expect(schemaErrors(back)).toBeNull();
    expect(back.basics.summary).toBe(summary);
    expect(back.languages.map((l: { fluency: string }) => l.fluency)).toEqual([
      "C1",
      "B1",
      "Native speaker",
      "Intermediate",
    ]);
  });

  it("imports the official sample resume", async () => {
    const fresh = await verifiedUser(server);
    const res = await api(server, fresh, "POST", "/api/profile/jsonresume", officialSample);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const p = res.body;
    expect(p).toMatchObject({
      vorname: "Richard",
      name: "Hendriks",
      title: "Programmer",
      email: "richard.hendriks@mail.com",
      telefon: "(912) 555-4321",
      website: "http://richardhendricks.example.com",
      street: "2712 Broadway St",
      postcode: "CA 94115",
      city: "San Francisco",
      profile_language: "en",
      // The document's contact values are printed on the CV; the notice in the editor names them.
      email_public: true,
      telefon_public: true,
      mobile_public: false,
      imported_fields: ["email", "telefon"],
    });
    expect(p.socialmedias.length).toBeGreaterThan(0);
    expect(p.workexperiences[0]).toMatchObject({ company: "Pied Piper", position_name: "CEO/President" });
    expect(p.workexperiences[0].job_tasks.length).toBeGreaterThan(0);
    expect(p.educations[0]).toMatchObject({ name: "University of Oklahoma", start: "2011-06-01" });
    expect(p.skills).toContainEqual(
      expect.objectContaining({ name: "HTML", category: "Web Development", percentage: 100 }),
    );
    expect(p.languages).toContainEqual(expect.objectContaining({ name: "English", level: 100 }));
    expect((await api(server, fresh, "GET", "/api/profile/")).body).toHaveLength(1);
  });

  it("keeps what the document did not say unsaid: no level, years stay years", async () => {
    const fresh = await verifiedUser(server);
    const res = await api(server, fresh, "POST", "/api/profile/jsonresume", {
      basics: { name: "Jo Beispiel" },
      work: [{ name: "ACME", position: "Dev", startDate: "2017", endDate: "2020" }],
      education: [{ institution: "Uni", area: "Informatik", startDate: "2012-10", endDate: "2016-09" }],
      skills: [{ name: "Tools", keywords: ["Git"] }],
      languages: [{ language: "Deutsch" }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const p = res.body;
    expect(p).toMatchObject({ email_public: false, telefon_public: false, imported_fields: [] });
    expect(p.workexperiences[0]).toMatchObject({ start: "2017-01-01", date_precision: "year" });
    expect(p.educations[0]).toMatchObject({ start: "2012-10-01", date_precision: "month" });
    expect(p.skills[0]).toMatchObject({ name: "Git", percentage: null });
    expect(p.languages[0]).toMatchObject({ name: "Deutsch", level: null });
    const exported = (await api(server, fresh, "GET", `/api/profile/jsonresume/${p.id}`)).body;
    expect(exported.work[0]).toMatchObject({ startDate: "2017", endDate: "2020" });
    expect(exported.skills[0]).not.toHaveProperty("level");
    expect(exported.languages[0]).toEqual({ language: "Deutsch" });
  });

  it("answers 400 with a clear message for an invalid file and creates nothing", async () => {
    const fresh = await verifiedUser(server);
    const cases: Array<[unknown, RegExp]> = [
      [[1, 2], /expected a JSON object/],
      [{ work: [] }, /basics/],
      [{ basics: { name: "" } }, /basics\.name is required/],
      [
        { basics: { name: "A B" }, work: [{ position: "Dev", startDate: "last year" }] },
        /work\.0\.startDate/,
      ],
      [
        { basics: { name: "A B" }, work: [{ name: "ACME", startDate: "2020-01" }] },
        /work\.0\.position: Required/,
      ],
      [{ basics: { name: "A B" }, skills: "lots" }, /skills/],
      [{ basics: { name: "A B" }, basics_extra: 1, education: [{ institution: "Uni" }] }, /education\.0/],
    ];
    for (const [body, message] of cases) {
      const res = await api(server, fresh, "POST", "/api/profile/jsonresume", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/^The file is not a valid JSON Resume/);
      expect(res.body.message).toMatch(message);
    }
    const notJson = await server.app.inject({
      method: "POST",
      url: "/api/profile/jsonresume",
      headers: { ...authHeaders(fresh), "content-type": "application/json" },
      payload: "{ not json",
    });
    expect(notJson.statusCode).toBe(400);
    expect((await api(server, fresh, "GET", "/api/profile/")).body).toEqual([]);
  });

  it("answers 404 for another user's profile", async () => {
    const intruder = await verifiedUser(server);
    const res = await api(server, intruder, "GET", `/api/profile/jsonresume/${sampleId}`);
    expect(res.status).toBe(404);
  });
});

describe.each(testDialects())("JSON Resume import with payments on %s", (dialect) => {
  it("counts toward the profile limit", async () => {
    const server = await startTestServer(dialect, { PAYMENTS: "1" });
    try {
      const user = await verifiedUser(server);
      for (const expected of [201, 201, 402]) {
        const res = await api(server, user, "POST", "/api/profile/jsonresume", {
          basics: { name: "Anna Muster" },
        });
        expect(res.status).toBe(expected);
      }
    } finally {
      await server.stop();
    }
  });
});
