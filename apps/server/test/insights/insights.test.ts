import type { ApplicationStatus, Insights } from "@jah/shared";
import { type RawBuilder, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyWeek, weekOf } from "../../src/features/insights/insights.ts";
import { splitQuery, weeklyQuery } from "../../src/features/insights/queries.ts";
import { api, buildApplication } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { buildProfile } from "../support/profiles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";

type Step = [ApplicationStatus, string];

describe("weeks", () => {
  it("start on Monday (UTC) and cover the whole period", () => {
    expect(weekOf("2026-03-02")).toBe("2026-03-02");
    expect(weekOf("2026-03-08")).toBe("2026-03-02");
    expect(weekOf("2026-03-09")).toBe("2026-03-09");
    expect(everyWeek("2026-03-04", "2026-03-16", [{ week: "2026-03-09", applications: 2 }])).toEqual([
      { week: "2026-03-02", applications: 0 },
      { week: "2026-03-09", applications: 2 },
      { week: "2026-03-16", applications: 0 },
    ]);
  });
});

describe.each(testDialects())("insights on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  let other: TestUser;

  /** An application of `as` whose status timeline is exactly `steps` (the API writes "now"). */
  async function application(as: TestUser, page: string, steps: Step[], profileId: number | null = null) {
    const created = await buildApplication(server, as, { page, status: steps.at(-1)![0] });
    const db = server.database.db;
    await db.deleteFrom("application_status").where("application_id", "=", created.id).execute();
    await db
      .insertInto("application_status")
      .values(
        steps.map(([status, created_at]) => ({ application_id: created.id, status, created: created_at })),
      )
      .execute();
    if (profileId) {
      await db
        .updateTable("application")
        .set({ profile_id: profileId })
        .where("id", "=", created.id)
        .execute();
    }
  }

  async function get(url: string, as: TestUser | null = user) {
    return server.app.inject({ method: "GET", url, headers: as ? authHeaders(as) : {} });
  }

  async function march(as: TestUser = user): Promise<Insights> {
    const res = await get("/api/insights?from=2026-03-02&to=2026-03-29", as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [user, other] = await Promise.all([
      verifiedUser(server),
      verifiedUser(server, { username: "Otto Other" }),
    ]);
    const p1 = (await buildProfile(server, user, { profiletitle: "Backend" })).id as number;
    const p2 = (await buildProfile(server, user, { profiletitle: "Frontend" })).id as number;
    const theirs = (await buildProfile(server, other, { profiletitle: "Theirs" })).id as number;

    // Counted: first sent between 2 March 00:00 and 29 March 23:59:59.999 (UTC).
    await application(
      user,
      "StepStone",
      [
        ["applied", "2026-03-02T00:00:00.000Z"],
        ["appointment", "2026-03-06T00:00:00.000Z"], // answer after 4 days
        ["accepted", "2026-03-20T10:00:00.000Z"],
      ],
      p1,
    );
    await application(
      user,
      "StepStone",
      [
        ["applied", "2026-03-03T10:00:00.000Z"],
        ["rejected", "2026-03-13T10:00:00.000Z"], // 10 days
      ],
      p1,
    );
    await application(user, "StepStone", [
      ["applied", "2026-03-10T09:00:00.000Z"],
      ["waiting", "2026-03-12T09:00:00.000Z"],
      ["noreply", "2026-03-25T09:00:00.000Z"],
    ]);
    await application(
      user,
      "Indeed",
      [
        ["todo", "2026-03-01T08:00:00.000Z"],
        ["ready", "2026-03-02T08:00:00.000Z"],
        ["applied", "2026-03-16T08:00:00.000Z"],
        ["appointment", "2026-03-18T08:00:00.000Z"], // 2 days
      ],
      p2,
    );
    await application(user, "Indeed", [
      ["applied", "2026-03-17T08:00:00.000Z"],
      ["waiting", "2026-03-18T08:00:00.000Z"],
    ]);
    // Entered straight as an appointment: sent and answered at once (0 days).
    await application(user, "LinkedIn", [["appointment", "2026-03-24T12:00:00.000Z"]]);
    await application(user, "LinkedIn", [["applied", "2026-03-29T23:59:59.000Z"]]);

    // Not counted: sent before or after the period, never sent, canceled before sending.
    await application(user, "StepStone", [
      ["applied", "2026-02-27T09:00:00.000Z"],
      ["appointment", "2026-03-05T09:00:00.000Z"],
    ]);
    await application(user, "Indeed", [["applied", "2026-03-30T00:00:00.000Z"]]);
    await application(user, "Indeed", [["todo", "2026-03-10T08:00:00.000Z"]]);
    await application(user, "Indeed", [
      ["ready", "2026-03-10T08:00:00.000Z"],
      ["canceled", "2026-03-11T08:00:00.000Z"],
    ]);

    // Another user's applications in the same weeks, pages and statuses.
    for (const day of ["03", "04", "05"]) {
      await application(
        other,
        "StepStone",
        [
          ["applied", `2026-03-${day}T09:00:00.000Z`],
          ["appointment", `2026-03-${day}T15:00:00.000Z`],
          ["accepted", "2026-03-20T09:00:00.000Z"],
        ],
        theirs,
      );
    }
  });

  afterAll(() => server.stop());

  it("counts the applications sent per week, every week of the period listed", async () => {
    expect((await march()).weeks).toEqual([
      { week: "2026-03-02", applications: 2 },
      { week: "2026-03-09", applications: 1 },
      { week: "2026-03-16", applications: 2 },
      { week: "2026-03-23", applications: 2 },
    ]);
  });

  it("counts the funnel, answers against no replies and the median days to the first answer", async () => {
    expect((await march()).totals).toEqual({
      applied: 7,
      answered: 4,
      appointment: 3,
      accepted: 1,
      noreply: 1,
      median_days: 3, // answers after 0, 2, 4 and 10 days
    });
  });

  it("splits the same numbers by source page and by profile", async () => {
    const result = await march();
    expect(result.by_page).toEqual([
      { page: "StepStone", applied: 3, answered: 2, appointment: 1, accepted: 1, noreply: 1, median_days: 7 },
      { page: "Indeed", applied: 2, answered: 1, appointment: 1, accepted: 0, noreply: 0, median_days: 2 },
      { page: "LinkedIn", applied: 2, answered: 1, appointment: 1, accepted: 0, noreply: 0, median_days: 0 },
    ]);
    expect(result.by_profile).toEqual([
      {
        profile_id: null,
        profile: "",
        applied: 4,
        answered: 1,
        appointment: 1,
        accepted: 0,
        noreply: 1,
        median_days: 0,
      },
      {
        profile_id: expect.any(Number),
        profile: "Backend",
        applied: 2,
        answered: 2,
        appointment: 1,
        accepted: 1,
        noreply: 0,
        median_days: 7,
      },
      {
        profile_id: expect.any(Number),
        profile: "Frontend",
        applied: 1,
        answered: 1,
        appointment: 1,
        accepted: 0,
        noreply: 0,
        median_days: 2,
      },
    ]);
  });

  it("never counts another user's applications", async () => {
    const theirs = await march(other);
    expect(theirs.totals).toEqual({
      applied: 3,
      answered: 3,
      appointment: 3,
      accepted: 3,
      noreply: 0,
      median_days: 0.3, // 6 hours
    });
    expect(theirs.by_profile.map((p) => p.profile)).toEqual(["Theirs"]);
  });

  it("follows status changes and deletions made through the API", async () => {
    const someone = await verifiedUser(server);
    const today = new Date().toISOString().slice(0, 10);
    const url = `/api/insights?from=${today}&to=${today}`;
    const created = await buildApplication(server, someone, { status: "ready" });
    const later = await buildApplication(server, someone, { status: "applied" });
    const totals = async () => ((await (await get(url, someone)).json()) as Insights).totals;
    expect((await totals()).applied).toBe(1);
    for (const status of ["applied", "appointment", "accepted"]) {
      expect(
        (await api(server, someone, "POST", "/api/profile/applications/edit", { id: created.id, status }))
          .status,
      ).toBe(200);
    }
    expect(await totals()).toMatchObject({ applied: 2, answered: 1, appointment: 1, accepted: 1 });
    expect(
      (await api(server, someone, "DELETE", `/api/profile/applications/delete/${later.id}`)).status,
    ).toBe(200);
    expect(await totals()).toMatchObject({ applied: 1, answered: 1, appointment: 1, accepted: 1 });
  });

  it("answers an empty period with zeros and no median", async () => {
    const result = (await (await get("/api/insights?from=2025-01-01&to=2025-01-07")).json()) as Insights;
    expect(result.totals).toEqual({
      applied: 0,
      answered: 0,
      appointment: 0,
      accepted: 0,
      noreply: 0,
      median_days: null,
    });
    expect(result.weeks).toEqual([
      { week: "2024-12-30", applications: 0 },
      { week: "2025-01-06", applications: 0 },
    ]);
    expect(result.by_page).toEqual([]);
    expect(result.by_profile).toEqual([]);
  });

  it("answers a bad period with 400, naming the field and the reason", async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ["from=2026-02-30&to=2026-03-29", { from: "Date must be in the format YYYY-MM-DD" }],
      ["from=2026-03-02", { to: expect.any(String) }],
      ["from=2026-03-29&to=2026-03-02", { to: "The end date must not be before the start date" }],
      ["from=2016-01-01&to=2026-01-01", { to: "The period must not be longer than 5 years" }],
    ];
    for (const [query, fields] of cases) {
      const res = await get(`/api/insights?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields, query).toEqual(fields);
    }
  });

  // SQLite's plan is the one to pin down (PostgreSQL chooses by statistics); no skipped test on PostgreSQL.
  const sqliteOnly = dialect === "sqlite" ? it : () => undefined;
  sqliteOnly("reads one index per query, in the order it groups by", async () => {
    const period = {
      userId: user.userId,
      start: "2026-03-02T00:00:00.000Z",
      end: "2026-03-30T00:00:00.000Z",
    };
    const plan = async (query: RawBuilder<unknown>) =>
      (await sql<{ detail: string }>`explain query plan ${query}`.execute(server.database.db)).rows
        .map((r) => r.detail)
        .join(" | ");
    const weekly = await plan(weeklyQuery(period, { first: "2026-03-02", last: "2026-03-23" }));
    expect(weekly).toContain("USING COVERING INDEX application_insights_week_idx");
    const split = await plan(splitQuery(period));
    expect(split).toContain("USING COVERING INDEX application_insights_split_idx");
    // The applications are grouped as the index returns them; only the few buckets are sorted later.
    expect(split).not.toContain("application_insights_split_idx (user_id=?) | USE TEMP B-TREE");
    expect(`${weekly} | ${split}`).not.toContain("SCAN application");
    expect(weekly).not.toContain("TEMP B-TREE");
  });

  it("is for signed-in users only", async () => {
    expect((await get("/api/insights?from=2026-03-02&to=2026-03-29", null)).statusCode).toBe(401);
    expect((await api(server, user, "GET", "/api/insights?from=2026-03-02&to=2026-03-29")).status).toBe(200);
  });
});
