import {
  ACTIVE_STATUSES,
  type ApplicationFields,
  type ApplicationStatus,
  ARCHIVE_STATUSES,
  dashboardGroup,
  isArchived,
} from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import { notFound } from "../../http/errors.ts";
import { afterCursor, decodeCursor, encodeCursor, SORTS, type SortName } from "./paging.ts";
import { type ApplicationDto, LIST_COLUMNS, presentApplication, presentListRow } from "./present.ts";
import { searchCondition } from "./search.ts";

export type ListScope = "active" | "archive" | "todo" | "followup";

export type ListQuery = {
  cursor?: string;
  limit: number;
  q?: string;
  status?: ApplicationStatus[];
  company?: string;
  sort: Exclude<SortName, "follow_up">;
};

const SCOPE_STATUSES: Record<ListScope, readonly ApplicationStatus[]> = {
  active: ACTIVE_STATUSES,
  archive: ARCHIVE_STATUSES,
  todo: ["todo"],
  followup: ACTIVE_STATUSES,
};

/** One page of the user's applications in a scope, filtered and sorted, with the cursor of the next. */
export async function listApplications(
  db: Db,
  userId: string,
  scope: ListScope,
  query: ListQuery,
): Promise<{ applications: ReturnType<typeof presentListRow>[]; next_cursor: string | null }> {
  const sort = scope === "followup" ? SORTS.follow_up : SORTS[query.sort];
  const statuses = query.status?.length
    ? SCOPE_STATUSES[scope].filter((s) => query.status!.includes(s))
    : SCOPE_STATUSES[scope];
  if (statuses.length === 0) return { applications: [], next_cursor: null };
  let select = db.selectFrom("application").select(LIST_COLUMNS).where("user_id", "=", userId);
  // The equality filters that lead the list indexes (see migration 0002): one status, or archived.
  if (statuses.length === 1) select = select.where("status", "=", statuses[0]!);
  else {
    select = select.where("archived", "=", scope === "archive");
    if (statuses.length < SCOPE_STATUSES[scope].length) select = select.where("status", "in", statuses);
  }
  if (scope === "followup") select = select.where("follow_up", "is not", null);
  if (query.q) select = select.where(searchCondition(db, query.q));
  if (query.company) {
    select = select.where((eb) => eb(eb.fn("lower", ["hireing_company"]), "=", query.company!.toLowerCase()));
  }
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    select = select.where((eb) => afterCursor(eb, sort, cursor));
  }
  const rows = await select
    .orderBy((eb) => sort.expression(eb), sort.direction)
    .orderBy("id", sort.direction)
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    applications: page.map(presentListRow),
    next_cursor: rows.length > query.limit && last ? encodeCursor(sort.valueOf(last), last.id) : null,
  };
}

/** The user's application or a 404. */
export async function getApplicationRow(db: Db, userId: string, id: number) {
  const row = await db
    .selectFrom("application")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** An application with its timeline (oldest first), notes and appointments (newest first). */
export async function showApplication(db: Db, userId: string, id: number) {
  const row = await getApplicationRow(db, userId, id);
  const [timeline, notes, appointments] = await Promise.all([
    db
      .selectFrom("application_status")
      .select(["id", "created", "status"])
      .where("application_id", "=", id)
      .orderBy("id", "asc")
      .execute(),
    db
      .selectFrom("application_note")
      .select(["id", "date", "value"])
      .where("application_id", "=", id)
      .where("user_id", "=", userId)
      .orderBy("date", "desc")
      .orderBy("id", "desc")
      .execute(),
    db
      .selectFrom("application_appointment")
      .select(["id", "appointment_date", "value"])
      .where("application_id", "=", id)
      .where("user_id", "=", userId)
      .orderBy("appointment_date", "desc")
      .orderBy("id", "desc")
      .execute(),
  ]);
  return {
    ...presentApplication(row),
    application_status: timeline,
    notes: notes.map((n) => ({ ...n, key_name: "Comment" as const, application: { id } })),
    appointments: appointments.map((a) => ({ ...a, key_name: "appointment" as const, application: { id } })),
  };
}

/** A date the user typed (YYYY-MM-DD) as the timestamp the list sorts by. */
function dateToTimestamp(date: string | undefined, fallback: string): string {
  return date ? new Date(`${date}T00:00:00.000Z`).toISOString() : fallback;
}

function columnsOf(fields: Omit<ApplicationFields, "status" | "date">) {
  return {
    job_title: fields.job_title,
    hireing_company: fields.hireing_company,
    page: fields.page,
    link: fields.link,
    location: fields.location,
    job_description: fields.job_description,
    recipient_salutation: fields.recipient_salutation,
    recipient_name: fields.recipient_name,
    mail_address: fields.mail_address,
    application_channel: fields.application_channel,
    mail_subject: fields.mail_subject,
    mail_text: fields.mail_text,
    follow_up: fields.follow_up ?? null,
  };
}

/** Creates an application and its first timeline entry; `now` dates both (the demo's sample data is older). */
export async function createApplication(
  db: Db,
  userId: string,
  fields: ApplicationFields,
  now: string = nowIso(),
): Promise<ApplicationDto> {
  const row = await inTransaction(db, async (trx) => {
    const created = await trx
      .insertInto("application")
      .values({
        ...columnsOf(fields),
        user_id: userId,
        status: fields.status,
        archived: isArchived(fields.status),
        send: false,
        date: dateToTimestamp(fields.date, now),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("application_status")
      .values({ application_id: created.id, status: fields.status, created: now })
      .execute();
    return created;
  });
  return presentApplication(row);
}

type Edit = { id: number; status?: ApplicationStatus } & Partial<ApplicationFields>;

/**
 * Saves a status-only or full edit; a changed status adds a timeline entry dated `now`. Inside a
 * caller's transaction (the mail worker marks an application applied) it joins that one.
 */
export async function editApplication(
  db: Db,
  userId: string,
  edit: Edit,
  now: string = nowIso(),
): Promise<ApplicationDto> {
  return inTransaction(db, async (trx) => {
    const current = await getApplicationRow(trx, userId, edit.id);
    const full = edit.job_title !== undefined;
    const status = edit.status ?? current.status;
    const updated = await trx
      .updateTable("application")
      .set({
        ...(full ? columnsOf(edit as ApplicationFields) : {}),
        // The same day sent back unchanged keeps its time, and with it the list order.
        ...(full && edit.date && edit.date !== current.date.slice(0, 10)
          ? { date: dateToTimestamp(edit.date, current.date) }
          : {}),
        status,
        archived: isArchived(status),
        updated_at: now,
      })
      .where("id", "=", edit.id)
      .where("user_id", "=", userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (status !== current.status) {
      await trx
        .insertInto("application_status")
        .values({ application_id: edit.id, status, created: now })
        .execute();
    }
    return presentApplication(updated);
  });
}

/** Takes an application out of the archive, back to the last active status it had (todo if none). */
export async function restoreApplication(db: Db, userId: string, id: number): Promise<ApplicationDto> {
  const current = await getApplicationRow(db, userId, id);
  if (!isArchived(current.status)) return presentApplication(current);
  const lastActive = await db
    .selectFrom("application_status")
    .select("status")
    .where("application_id", "=", id)
    .where("status", "in", ACTIVE_STATUSES)
    .orderBy("id", "desc")
    .executeTakeFirst();
  return editApplication(db, userId, { id, status: lastActive?.status ?? "todo" });
}

/** Deletes an application with its timeline, notes and appointments. */
export async function deleteApplication(db: Db, userId: string, id: number): Promise<void> {
  const result = await db
    .deleteFrom("application")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw notFound();
}

/** The dashboard counters and the archive tallies, from one grouped count. */
export async function applicationStats(db: Db, userId: string) {
  const rows = await db
    .selectFrom("application")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .where("user_id", "=", userId)
    .groupBy("status")
    .execute();
  const stats = {
    todo: 0,
    running: 0,
    done: 0,
    total: 0,
    archive: { accepted: 0, canceled: 0, rejected: 0, noreply: 0 },
  };
  for (const { status, n } of rows) {
    const count = Number(n);
    stats[dashboardGroup(status)] += count;
    stats.total += count;
    if (status in stats.archive) stats.archive[status as keyof typeof stats.archive] += count;
  }
  return stats;
}
