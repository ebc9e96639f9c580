import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildApplication } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

describe.each(testDialects())("applications on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await verifiedUser(server);
  });
  afterAll(() => server.stop());

  it("creates, shows and edits an application", async () => {
    const created = await buildApplication(server, user, {
      follow_up: "",
      link: "https://jobs.example.com/42",
    });
    expect(created).toMatchObject({
      job_title: "Backend Developer",
      hireing_company: "Muster GmbH",
      status: "todo",
      follow_up: null,
      send: false,
      link: "https://jobs.example.com/42",
      profile: null,
    });
    expect(created.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const edited = await api(server, user, "POST", "/api/profile/applications/edit", {
      ...created,
      job_title: "Senior Backend Developer",
      follow_up: "2026-12-06",
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      job_title: "Senior Backend Developer",
      follow_up: "2026-12-06",
      status: "todo",
    });

    const shown = await api(server, user, "GET", `/api/profile/applications/show/${created.id}`);
    expect(shown.body).toMatchObject({
      id: created.id,
      job_title: "Senior Backend Developer",
      notes: [],
      appointments: [],
    });
    expect(shown.body.application_status).toEqual([
      { id: expect.any(Number), created: expect.any(String), status: "todo" },
    ]);
  });

  it("records every status change in the timeline and moves archived ones to the archive", async () => {
    const app = await buildApplication(server, user);
    for (const status of ["applied", "appointment", "rejected"]) {
      const res = await api(server, user, "POST", "/api/profile/applications/edit", { id: app.id, status });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    // The same status again adds nothing.
    await api(server, user, "POST", "/api/profile/applications/edit", { id: app.id, status: "rejected" });
    const shown = await api(server, user, "GET", `/api/profile/applications/show/${app.id}`);
    expect(shown.body.application_status.map((e: { status: string }) => e.status)).toEqual([
      "todo",
      "applied",
      "appointment",
      "rejected",
    ]);

    const active = await api(server, user, "GET", "/api/profile/applications/?limit=200");
    expect(active.body.applications.map((a: { id: number }) => a.id)).not.toContain(app.id);
    const archive = await api(server, user, "GET", "/api/profile/applications/archive?limit=200");
    expect(archive.body.applications.map((a: { id: number }) => a.id)).toContain(app.id);

    const restored = await api(server, user, "POST", `/api/profile/applications/restore/${app.id}`);
    expect(restored.status).toBe(200);
    expect(restored.body.status).toBe("appointment");
    const after = await api(server, user, "GET", "/api/profile/applications/?limit=200");
    expect(after.body.applications.map((a: { id: number }) => a.id)).toContain(app.id);
  });

  it("restores to todo when the application was never active beyond its start", async () => {
    const app = await buildApplication(server, user, { status: "noreply" });
    const restored = await api(server, user, "POST", `/api/profile/applications/restore/${app.id}`);
    expect(restored.body.status).toBe("todo");
  });

  it("keeps notes and appointments newest first", async () => {
    const app = await buildApplication(server, user);
    for (const value of ["first note", "second note"]) {
      const res = await api(server, user, "POST", "/api/application/notes/", {
        value,
        application: { id: app.id },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ value, key_name: "Comment", application: { id: app.id } });
    }
    for (const date of ["2026-12-01T10:00", "2026-12-03T09:30", "2026-12-02T14:00"]) {
      const res = await api(server, user, "POST", "/api/application/appointment/", {
        appointment_date: date,
        value: `Interview ${date}`,
        application: { id: app.id },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ appointment_date: date, key_name: "appointment" });
    }
    const shown = await api(server, user, "GET", `/api/profile/applications/show/${app.id}`);
    expect(shown.body.notes.map((n: { value: string }) => n.value)).toEqual(["second note", "first note"]);
    expect(shown.body.appointments.map((a: { appointment_date: string }) => a.appointment_date)).toEqual([
      "2026-12-03T09:30",
      "2026-12-02T14:00",
      "2026-12-01T10:00",
    ]);

    const note = shown.body.notes[0];
    const edited = await api(server, user, "POST", "/api/application/notes/edit", {
      id: note.id,
      value: "changed",
    });
    expect(edited.body.value).toBe("changed");
    expect((await api(server, user, "GET", `/api/application/notes/show/${note.id}`)).body.value).toBe(
      "changed",
    );
    expect((await api(server, user, "DELETE", `/api/application/notes/delete/${note.id}`)).status).toBe(200);
    expect((await api(server, user, "GET", `/api/application/notes/show/${note.id}`)).status).toBe(404);

    const appointment = shown.body.appointments[0];
    const moved = await api(server, user, "POST", "/api/application/appointment/edit", {
      id: appointment.id,
      appointment_date: "2026-12-04T08:15:00",
      value: "moved",
    });
    expect(moved.body).toMatchObject({ appointment_date: "2026-12-04T08:15", value: "moved" });
    expect(
      (await api(server, user, "DELETE", `/api/application/appointment/delete/${appointment.id}`)).status,
    ).toBe(200);
  });

  it("lists follow-ups soonest first and leaves archived ones out", async () => {
    const fresh = await verifiedUser(server);
    const later = await buildApplication(server, fresh, { follow_up: "2026-12-20", job_title: "Later" });
    const sooner = await buildApplication(server, fresh, { follow_up: "2026-12-01", job_title: "Sooner" });
    await buildApplication(server, fresh, { job_title: "No follow-up" });
    await buildApplication(server, fresh, {
      follow_up: "2026-11-30",
      job_title: "Archived",
      status: "rejected",
    });
    const res = await api(server, fresh, "GET", "/api/profile/applications/followup");
    expect(res.body.applications.map((a: { id: number }) => a.id)).toEqual([sooner.id, later.id]);
  });

  it("counts the dashboard groups and the archive", async () => {
    const fresh = await verifiedUser(server);
    for (const status of [
      "todo",
      "todo",
      "ready",
      "applied",
      "waiting",
      "accepted",
      "rejected",
      "noreply",
      "canceled",
    ]) {
      await buildApplication(server, fresh, { status });
    }
    const res = await api(server, fresh, "GET", "/api/profile/applications/stats");
    expect(res.body).toEqual({
      todo: 2,
      running: 4,
      done: 3,
      total: 9,
      archive: { accepted: 1, canceled: 1, rejected: 1, noreply: 1 },
    });
    const todo = await api(server, fresh, "GET", "/api/profile/applications/todo");
    expect(todo.body.applications).toHaveLength(2);
  });

  it("pages with a cursor, searches, filters and sorts", async () => {
    const fresh = await verifiedUser(server);
    const titles = ["alpha", "Bravo", "charlie", "Delta", "echo 50% off"];
    for (const [i, job_title] of titles.entries()) {
      await buildApplication(server, fresh, {
        job_title,
        hireing_company: i % 2 ? "ACME" : "Initech",
        date: `2026-11-0${i + 1}`,
        status: i === 4 ? "applied" : "todo",
      });
    }
    const first = await api(server, fresh, "GET", "/api/profile/applications/?limit=2");
    expect(first.body.applications.map((a: { job_title: string }) => a.job_title)).toEqual([
      "echo 50% off",
      "Delta",
    ]);
    const second = await api(
      server,
      fresh,
      "GET",
      `/api/profile/applications/?limit=2&cursor=${first.body.next_cursor}`,
    );
    expect(second.body.applications.map((a: { job_title: string }) => a.job_title)).toEqual([
      "charlie",
      "Bravo",
    ]);
    const third = await api(
      server,
      fresh,
      "GET",
      `/api/profile/applications/?limit=2&cursor=${second.body.next_cursor}`,
    );
    expect(third.body.applications.map((a: { job_title: string }) => a.job_title)).toEqual(["alpha"]);
    expect(third.body.next_cursor).toBeNull();

    const byTitle = await api(server, fresh, "GET", "/api/profile/applications/?sort=title&limit=3");
    expect(byTitle.body.applications.map((a: { job_title: string }) => a.job_title)).toEqual([
      "alpha",
      "Bravo",
      "charlie",
    ]);
    const titleNext = await api(
      server,
      fresh,
      "GET",
      `/api/profile/applications/?sort=title&limit=3&cursor=${byTitle.body.next_cursor}`,
    );
    expect(titleNext.body.applications.map((a: { job_title: string }) => a.job_title)).toEqual([
      "Delta",
      "echo 50% off",
    ]);

    const search = await api(server, fresh, "GET", "/api/profile/applications/?q=50%25");
    expect(search.body.applications.map((a: { job_title: string }) => a.job_title)).toEqual(["echo 50% off"]);
    const wildcard = await api(server, fresh, "GET", "/api/profile/applications/?q=%25");
    expect(wildcard.body.applications).toHaveLength(1);
    const company = await api(server, fresh, "GET", "/api/profile/applications/?company=acme&sort=date_asc");
    expect(company.body.applications.map((a: { job_title: string }) => a.job_title)).toEqual([
      "Bravo",
      "Delta",
    ]);
    const status = await api(server, fresh, "GET", "/api/profile/applications/?status=applied");
    expect(status.body.applications.map((a: { job_title: string }) => a.job_title)).toEqual(["echo 50% off"]);

    // Rows with the same date page by id, without gaps or repeats.
    const ties = await verifiedUser(server);
    const tied = [];
    for (let i = 0; i < 3; i++) tied.push((await buildApplication(server, ties, { date: "2026-10-10" })).id);
    const seen = [];
    let cursor = "";
    for (let i = 0; i < 4; i++) {
      const page = await api(
        server,
        ties,
        "GET",
        `/api/profile/applications/?limit=1&sort=date_asc${cursor}`,
      );
      seen.push(...page.body.applications.map((a: { id: number }) => a.id));
      if (!page.body.next_cursor) break;
      cursor = `&cursor=${page.body.next_cursor}`;
    }
    expect(seen).toEqual(tied);

    const badCursor = await api(server, fresh, "GET", "/api/profile/applications/?cursor=nonsense");
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.fields).toHaveProperty("cursor");
  });

  it("answers 400 with field messages and changes nothing", async () => {
    const fresh = await verifiedUser(server);
    const res = await api(server, fresh, "POST", "/api/profile/applications/", { job_title: "", page: "" });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      job_title: "Required",
      page: "Required",
      recipient_salutation: "Required",
    });
    const app = await buildApplication(server, fresh);
    const badStatus = await api(server, fresh, "POST", "/api/profile/applications/edit", {
      id: app.id,
      status: "lost",
    });
    expect(badStatus.status).toBe(400);
    const badLink = await api(server, fresh, "POST", "/api/profile/applications/edit", {
      ...app,
      link: "javascript:alert(1)",
    });
    expect(badLink.status).toBe(400);
    const badNote = await api(server, fresh, "POST", "/api/application/notes/", {
      value: "",
      application: { id: app.id },
    });
    expect(badNote.status).toBe(400);
    const badDate = await api(server, fresh, "POST", "/api/application/appointment/", {
      appointment_date: "tomorrow",
      application: { id: app.id },
    });
    expect(badDate.status).toBe(400);
    const badId = await api(server, fresh, "GET", "/api/profile/applications/show/abc");
    expect(badId.status).toBe(400);
    const stats = await api(server, fresh, "GET", "/api/profile/applications/stats");
    expect(stats.body.total).toBe(1);
    const shown = await api(server, fresh, "GET", `/api/profile/applications/show/${app.id}`);
    expect(shown.body).toMatchObject({ status: "todo", link: "", notes: [], appointments: [] });
  });

  it("answers 404 for another user's application, notes and appointments on every endpoint", async () => {
    const owner = await verifiedUser(server);
    const intruder = await verifiedUser(server);
    const app = await buildApplication(server, owner);
    const note = (
      await api(server, owner, "POST", "/api/application/notes/", {
        value: "mine",
        application: { id: app.id },
      })
    ).body;
    const appointment = (
      await api(server, owner, "POST", "/api/application/appointment/", {
        appointment_date: "2026-12-01T10:00",
        application: { id: app.id },
      })
    ).body;
    const attempts: Array<[string, string, unknown?]> = [
      ["GET", `/api/profile/applications/show/${app.id}`],
      ["POST", "/api/profile/applications/edit", { id: app.id, status: "applied" }],
      ["POST", "/api/profile/applications/edit", { ...app, job_title: "stolen" }],
      ["POST", `/api/profile/applications/restore/${app.id}`],
      ["DELETE", `/api/profile/applications/delete/${app.id}`],
      ["POST", "/api/application/notes/", { value: "x", application: { id: app.id } }],
      ["GET", `/api/application/notes/show/${note.id}`],
      ["POST", "/api/application/notes/edit", { id: note.id, value: "x" }],
      ["DELETE", `/api/application/notes/delete/${note.id}`],
      [
        "POST",
        "/api/application/appointment/",
        { appointment_date: "2026-12-01T10:00", application: { id: app.id } },
      ],
      ["GET", `/api/application/appointment/show/${appointment.id}`],
      [
        "POST",
        "/api/application/appointment/edit",
        { id: appointment.id, appointment_date: "2026-12-01T11:00" },
      ],
      ["DELETE", `/api/application/appointment/delete/${appointment.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await api(server, intruder, method as "GET", url, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    const lists = await api(server, intruder, "GET", "/api/profile/applications/");
    expect(lists.body.applications).toEqual([]);
    const shown = await api(server, owner, "GET", `/api/profile/applications/show/${app.id}`);
    expect(shown.body).toMatchObject({ job_title: "Backend Developer", status: "todo" });
    expect(shown.body.notes).toHaveLength(1);
    expect(shown.body.appointments).toHaveLength(1);
  });

  it("deletes an application with its children", async () => {
    const app = await buildApplication(server, user);
    await api(server, user, "POST", "/api/application/notes/", { value: "bye", application: { id: app.id } });
    expect((await api(server, user, "DELETE", `/api/profile/applications/delete/${app.id}`)).status).toBe(
      200,
    );
    expect((await api(server, user, "GET", `/api/profile/applications/show/${app.id}`)).status).toBe(404);
    const orphans = await server.database.db
      .selectFrom("application_note")
      .select("id")
      .where("application_id", "=", app.id)
      .execute();
    expect(orphans).toEqual([]);
  });
});
