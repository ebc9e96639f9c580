import { PROFILE_LIMIT } from "@jah/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { addChild, buildFullProfile, buildProfile, PROFILE_FIELDS } from "../support/profiles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

describe.each(testDialects())("profiles on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await verifiedUser(server);
  });
  afterAll(() => server.stop());

  it("creates an empty profile with the defaults and lists profiles oldest first", async () => {
    const fresh = await verifiedUser(server);
    const created = await api(server, fresh, "POST", "/api/profile/");
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      vorname: "",
      name: "",
      profiletitle: "",
      profile_language: "de",
      cv_template: "full",
      available: true,
      aktive: true,
      freelance: false,
      max_hours: null,
      birthdate: null,
      has_picture: false,
      skills: [],
      languages: [],
      _searching: [],
      qualifications: [],
      socialmedias: [],
      educations: [],
      workexperiences: [],
    });
    const second = await api(server, fresh, "POST", "/api/profile/", {});
    expect(second.status).toBe(201);
    const list = await api(server, fresh, "GET", "/api/profile/");
    expect(list.body.map((p: { id: number }) => p.id)).toEqual([created.body.id, second.body.id]);
    expect(list.body[0]).toEqual({
      id: created.body.id,
      profiletitle: "",
      vorname: "",
      name: "",
      title: "",
      cv_template: "full",
      profile_language: "de",
      freelance: false,
      has_picture: false,
      updated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
  });

  it("saves scalar fields and replaces the lists saved with the profile", async () => {
    const profile = await buildProfile(server, user, {
      freelance: true,
      email: "anna@example.com",
      website: "https://anna.example.com",
      birthdate: "1990-05-17T00:00:00.000Z",
      max_hours: "32.5",
      hourly_rate_remote: 95,
      hourly_rate_remote_public: 1,
      profile_language: "en",
      cv_template: "elegant",
      languages: [
        { name: "Deutsch", level: 100 },
        { name: "English", level: "75" },
      ],
      _searching: [{ name: "Remote work" }],
      qualifications: [{ name: "Teamwork" }, { name: "Patience" }],
    });
    expect(profile).toMatchObject({
      ...PROFILE_FIELDS,
      freelance: true,
      birthdate: "1990-05-17",
      max_hours: 32.5,
      hourly_rate_remote: 95,
      hourly_rate_remote_public: true,
      profile_language: "en",
      cv_template: "elegant",
      languages: [
        { name: "Deutsch", level: 100 },
        { name: "English", level: 75 },
      ],
      _searching: [{ name: "Remote work" }],
      qualifications: [{ name: "Teamwork" }, { name: "Patience" }],
    });
    const replaced = await api(server, user, "POST", "/api/profile/edit", {
      ...profile,
      languages: [{ name: "Français", level: 25 }],
      _searching: [],
    });
    expect(replaced.status).toBe(200);
    const shown = await api(server, user, "GET", `/api/profile/show/${profile.id}`);
    expect(shown.body.languages.map((l: { name: string }) => l.name)).toEqual(["Français"]);
    expect(shown.body._searching).toEqual([]);
    expect(shown.body.qualifications.map((q: { name: string }) => q.name)).toEqual(["Teamwork", "Patience"]);
    expect(shown.body.freelance).toBe(true);
  });

  it("shows children in their order: skills by category and name, timelines newest first", async () => {
    const profile = await buildProfile(server, user);
    for (const [name, category] of [
      ["Vue", "Frontend"],
      ["Postgres", "Backend"],
      ["Angular", "Frontend"],
      ["Node", "Backend"],
    ]) {
      await addChild(server, user, "skill", profile.id, { name, category, percentage: 50 });
    }
    for (const start of ["2005-09-01", "2012-10-01", "2008-10-01"]) {
      await addChild(server, user, "education", profile.id, {
        name: `School ${start}`,
        subject_area: "CS",
        start,
        ende: start,
      });
      await addChild(server, user, "workexperience", profile.id, {
        position_name: `Job ${start}`,
        position_type: "Employee",
        start,
      });
    }
    const shown = (await api(server, user, "GET", `/api/profile/show/${profile.id}`)).body;
    expect(shown.skills.map((s: { name: string }) => s.name)).toEqual(["Node", "Postgres", "Angular", "Vue"]);
    expect(shown.educations.map((e: { start: string }) => e.start)).toEqual([
      "2012-10-01",
      "2008-10-01",
      "2005-09-01",
    ]);
    expect(shown.workexperiences.map((w: { start: string }) => w.start)).toEqual([
      "2012-10-01",
      "2008-10-01",
      "2005-09-01",
    ]);
  });

  it("answers 400 with field messages and saves nothing", async () => {
    const profile = await buildProfile(server, user, { mantra: "keep going" });
    const res = await api(server, user, "POST", "/api/profile/edit", {
      id: profile.id,
      vorname: "",
      mantra: "changed",
      languages: [{ name: "Deutsch", level: 60 }],
      birthdate: "17.05.1990",
      cv_template: "fancy",
      website: "javascript:alert(1)",
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      vorname: "Required",
      name: "Required",
      "languages.0.level": "Level must be 25, 50, 75 or 100",
      birthdate: "Date must be in the format YYYY-MM-DD",
      cv_template: "Unknown template",
      website: "Must be a web address (http or https)",
    });
    const shown = await api(server, user, "GET", `/api/profile/show/${profile.id}`);
    expect(shown.body.mantra).toBe("keep going");
    expect((await api(server, user, "GET", "/api/profile/show/abc")).status).toBe(400);
    expect((await api(server, user, "GET", "/api/profile/show/999999")).status).toBe(404);
  });

  it("deletes a profile with its children", async () => {
    const full = await buildFullProfile(server, user);
    const deleted = await api(server, user, "DELETE", `/api/profile/delete/${full.id}`);
    expect(deleted).toEqual({ status: 200, body: { id: full.id } });
    expect((await api(server, user, "GET", `/api/profile/show/${full.id}`)).status).toBe(404);
    const db = server.database.db;
    for (const table of [
      "profile_skills",
      "profile_languages",
      "profile_educations",
      "profile_workexperiences",
    ] as const) {
      const rows = await db.selectFrom(table).select("id").where("profile_id", "=", full.id).execute();
      expect(rows, table).toEqual([]);
    }
    const tasks = await db
      .selectFrom("profile_job_tasks")
      .select("id")
      .where("id", "=", full.workexperiences[0].job_tasks[0].id)
      .execute();
    expect(tasks).toEqual([]);
    expect((await api(server, user, "DELETE", `/api/profile/delete/${full.id}`)).status).toBe(404);
  });

  it("clones a profile deeply and appends the copy; editing the copy leaves the original alone", async () => {
    const fresh = await verifiedUser(server);
    const original = await buildFullProfile(server, fresh);
    const cloned = await api(server, fresh, "POST", `/api/profile/clone/${original.id}`);
    expect(cloned.status).toBe(201);
    const copy = cloned.body;
    expect(copy.id).not.toBe(original.id);
    expect(copy.profiletitle).toBe(`${original.profiletitle} (Kopie)`);
    const strip = (p: typeof original) =>
      JSON.parse(
        JSON.stringify({ ...p, id: 0, profiletitle: "", created: "", updated: "" }, (key, value) =>
          key === "id" ? 0 : value,
        ),
      );
    expect(strip(copy)).toEqual(strip(original));
    expect(copy.workexperiences[0].job_tasks).toHaveLength(1);
    expect(copy.workexperiences[0].job_tasks[0].id).not.toBe(original.workexperiences[0].job_tasks[0].id);

    await api(server, fresh, "POST", "/api/profile/skill/edit", { ...copy.skills[0], name: "Rust" });
    await api(server, fresh, "POST", "/api/profile/workexperience/editJobTask", {
      id: copy.workexperiences[0].job_tasks[0].id,
      description: "Changed",
    });
    await api(server, fresh, "POST", "/api/profile/edit", { ...copy, languages: [] });
    const after = (await api(server, fresh, "GET", `/api/profile/show/${original.id}`)).body;
    expect(after.skills[0].name).toBe("TypeScript");
    expect(after.workexperiences[0].job_tasks[0].description).toBe("Built APIs");
    expect(after.languages).toHaveLength(1);

    const list = await api(server, fresh, "GET", "/api/profile/");
    expect(list.body.map((p: { id: number }) => p.id)).toEqual([original.id, copy.id]);

    const english = await buildProfile(server, fresh, { profile_language: "en", profiletitle: "CV" });
    const englishCopy = await api(server, fresh, "POST", `/api/profile/clone/${english.id}`);
    expect(englishCopy.body.profiletitle).toBe("CV (copy)");
  });

  it("keeps the system profile apart from the CV profiles", async () => {
    const fresh = await verifiedUser(server);
    const first = await api(server, fresh, "GET", "/api/profile/systemprofile");
    expect(first).toEqual({
      status: 200,
      body: {
        vorname: "",
        name: "",
        email: "",
        telefon: "",
        mobile: "",
        birthdate: null,
        street: "",
        housenumber: "",
        postcode: "",
        city: "",
        website: "",
      },
    });
    const edited = await api(server, fresh, "POST", "/api/profile/systemprofile/edit", {
      vorname: "Erika",
      name: "Musterfrau",
      email: "erika@example.com",
      city: "Köln",
      birthdate: "1985-01-02",
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ vorname: "Erika", city: "Köln", birthdate: "1985-01-02" });
    expect((await api(server, fresh, "GET", "/api/profile/systemprofile")).body).toEqual(edited.body);
    const invalid = await api(server, fresh, "POST", "/api/profile/systemprofile/edit", { vorname: "" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toMatchObject({ vorname: "Required", name: "Required" });
    expect((await api(server, fresh, "GET", "/api/profile/")).body).toEqual([]);
    const other = await verifiedUser(server);
    expect((await api(server, other, "GET", "/api/profile/systemprofile")).body.vorname).toBe("");
  });

  it("answers 404 for another user's profile on every profile endpoint", async () => {
    const owner = await verifiedUser(server);
    const intruder = await verifiedUser(server);
    const profile = await buildFullProfile(server, owner);
    const attempts: Array<[string, string, unknown?]> = [
      ["GET", `/api/profile/show/${profile.id}`],
      ["POST", "/api/profile/edit", { ...profile, picture: undefined, mantra: "stolen" }],
      ["DELETE", `/api/profile/delete/${profile.id}`],
      ["POST", `/api/profile/clone/${profile.id}`],
      ["GET", `/api/profile/profilePicture/${profile.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await api(server, intruder, method as "GET", url, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await api(server, intruder, "GET", "/api/profile/")).body).toEqual([]);
    const shown = await api(server, owner, "GET", `/api/profile/show/${profile.id}`);
    expect(shown.body).toEqual(profile);
  });

  it("documents the profile endpoints in the OpenAPI document", async () => {
    const res = await server.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      "/api/profile/edit",
      "/api/profile/skill/",
      "/api/profile/download/{id}",
      "/api/profile/jsonresume",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("needs a verified session", async () => {
    const res = await server.app.inject({ method: "GET", url: "/api/profile/" });
    expect(res.statusCode).toBe(401);
  });
});

describe.each(testDialects())("profile limit with payments on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { PAYMENTS: "1" });
  });
  afterAll(() => server.stop());

  it(`answers 402 beyond ${PROFILE_LIMIT} profiles for create and clone`, async () => {
    const user = await verifiedUser(server);
    const ids = [];
    for (let i = 0; i < PROFILE_LIMIT; i++) {
      const res = await api(server, user, "POST", "/api/profile/");
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const create = await api(server, user, "POST", "/api/profile/");
    expect(create.status).toBe(402);
    expect(create.body.message).toMatch(/profiles/);
    const clone = await api(server, user, "POST", `/api/profile/clone/${ids[0]}`);
    expect(clone.status).toBe(402);
    expect((await api(server, user, "GET", "/api/profile/")).body).toHaveLength(PROFILE_LIMIT);
    await api(server, user, "DELETE", `/api/profile/delete/${ids[1]}`);
    expect((await api(server, user, "POST", `/api/profile/clone/${ids[0]}`)).status).toBe(201);
  });

  it("keeps the limit when many creates arrive at once", async () => {
    const user = await verifiedUser(server);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api(server, user, "POST", "/api/profile/")),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(PROFILE_LIMIT);
    expect(answers.filter((a) => a.status === 402)).toHaveLength(6 - PROFILE_LIMIT);
    expect((await api(server, user, "GET", "/api/profile/")).body).toHaveLength(PROFILE_LIMIT);
  });
});
