import { CV_IMPORT_MAX_BYTES, PROFILE_LIMIT, type Profile } from "@jah/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import {
  encryptedPdf,
  englishCvDocx,
  germanCvPdf,
  importCv,
  profileCount,
  scannedPdf,
  zipBombDocx,
} from "../support/cv-files.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

describe.each(testDialects())("CV import on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    // The parse worker compiles the parser from TypeScript (tsx) at its start: beside other suites on
    // two cores a first import took 6 to 10 s of the default 10 s limit (the limit has its own test below).
    server = await startTestServer(dialect, { CV_IMPORT_TIMEOUT_MS: "30000" });
    user = await verifiedUser(server);
  });
  afterAll(() => server.stop());

  const show = async (id: number, as = user) =>
    (await api(server, as, "GET", `/api/profile/show/${id}`)).body as Profile;

  it("tells the client the limit and that no AI is configured", async () => {
    const res = await api(server, user, "GET", "/api/profile/importcv/options");
    expect(res).toEqual({ status: 200, body: { ai_available: false, max_bytes: CV_IMPORT_MAX_BYTES } });
  });

  it("imports a German two-column PDF into a new profile", async () => {
    const res = await importCv(server, user, germanCvPdf(), "Lebenslauf Öhler.pdf");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.ai_used).toBe(false);
    const profile = await show(res.body.profileId);
    expect(profile).toMatchObject({
      profiletitle: "Lebenslauf Öhler",
      profile_language: "de",
      vorname: "Marta",
      name: "Öhler",
      title: "Verfahrenstechnikerin",
      email: "m.oehler@example.de",
      telefon: "+49 (0)341 9988776",
      street: "Lindenallee",
      housenumber: "14b",
      postcode: "04109",
      city: "Leipzig",
      // What the CV printed is printed again; the mobile it did not have stays private.
      email_public: true,
      telefon_public: true,
      mobile_public: false,
      birthdate_public: false,
    });
    expect(
      profile.workexperiences.map((w) => [
        w.position_name,
        w.position_type,
        w.company,
        w.start,
        w.ende,
        w.current,
      ]),
    ).toEqual([
      ["Leiterin Produktion", "", "Saale Chemie GmbH", "2020-04-01", null, true],
      ["Verfahrensingenieurin", "", "Mitteldeutsche Werke AG", "2015-10-01", "2020-03-01", false],
    ]);
    expect(profile.workexperiences[1]?.job_tasks.map((t) => t.description)).toEqual([
      "Optimierung der Destillation",
    ]);
    expect(profile.educations).toMatchObject([
      {
        name: "Technische Universität Dresden",
        subject_area: "M.Sc. Verfahrenstechnik",
        start: "2013-01-01",
        ende: "2015-01-01",
        date_precision: "year",
      },
    ]);
    expect(profile.workexperiences.map((w) => w.date_precision)).toEqual(["month", "month"]);
    // The CV gave no skill levels, so the profile has none.
    expect(profile.skills.map((s) => [s.category, s.name, s.percentage])).toEqual([
      ["Software", "Aspen Plus", null],
      ["Software", "MATLAB", null],
      ["Software", "SAP", null],
    ]);
    expect(profile.languages.map((l) => [l.name, l.level])).toEqual([
      ["Deutsch", 100],
      ["Englisch", 75],
    ]);
    expect(res.body.imported_fields).toEqual([
      "vorname",
      "name",
      "email",
      "telefon",
      "street",
      "housenumber",
      "postcode",
      "city",
      "title",
      "workexperiences",
      "educations",
      "skills",
      "languages",
    ]);
    expect(profile.imported_fields).toEqual(res.body.imported_fields);
  });

  it("imports an English DOCX (a table layout) into a new profile", async () => {
    const res = await importCv(server, user, englishCvDocx(), "owen-price.docx");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const profile = await show(res.body.profileId);
    expect(profile).toMatchObject({
      profiletitle: "owen-price",
      profile_language: "en",
      vorname: "Owen",
      name: "Price",
      title: "Software Developer",
      email: "owen.price@example.co.uk",
      mobile: "07700 900123",
      street: "Rose Lane",
      housenumber: "27",
      postcode: "BS1 4DJ",
      city: "Bristol",
      email_public: true,
      telefon_public: false,
      mobile_public: true,
    });
    expect(profile.socialmedias).toMatchObject([{ value: "https://github.com/owenprice" }]);
    expect(profile.workexperiences[0]).toMatchObject({
      position_name: "Software Developer",
      // No job type in the CV: none is invented (issue 28).
      position_type: "",
      company: "Harbour Systems Ltd",
      start: "2019-03-01",
      current: true,
      job_tasks: [{ description: "Maintained the billing platform" }],
    });
    expect(profile.educations).toMatchObject([
      { name: "University of Bristol", subject_area: "BSc Computer Science" },
    ]);
    expect(profile.skills.map((s) => s.name).sort()).toEqual(["Go", "SQL", "TypeScript"]);
    expect(profile.languages.map((l) => [l.name, l.level])).toEqual([
      ["English", 100],
      ["French", 50],
    ]);
    expect(res.body.imported_fields).toContain("socialmedias");
  });

  it("takes the type from the bytes: a PDF named .docx is read as a PDF", async () => {
    const res = await importCv(server, user, germanCvPdf(), "cv.docx");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await show(res.body.profileId)).vorname).toBe("Marta");
  });

  it("clears the marks of fields the user has seen, only on the user's own profile", async () => {
    const { body } = await importCv(server, user, englishCvDocx(), "cv.docx");
    const seen = await api(server, user, "POST", `/api/profile/importcv/seen/${body.profileId}`, {
      fields: ["vorname", "skills", "not-a-field"],
    });
    expect(seen.status).toBe(200);
    expect(seen.body.imported_fields).not.toContain("vorname");
    expect(seen.body.imported_fields).not.toContain("skills");
    expect(seen.body.imported_fields).toContain("name");
    expect((await show(body.profileId)).imported_fields).toEqual(seen.body.imported_fields);

    const other = await verifiedUser(server);
    const foreign = await api(server, other, "POST", `/api/profile/importcv/seen/${body.profileId}`, {
      fields: ["name"],
    });
    expect(foreign.status).toBe(404);
    expect((await show(body.profileId)).imported_fields).toContain("name");

    const empty = await api(server, user, "POST", "/api/profile/");
    expect((await show(empty.body.id)).imported_fields).toEqual([]);

    // A copy is the user's own work: it carries the data but not the import's marks.
    const copy = await api(server, user, "POST", `/api/profile/clone/${body.profileId}`);
    expect(copy.status).toBe(201);
    expect((await show(copy.body.id)).imported_fields).toEqual([]);
    expect((await show(copy.body.id)).name).toBe((await show(body.profileId)).name);
  });

  it.each([
    ["an encrypted PDF", encryptedPdf, "cv.pdf", ["encrypted"]],
    ["a scan without a text layer", scannedPdf, "scan.pdf", ["no-text"]],
    ["a truncated PDF", () => germanCvPdf().subarray(0, 200), "cv.pdf", ["broken-file", "no-text"]],
    ["a DOCX zip bomb", zipBombDocx, "cv.docx", ["zip-bomb"]],
    ["a 6 MB file", () => new Uint8Array(6_000_000).fill(0x20), "cv.pdf", ["too-large"]],
    [
      "random bytes named .pdf",
      () => new Uint8Array(4000).map((_, i) => (i * 7919) % 251),
      "cv.pdf",
      ["unsupported-type"],
    ],
  ] as const)("refuses %s with its code and creates nothing", async (_what, file, name, codes) => {
    const someone = await verifiedUser(server);
    const res = await importCv(server, someone, file(), name);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(codes).toContain(res.body.code);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await profileCount(server, someone)).toBe(0);
  });

  it("refuses a body that is not a data URL", async () => {
    const res = await api(server, user, "POST", "/api/profile/importcv", {
      file_string: "hello",
      file_name: "x.pdf",
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("broken-file");
  });
});

describe.each(testDialects())("CV import limits on %s", (dialect) => {
  it("stops a parse at the time limit, and the server keeps answering", async () => {
    const server = await startTestServer(dialect, { CV_IMPORT_TIMEOUT_MS: "1" });
    try {
      const user = await verifiedUser(server);
      const res = await importCv(server, user, germanCvPdf(), "cv.pdf");
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe("timeout");
      expect(await profileCount(server, user)).toBe(0);
      const health = await server.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it(`answers 402 beyond ${PROFILE_LIMIT} profiles when payments are on`, async () => {
    const server = await startTestServer(dialect, { PAYMENTS: "1" });
    try {
      const user = await verifiedUser(server);
      for (let i = 0; i < PROFILE_LIMIT; i++) {
        expect((await importCv(server, user, englishCvDocx(), "cv.docx")).status).toBe(201);
      }
      const res = await importCv(server, user, englishCvDocx(), "cv.docx");
      expect(res.status).toBe(402);
      expect(await profileCount(server, user)).toBe(PROFILE_LIMIT);
    } finally {
      await server.stop();
    }
  });
});
