import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildApplication } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { buildProfile } from "../support/profiles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

describe.each(testDialects())("compose on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  let profileId: number;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await verifiedUser(server);
    profileId = (await buildProfile(server, user)).id;
  });
  afterAll(() => server.stop());

  const compose = (body: Record<string, unknown>, who: TestUser = user) =>
    api(server, who, "POST", "/api/profile/applications/compose", body);

  const sentMails = (userId: string) =>
    server.database.db.selectFrom("sent_mail").selectAll().where("user_id", "=", userId).execute();

  it("requires text, subject, profile and application ('Required') and a valid address", async () => {
    const res = await compose({ mail_text: " ", mail_address: "nope" });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      mail_text: "Required",
      mail_subject: "Required",
      profile: "Required",
      application: "Required",
      mail_address: "Invalid email address",
    });
    const badDate = await compose({
      profile: { id: profileId },
      application: { id: 1 },
      mail_text: "a",
      mail_subject: "b",
      mail_address: "a@b.de",
      follow_up: "2026-13-01",
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.fields.follow_up).toBe("Date must be in the format YYYY-MM-DD");
  });

  it("without a mail account saves the mail and answers a correctly encoded mailto: link", async () => {
    const application = await buildApplication(server, user);
    const res = await compose({
      profile: { id: profileId },
      application: { id: application.id },
      mail_address: "jobs@muster.example",
      mail_subject: "Bewerbung als Entwickler (m/w/d) & mehr",
      mail_text: "Sehr geehrte Frau Müller,\nanbei 100% Motivation!\n\nGrüße",
      follow_up: "2027-02-01",
      fit_percentage: 64,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      status: "mailto",
      mailto:
        "mailto:jobs@muster.example?subject=Bewerbung%20als%20Entwickler%20%28m%2Fw%2Fd%29%20%26%20mehr" +
        "&body=Sehr%20geehrte%20Frau%20M%C3%BCller%2C%0D%0Aanbei%20100%25%20Motivation%21%0D%0A%0D%0AGr%C3%BC%C3%9Fe",
      attachments_note: true,
    });
    const shown = (await api(server, user, "GET", `/api/profile/applications/show/${application.id}`)).body;
    expect(shown).toMatchObject({
      mail_address: "jobs@muster.example",
      mail_subject: "Bewerbung als Entwickler (m/w/d) & mehr",
      mail_text: "Sehr geehrte Frau Müller,\nanbei 100% Motivation!\n\nGrüße",
      follow_up: "2027-02-01",
      send: false,
      status: "todo",
    });
    expect(await sentMails(user.userId)).toHaveLength(0);
    expect((await api(server, user, "GET", `/api/profile/applications/sent/${application.id}`)).body).toEqual(
      {
        sent: null,
      },
    );
  });

  it("answers 404 for another user's profile, application or document and changes nothing", async () => {
    const intruder = await verifiedUser(server);
    const own = await buildApplication(server, intruder);
    const ownProfile = (await buildProfile(server, intruder)).id;
    const victimApplication = await buildApplication(server, user);
    const doc = await api(server, user, "POST", "/api/documents/", {
      file_string: `data:text/plain;base64,${Buffer.from("hallo").toString("base64")}`,
      file_name: "a.txt",
      original_name: "a.txt",
    });
    expect(doc.status).toBe(200);
    const base = { mail_address: "x@y.de", mail_subject: "s", mail_text: "t" };
    const cases = [
      { profile: { id: profileId }, application: { id: own.id } },
      { profile: { id: ownProfile }, application: { id: victimApplication.id } },
      { profile: { id: ownProfile }, application: { id: own.id }, documents: [doc.body.id] },
    ];
    for (const body of cases) {
      const res = await compose({ ...base, ...body }, intruder);
      expect(res.status, JSON.stringify(body)).toBe(404);
    }
    const untouched = (await api(server, intruder, "GET", `/api/profile/applications/show/${own.id}`)).body;
    expect(untouched.mail_subject).toBe("");
    expect(await sentMails(intruder.userId)).toHaveLength(0);
  });

  it("refuses an application that was already sent (409)", async () => {
    const application = await buildApplication(server, user);
    await server.database.db
      .updateTable("application")
      .set({ send: true })
      .where("id", "=", application.id)
      .execute();
    const res = await compose({
      profile: { id: profileId },
      application: { id: application.id },
      mail_address: "x@y.de",
      mail_subject: "s",
      mail_text: "t",
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This application has already been sent");
  });
});
