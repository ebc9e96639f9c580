import { readdirSync } from "node:fs";
import path from "node:path";
import { APPLICATION_STATUSES, DEMO_MESSAGES } from "@jah/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildApplication } from "../support/applications.ts";
import { readCatalogue } from "../support/catalogue.ts";
import { testDialects } from "../support/dialects.ts";
import { buildProfile } from "../support/profiles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** The stored files of the installation (DATA_DIR/files). */
function storedFiles(server: TestServer): string[] {
  try {
    return readdirSync(path.join(server.config.dataDir, "files"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

describe.each(testDialects())("data reset with STAGING off on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  it("does not exist", async () => {
    const user = await verifiedUser(server);
    const before = await buildApplication(server, user);
    const res = await api(server, user, "POST", "/api/datareset", { confirm: true });
    expect(res.status).toBe(404);
    expect((await server.app.inject({ url: "/api/config" })).json().stagingHost).toBe(false);
    expect((await api(server, user, "GET", `/api/profile/applications/show/${before.id}`)).status).toBe(200);
  });
});

describe.each(testDialects())("data reset on the staging host on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { STAGING: "1" });
  });
  afterAll(() => server.stop());

  /** A user with one of everything: profile, application with a note, letter, document. */
  async function userWithData(language: "de" | "en") {
    const user = await verifiedUser(server, { acceptLanguage: language });
    const profile = await buildProfile(server, user);
    const application = await buildApplication(server, user, { job_title: `Own job of ${user.email}` });
    const note = await api(server, user, "POST", "/api/application/notes/", {
      value: "my own note",
      application: { id: application.id },
    });
    expect(note.status).toBe(200);
    const letter = await api(server, user, "POST", "/api/application/coverletter/", {
      title: "My own letter",
      text: "Hello",
    });
    expect(letter.status).toBe(200);
    const document = await api(server, user, "POST", "/api/documents/", {
      file_string: `data:application/pdf;base64,${PDF.toString("base64")}`,
      file_name: "own.pdf",
      original_name: "own.pdf",
    });
    expect(document.status, JSON.stringify(document.body)).toBe(200);
    return {
      user,
      profileId: profile.id as number,
      applicationId: application.id,
      documentId: document.body.id,
    };
  }

  /** Everything a user sees of their data, by kind. */
  async function snapshot(user: TestUser) {
    const active = await api(server, user, "GET", "/api/profile/applications/?limit=200");
    const archive = await api(server, user, "GET", "/api/profile/applications/archive?limit=200");
    return {
      applications: [...active.body.applications, ...archive.body.applications] as Array<{
        id: number;
        job_title: string;
        status: string;
      }>,
      profiles: (await api(server, user, "GET", "/api/profile/")).body as Array<{ id: number }>,
      letters: (await api(server, user, "GET", "/api/application/coverletter/")).body as Array<{
        title: string;
      }>,
      documents: (await api(server, user, "GET", "/api/documents/")).body as Array<{ id: number }>,
    };
  }

  it("replaces only the signed-in user's data with the sample data in their language", async () => {
    const mine = await userWithData("de");
    const theirs = await userWithData("en");
    const theirsBefore = await snapshot(theirs.user);
    const filesBefore = storedFiles(server);
    expect(filesBefore).toHaveLength(2);

    const res = await api(server, mine.user, "POST", "/api/datareset", { confirm: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ profiles: 2, applications: 12, coverletters: 3, language: "de" });

    // Mine: the old rows and the file are gone, the German sample data is there, still signed in.
    const after = await snapshot(mine.user);
    expect(after.applications).toHaveLength(12);
    expect(new Set(after.applications.map((a) => a.status))).toEqual(new Set(APPLICATION_STATUSES));
    expect(after.applications.some((a) => a.job_title.startsWith("Own job"))).toBe(false);
    expect(after.applications.map((a) => a.job_title)).toContain("Teamleitung Frontend (m/w/d)");
    expect(after.profiles).toHaveLength(2);
    expect(after.profiles.map((p) => p.id)).not.toContain(mine.profileId);
    expect(after.letters.map((l) => l.title)).toContain("Initiativbewerbung");
    expect(after.letters.map((l) => l.title)).not.toContain("My own letter");
    expect(after.documents).toEqual([]);
    const show = (id: number) => api(server, mine.user, "GET", `/api/profile/applications/show/${id}`);
    expect((await show(mine.applicationId)).status).toBe(404);
    const notes = await server.database.db
      .selectFrom("application_note")
      .select("value")
      .where("user_id", "=", mine.user.userId)
      .execute();
    expect(notes.map((n) => n.value)).not.toContain("my own note");
    expect(storedFiles(server)).toHaveLength(1);
    const me = await api(server, mine.user, "GET", "/api/account/me");
    expect(me.status).toBe(200);
    expect(me.body.language).toBe("de");

    // Theirs: untouched, file included.
    expect(await snapshot(theirs.user)).toEqual(theirsBefore);
    expect(
      (await api(server, theirs.user, "GET", `/api/profile/applications/show/${theirs.applicationId}`))
        .status,
    ).toBe(200);
    const preview = await server.app.inject({
      url: `/api/documents/preview/${theirs.documentId}`,
      headers: { "x-auth-token": theirs.user.token, "x-auth-id": theirs.user.userId },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.equals(PDF)).toBe(true);

    // Again: the sample data once more, not twice.
    expect((await api(server, mine.user, "POST", "/api/datareset", { confirm: true })).status).toBe(200);
    expect((await snapshot(mine.user)).applications).toHaveLength(12);
  });

  it("writes English sample data for an English-speaking user", async () => {
    const { user } = await userWithData("en");
    const res = await api(server, user, "POST", "/api/datareset", { confirm: true });
    expect(res.body.language).toBe("en");
    const letters = (await snapshot(user)).letters.map((l) => l.title);
    expect(letters).toContain("Speculative application");
  });

  it("needs the explicit confirmation and a session, and changes nothing without them", async () => {
    const { user, applicationId } = await userWithData("en");
    for (const body of [{}, { confirm: false }, { confirm: "yes" }]) {
      const res = await api(server, user, "POST", "/api/datareset", body);
      expect(res.status).toBe(400);
      expect(res.body.fields.confirm).toBe(DEMO_MESSAGES.confirmReset);
    }
    const anonymous = await server.app.inject({
      method: "POST",
      url: "/api/datareset",
      payload: { confirm: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await api(server, user, "GET", `/api/profile/applications/show/${applicationId}`)).status).toBe(
      200,
    );
    expect((await snapshot(user)).applications).toHaveLength(1);
  });

  it("knows for every table that names a user whether a reset empties or keeps it, and why", async () => {
    const tables = await readCatalogue(server.database.db, dialect);
    const names = new Set(tables.map((t) => t.name));
    // A table that names a user itself (its children go with their parent row by the cascade).
    const namesUser = new Set(
      tables
        .filter((t) => t.foreignKeys.some((fk) => fk.table === "user") || t.columns.has("user_id"))
        .map((t) => t.name),
    );
    expect(namesUser.size).toBeGreaterThan(10);
    const decided = new Set<string>();
    for (const part of server.userData) {
      const keeps = Object.entries(part.resetKeeps ?? {});
      for (const [table, reason] of keeps) {
        expect(part.tables, `${part.feature} keeps ${table}`).toContain(table);
        expect(reason.length, `${part.feature}: why ${table} is kept`).toBeGreaterThan(5);
        decided.add(table);
      }
      // A part with tables a reset does not keep empties them itself.
      const emptied = part.tables.filter(
        (table) => namesUser.has(table) && !(table in (part.resetKeeps ?? {})),
      );
      if (emptied.length > 0) {
        expect(Boolean(part.reset || part.removeFiles), `${part.feature} resets ${emptied.join(", ")}`).toBe(
          true,
        );
        for (const table of emptied) decided.add(table);
      }
    }
    expect([...namesUser].filter((name) => !decided.has(name))).toEqual([]);
    // And nothing is kept that does not exist (a renamed table would hide here).
    expect([...decided].filter((name) => !names.has(name))).toEqual([]);
  });
});
