import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { createToken, withToken } from "../support/extension.ts";
import { addChild, buildProfile } from "../support/profiles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

const answersOf = (id: number) => `/api/extension/profiles/${id}/form-answers`;

describe.each(testDialects())("extension form answers on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await verifiedUser(server);
    token = (await createToken(server, user)).token;
  });
  afterAll(() => server.stop());

  it("answers a profile's form questions by kind, and nothing sensitive even where the profile has it", async () => {
    const profile = await buildProfile(server, user, {
      email: "anna@example.org",
      telefon: "",
      mobile: "+49 170 1234567",
      street: "Hauptstraße",
      housenumber: "5a",
      postcode: "04109",
      city: "Leipzig",
      website: "https://anna.example.org",
      birthdate: "1990-04-01",
      available_from: "2027-01-01",
      daily_rate_remote: 800,
    });
    await addChild(server, user, "socialmedia", profile.id, {
      key_name: "LinkedIn",
      value: "https://www.linkedin.com/in/anna",
    });
    await addChild(server, user, "socialmedia", profile.id, {
      key_name: "Code",
      value: "https://github.com/anna",
    });
    await addChild(server, user, "education", profile.id, {
      name: "Schule am See",
      subject_area: "Abitur",
      start: "2000-08-01",
      ende: "2008-06-30",
    });
    await addChild(server, user, "education", profile.id, {
      name: "Universität Leipzig",
      subject_area: "Informatik",
      start: "2008-10-01",
      ende: "2013-09-30",
    });
    await addChild(server, user, "workexperience", profile.id, {
      position_name: "Junior Developer",
      position_type: "Festanstellung",
      company: "Old GmbH",
      start: "2015-01-01",
      ende: "2018-12-31",
    });
    await addChild(server, user, "workexperience", profile.id, {
      position_name: "Senior Developer",
      position_type: "Festanstellung",
      company: "ACME AG",
      start: "2019-01-01",
    });

    const res = await withToken(server, token, "GET", answersOf(profile.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      profileId: profile.id,
      answers: {
        firstName: "Anna",
        lastName: "Muster",
        fullName: "Anna Muster",
        email: "anna@example.org",
        phone: "+49 170 1234567",
        mobile: "+49 170 1234567",
        streetAddress: "Hauptstraße 5a",
        street: "Hauptstraße",
        houseNumber: "5a",
        postcode: "04109",
        city: "Leipzig",
        linkedin: "https://www.linkedin.com/in/anna",
        github: "https://github.com/anna",
        website: "https://anna.example.org",
        currentCompany: "ACME AG",
        currentTitle: "Senior Developer",
        school: "Universität Leipzig",
        fieldOfStudy: "Informatik",
        availableFrom: "2027-01-01",
      },
    });
    // The date of birth and the rates are in the profile, yet a form gets them only from saved answers.
    expect(JSON.stringify(res.body)).not.toContain("1990");
    expect(JSON.stringify(res.body)).not.toContain("800");
  });

  it("answers another user's profile, an unknown one and a bad id as the profile endpoints do", async () => {
    const other = await verifiedUser(server);
    const theirs = await buildProfile(server, other, { email: "other@example.org" });
    const foreign = await withToken(server, token, "GET", answersOf(theirs.id));
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain("other@example.org");
    expect((await withToken(server, token, "GET", answersOf(999_999))).status).toBe(404);
    const bad = await withToken(server, token, "GET", "/api/extension/profiles/abc/form-answers");
    expect(bad.status).toBe(400);
    // The owner sees theirs.
    const own = await createToken(server, other);
    expect((await withToken(server, own.token, "GET", answersOf(theirs.id))).body.answers.email).toBe(
      "other@example.org",
    );
  });

  it("takes no session and no missing token", async () => {
    const profile = await buildProfile(server, user);
    expect((await server.app.inject({ method: "GET", url: answersOf(profile.id) })).statusCode).toBe(401);
    expect((await withToken(server, "not-a-token", "GET", answersOf(profile.id))).status).toBe(401);
    // The web app's session is not a token: this route is the extension's only.
    expect((await api(server, user, "GET", answersOf(profile.id))).status).toBe(401);
  });
});
