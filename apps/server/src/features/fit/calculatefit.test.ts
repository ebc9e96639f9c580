import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildApplication } from "../../../test/support/applications.ts";
import { testDialects } from "../../../test/support/dialects.ts";
import { addChild, buildProfile } from "../../../test/support/profiles.ts";
import { startTestServer, type TestServer } from "../../../test/support/server.ts";
import { type TestUser, verifiedUser } from "../../../test/support/users.ts";

const url = (profileId: number | string, applicationId: number | string, query = "") =>
  `/api/profile/calculatefit/${profileId}/${applicationId}${query}`;

describe.each(testDialects())("calculatefit on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  let profileId: number;
  let goodId: number;
  let poorId: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await verifiedUser(server);
    const profile = await buildProfile(server, user, {
      title: "Softwareentwicklerin",
      city: "Berlin",
      languages: [{ name: "Deutsch", level: 100 }],
    });
    profileId = profile.id;
    for (const name of ["TypeScript", "React", "Postgres"]) {
      await addChild(server, user, "skill", profileId, { name, category: "Entwicklung", percentage: 75 });
    }
    goodId = (
      await buildApplication(server, user, {
        job_title: "Softwareentwickler (m/w/d)",
        location: "Berlin",
        job_description:
          "Du entwickelst mit TypeScript, React und PostgreSQL. Kenntnisse in Kubernetes sind ein Plus.",
      })
    ).id;
    poorId = (
      await buildApplication(server, user, {
        job_title: "Pflegefachkraft (m/w/d)",
        location: "München",
        job_description: "Grundpflege und Behandlungspflege unserer Patienten.",
      })
    ).id;
  });
  afterAll(() => server.stop());

  it("answers the fit as a bare number, higher for the better application", async () => {
    const good = await api(server, user, "GET", url(profileId, goodId));
    const poor = await api(server, user, "GET", url(profileId, poorId));
    expect(good.status).toBe(200);
    expect(typeof good.body).toBe("number");
    expect(good.body).toBeGreaterThanOrEqual(0);
    expect(good.body).toBeLessThanOrEqual(100);
    expect(good.body).toBeGreaterThan(poor.body + 30);
  });

  it("explains the score with ?explain=1", async () => {
    const res = await api(server, user, "GET", url(profileId, goodId, "?explain=1"));
    expect(res.status).toBe(200);
    const plain = await api(server, user, "GET", url(profileId, goodId));
    expect(res.body.score).toBe(plain.body);
    expect(res.body.ad_language).toBe("de");
    expect(Object.keys(res.body.parts).sort()).toEqual([
      "experience",
      "language",
      "location",
      "skills",
      "title",
    ]);
    expect(res.body.reasons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: "skill_matched", skill: "PostgreSQL", profile_skill: "Postgres" }),
        expect.objectContaining({ type: "skill_missing", skill: "Kubernetes" }),
        expect.objectContaining({ type: "title", profile_title: "Softwareentwicklerin" }),
        expect.objectContaining({ type: "location", fit: "same_place" }),
      ]),
    );
    expect((await api(server, user, "GET", url(profileId, goodId, "?explain=0"))).body).toBe(plain.body);
  });

  it("answers 404 for another user's profile or application", async () => {
    const other = await verifiedUser(server);
    const theirProfile = (await buildProfile(server, other)).id;
    const theirApplication = (await buildApplication(server, other)).id;
    expect((await api(server, user, "GET", url(theirProfile, goodId))).status).toBe(404);
    expect((await api(server, user, "GET", url(profileId, theirApplication))).status).toBe(404);
    expect((await api(server, other, "GET", url(profileId, goodId))).status).toBe(404);
    expect((await api(server, user, "GET", url(999_999, goodId))).status).toBe(404);
  });

  it("answers 400 naming the field for bad ids and a bad explain", async () => {
    const bad = await api(server, user, "GET", url("abc", goodId));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ profileId: "Unknown id" });
    const zero = await api(server, user, "GET", url(profileId, 0));
    expect(zero.body.fields).toEqual({ applicationId: "Unknown id" });
    const explain = await api(server, user, "GET", url(profileId, goodId, "?explain=yes"));
    expect(explain.status).toBe(400);
    expect(Object.keys(explain.body.fields)).toEqual(["explain"]);
  });

  it("answers 401 without a session", async () => {
    const res = await server.app.inject({ method: "GET", url: url(profileId, goodId) });
    expect(res.statusCode).toBe(401);
  });
});
