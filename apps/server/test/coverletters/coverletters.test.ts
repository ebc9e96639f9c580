import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

const BASE = "/api/application/coverletter";

describe.each(testDialects())("cover letters on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await verifiedUser(server);
    other = await verifiedUser(server);
  });
  afterAll(() => server.stop());

  it("creates with the defaults of a new letter, lists, shows, edits and deletes", async () => {
    const created = await api(server, user, "POST", `${BASE}/`, {
      id: 0,
      title: "Initiativ",
      text: "{salutation}\n\nich bewerbe mich als {jobtitle}.\n\nViele Grüße",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      title: "Initiativ",
      text: "{salutation}\n\nich bewerbe mich als {jobtitle}.\n\nViele Grüße",
      formal: false,
      active: true,
      cover_letter_language: "de",
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const id = created.body.id as number;

    const second = await api(server, user, "POST", `${BASE}/`, {
      title: "Formal EN",
      text: "Dear ...",
      formal: 1,
      active: 0,
      cover_letter_language: "en",
    });
    expect(second.body).toMatchObject({ formal: true, active: false, cover_letter_language: "en" });

    const list = await api(server, user, "GET", `${BASE}/`);
    expect(list.status).toBe(200);
    expect(list.body.map((l: { id: number }) => l.id)).toEqual([second.body.id, id]);

    const edited = await api(server, user, "POST", `${BASE}/edit`, {
      id,
      title: "Initiativbewerbung",
      text: "Neu",
      formal: true,
      active: true,
      cover_letter_language: "de",
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, title: "Initiativbewerbung", text: "Neu", formal: true });

    const shown = await api(server, user, "GET", `${BASE}/show/${id}`);
    expect(shown.body).toMatchObject({ id, title: "Initiativbewerbung", formal: true });

    expect((await api(server, user, "DELETE", `${BASE}/delete/${id}`)).body).toEqual({ id });
    expect((await api(server, user, "GET", `${BASE}/show/${id}`)).status).toBe(404);
    expect((await api(server, user, "DELETE", `${BASE}/delete/${id}`)).status).toBe(404);
  });

  it("answers 400 with field messages and changes nothing", async () => {
    const before = await api(server, user, "GET", `${BASE}/`);
    const empty = await api(server, user, "POST", `${BASE}/`, { title: "  ", text: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ title: "Required", text: "Required" });
    const missing = await api(server, user, "POST", `${BASE}/`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ title: "Required", text: "Required" });
    const language = await api(server, user, "POST", `${BASE}/`, {
      title: "T",
      text: "X",
      cover_letter_language: "fr",
    });
    expect(language.body.fields).toEqual({ cover_letter_language: "Language must be de or en" });
    const formal = await api(server, user, "POST", `${BASE}/`, { title: "T", text: "X", formal: "maybe" });
    expect(formal.body.fields).toHaveProperty("formal");
    const noId = await api(server, user, "POST", `${BASE}/edit`, { title: "T", text: "X" });
    expect(noId.status).toBe(400);
    expect(noId.body.fields).toHaveProperty("id");
    const badParam = await api(server, user, "GET", `${BASE}/show/abc`);
    expect(badParam.status).toBe(400);
    expect((await api(server, user, "GET", `${BASE}/`)).body).toEqual(before.body);
  });

  it("answers 404 for another user's letter on every endpoint and leaves it alone", async () => {
    const mine = await api(server, user, "POST", `${BASE}/`, { title: "Mine", text: "Private" });
    const id = mine.body.id as number;
    expect((await api(server, other, "GET", `${BASE}/show/${id}`)).status).toBe(404);
    const edit = await api(server, other, "POST", `${BASE}/edit`, { id, title: "Stolen", text: "x" });
    expect(edit.status).toBe(404);
    expect((await api(server, other, "DELETE", `${BASE}/delete/${id}`)).status).toBe(404);
    expect((await api(server, other, "GET", `${BASE}/`)).body).toEqual([]);
    expect((await api(server, user, "GET", `${BASE}/show/${id}`)).body.title).toBe("Mine");
  });

  it("needs a session", async () => {
    const res = await server.app.inject({ method: "GET", url: `${BASE}/` });
    expect(res.statusCode).toBe(401);
  });
});
