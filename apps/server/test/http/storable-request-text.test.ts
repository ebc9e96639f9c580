import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { botSolution, type TestUser, uniqueEmail, verifiedUser } from "../support/users.ts";

/** What a hostile or broken client puts into typed text: NUL, other C0 controls, lone surrogates. */
const DIRTY = "Back\u0000end\u0007 Dev\uD800eloper\u001F";
const CLEAN = "Backend Dev\uFFFDeloper";

describe.each(testDialects())("text from request bodies is stored cleaned on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await verifiedUser(server);
  });
  afterAll(() => server?.stop());

  const db = () => server.database.db;

  it("an application's job title", async () => {
    const res = await api(server, user, "POST", "/api/profile/applications/", {
      job_title: DIRTY,
      hireing_company: "Muster\u0000 GmbH",
      page: "StepStone",
      recipient_salutation: "female",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ job_title: CLEAN, hireing_company: "Muster GmbH" });
    const row = await db()
      .selectFrom("application")
      .select(["job_title", "hireing_company"])
      .where("id", "=", res.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ job_title: CLEAN, hireing_company: "Muster GmbH" });
  });

  it("a cover letter's title and text; a title of control characters alone is empty (400)", async () => {
    const res = await api(server, user, "POST", "/api/application/coverletter/", {
      title: DIRTY,
      text: "Zeile\u0000 1\r\nZeile\t2",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await db()
      .selectFrom("cover_letter")
      .select(["title", "text"])
      .where("id", "=", res.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: CLEAN, text: "Zeile 1\r\nZeile\t2" });
    const empty = await api(server, user, "POST", "/api/application/coverletter/", {
      title: "\u0000\u0001",
      text: "x",
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveProperty("title");
  });

  it("a profile's fields and the names in its lists", async () => {
    const created = await api(server, user, "POST", "/api/profile/", {});
    expect(created.status).toBe(201);
    const edited = await api(server, user, "POST", "/api/profile/edit", {
      id: created.body.id,
      vorname: "An\u0000na",
      name: "Mus\uDC00ter",
      profiletitle: DIRTY,
      title: "Developer",
      qualifications: [{ name: "Team\u0000work" }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const shown = await api(server, user, "GET", `/api/profile/show/${created.body.id}`);
    expect(shown.body).toMatchObject({
      vorname: "Anna",
      name: "Mus\uFFFDter",
      profiletitle: CLEAN,
      qualifications: [{ name: "Teamwork" }],
    });
  });

  it("a sign-up's name, through better-auth and the registration", async () => {
    const email = uniqueEmail("nul");
    const identity = await server.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: DIRTY, email, password: "correct horse 42", altcha: await botSolution(server) },
    });
    expect(identity.statusCode, identity.body).toBe(200);
    const { token, user: created } = identity.json() as { token: string; user: { id: string; name: string } };
    expect(created.name).toBe(CLEAN);
    const registered = await server.app.inject({
      method: "POST",
      url: "/api/register/signup",
      payload: { username: "Anna\u0000 \uD83D", token, email },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const row = await db()
      .selectFrom("user")
      .select("name")
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("Anna \uFFFD");
  });

  it("a search query with a NUL byte answers, not 500", async () => {
    const res = await server.app.inject({
      method: "GET",
      url: "/api/profile/applications/?q=Back%00end&company=Mus%00ter",
      headers: { "x-auth-token": user.token, "x-auth-id": user.userId },
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});
