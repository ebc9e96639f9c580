import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_FOLDS_0011 } from "../../src/db/migrations/0011_search.ts";
import {
  foldSearchText,
  ftsMatch,
  SEARCH_FOLDS,
  searchWords,
} from "../../src/features/applications/search.ts";
import { api, buildApplication } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

describe("search words", () => {
  it("fold umlauts and their spellings alike", () => {
    expect(foldSearchText("Müller")).toBe(foldSearchText("Mueller"));
    expect(foldSearchText("MÜLLER")).toBe(foldSearchText("muller"));
    expect(foldSearchText("Straße")).toBe(foldSearchText("Strasse"));
  });

  it("fold the query as the index was folded (the list frozen in migration 0011)", () => {
    // The query side must fold exactly like the triggers of the newest migration that wrote them.
    expect(SEARCH_FOLDS).toEqual(SEARCH_FOLDS_0011);
  });

  it("drop a word that starts another and keep operators as text", () => {
    expect(searchWords("Entw Entwickler")).toEqual(["entwickler"]);
    expect(searchWords("%")).toEqual([]);
    expect(ftsMatch(searchWords('NOT "x" OR'))).toBe('"not"* "x"* "or"*');
  });
});

describe.each(testDialects())("application search on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await verifiedUser(server);
    other = await verifiedUser(server);
  });
  afterAll(() => server.stop());

  async function titles(as: TestUser, q: string): Promise<string[]> {
    const res = await api(server, as, "GET", `/api/profile/applications/?q=${encodeURIComponent(q)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.applications as { job_title: string }[]).map((a) => a.job_title).sort();
  }

  it("finds Müller, Mueller and Muller with any of the three spellings", async () => {
    await buildApplication(server, user, { job_title: "Umlaut A", hireing_company: "Müller GmbH" });
    await buildApplication(server, user, { job_title: "Umlaut B", hireing_company: "Mueller AG" });
    await buildApplication(server, user, { job_title: "Umlaut C", hireing_company: "Muller KG" });
    await buildApplication(server, user, { job_title: "Umlaut D", hireing_company: "Miller Inc" });
    for (const q of ["müller", "Mueller", "MULLER"]) {
      expect(await titles(user, q), q).toEqual(["Umlaut A", "Umlaut B", "Umlaut C"]);
    }
  });

  it("matches word prefixes, every word required, across fields", async () => {
    await buildApplication(server, user, {
      job_title: "Softwareentwicklerin",
      hireing_company: "Zeta Werke",
      location: "Köln",
    });
    await buildApplication(server, user, { job_title: "Softwarearchitekt", location: "Berlin" });
    expect(await titles(user, "softwareent")).toEqual(["Softwareentwicklerin"]);
    expect(await titles(user, "software koeln")).toEqual(["Softwareentwicklerin"]);
    expect(await titles(user, "software")).toEqual(["Softwarearchitekt", "Softwareentwicklerin"]);
    expect(await titles(user, "software hamburg")).toEqual([]);
  });

  it("finds words of the description and the notes, and follows their changes", async () => {
    const app = await buildApplication(server, user, {
      job_title: "Notiz-Test",
      job_description: "Wir arbeiten mit Kubernetes",
    });
    expect(await titles(user, "kubernetes")).toEqual(["Notiz-Test"]);
    const note = await api(server, user, "POST", "/api/application/notes/", {
      value: "Rückruf von Frau Özdemir",
      application: { id: app.id },
    });
    expect(note.status).toBe(200);
    expect(await titles(user, "ozdemir")).toEqual(["Notiz-Test"]);
    expect(await titles(user, "rueckruf")).toEqual(["Notiz-Test"]);

    const edited = await api(server, user, "POST", "/api/application/notes/edit", {
      id: note.body.id,
      value: "Absage erhalten",
    });
    expect(edited.status).toBe(200);
    expect(await titles(user, "ozdemir")).toEqual([]);
    expect(await titles(user, "absage")).toEqual(["Notiz-Test"]);

    const renamed = await api(server, user, "POST", "/api/profile/applications/edit", {
      ...app,
      job_title: "Umbenannt",
    });
    expect(renamed.status).toBe(200);
    expect(await titles(user, "umbenannt")).toEqual(["Umbenannt"]);
    expect(await titles(user, "notiz")).toEqual([]);

    expect((await api(server, user, "DELETE", `/api/profile/applications/delete/${app.id}`)).status).toBe(
      200,
    );
    expect(await titles(user, "absage")).toEqual([]);
  });

  it("never shows another user's applications", async () => {
    await buildApplication(server, other, { job_title: "Geheim", hireing_company: "Müller GmbH" });
    expect(await titles(user, "geheim")).toEqual([]);
    expect(await titles(other, "mueller")).toEqual(["Geheim"]);
  });

  it("treats search syntax as text", async () => {
    for (const q of ['"', "NOT", "a OR b", "x*", "(", "NEAR(a b)", "title:foo", "&|!"]) {
      const res = await api(server, user, "GET", `/api/profile/applications/?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
  });
});
