import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildApplication } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { verifiedUser } from "../support/users.ts";

describe.each(testDialects())("calendar feed on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  const fetchFeed = (url: string) => server.app.inject({ url: new URL(url).pathname });

  it("serves the user's appointments and follow-ups under a secret address that can be renewed", async () => {
    const user = await verifiedUser(server, { acceptLanguage: "de" });
    const other = await verifiedUser(server);
    expect((await api(server, user, "GET", "/api/usersettings/calendar")).body).toEqual({ url: null });

    const app = await buildApplication(server, user, {
      job_title: "Entwicklerin",
      hireing_company: "Müller, Söhne & Co",
      follow_up: "2026-12-06",
    });
    await api(server, user, "POST", "/api/application/appointment/", {
      appointment_date: "2026-12-01T10:30",
      value: "Raum 2; bitte Ausweis mitbringen",
      application: { id: app.id },
    });
    await buildApplication(server, user, {
      job_title: "Archiviert",
      follow_up: "2026-12-07",
      status: "rejected",
    });
    await buildApplication(server, other, { job_title: "Fremd", follow_up: "2026-12-08" });

    const { body } = await api(server, user, "POST", "/api/usersettings/calendar/regenerate");
    expect(body.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[\w-]{43}\.ics$/);
    expect((await api(server, user, "GET", "/api/usersettings/calendar")).body).toEqual({ url: body.url });

    const feed = await fetchFeed(body.url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.body).toContain("X-WR-CALNAME:Bewerbungen");
    expect(feed.body).toContain("SUMMARY:Termin: Entwicklerin bei Müller\\, Söhne & Co");
    expect(feed.body).toContain("DESCRIPTION:Raum 2\\; bitte Ausweis mitbringen");
    expect(feed.body).toContain("DTSTART:20261201T103000");
    expect(feed.body).toContain("DTSTART;VALUE=DATE:20261206");
    expect(feed.body).not.toContain("Archiviert");
    expect(feed.body).not.toContain("Fremd");

    const renewed = (await api(server, user, "POST", "/api/usersettings/calendar/regenerate")).body;
    expect(renewed.url).not.toBe(body.url);
    expect((await fetchFeed(body.url)).statusCode).toBe(404);
    expect((await fetchFeed(renewed.url)).statusCode).toBe(200);
    expect(server.logs.join("\n")).not.toContain(new URL(renewed.url).pathname.slice(14, 40));
  });

  it("answers 404 for an unknown secret and 400 for a malformed one", async () => {
    expect((await server.app.inject({ url: `/api/calendar/${"x".repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await server.app.inject({ url: "/api/calendar/short.ics" })).statusCode).toBe(400);
  });
});
