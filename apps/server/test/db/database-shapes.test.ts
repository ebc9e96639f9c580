import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { columnTypes } from "../../src/db/columns.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { verifiedUser } from "../support/users.ts";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(testDialects())("value shapes on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  it("returns timestamps as ISO strings, dates as YYYY-MM-DD, booleans as booleans, counts as numbers", async () => {
    const t = columnTypes(dialect);
    const db = server.database.db.withoutPlugins().withPlugin(
      server.database.db.getExecutor().plugins[0] ?? {
        transformQuery: (a) => a.node,
        transformResult: async (a) => a.result,
      },
    );
    await db.schema
      .createTable("shape_probe")
      .addColumn("id", t.serial, t.idColumn)
      .addColumn("at", t.timestamp, (c) => c.notNull())
      .addColumn("day", t.date, (c) => c.notNull())
      .addColumn("failed", t.boolean, (c) => c.notNull())
      .execute();
    const at = "2026-03-01T08:30:15.250Z";
    await sql`insert into shape_probe (at, day, failed) values (${at}, ${"2026-02-28"}, ${true})`.execute(db);
    const row = await sql<{
      id: number;
      at: string;
      day: string;
      failed: boolean;
    }>`select * from shape_probe`.execute(db);
    expect(row.rows[0]).toEqual({ id: 1, at, day: "2026-02-28", failed: true });
    const count = await server.database.db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(typeof count.n).toBe("number");
  });

  it("reads the account tables in the same shapes", async () => {
    const user = await verifiedUser(server);
    const row = await server.database.db
      .selectFrom("user")
      .innerJoin("user_settings", "user_settings.user_id", "user.id")
      .select(["user.emailVerified", "user.createdAt", "user_settings.created_at", "user_settings.id"])
      .where("user.id", "=", user.userId)
      .executeTakeFirstOrThrow();
    expect(row.emailVerified).toBe(true);
    expect(row.createdAt).toMatch(ISO);
    expect(row.created_at).toMatch(ISO);
    expect(typeof row.id).toBe("number");
  });
});
