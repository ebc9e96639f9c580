import { type InboxItemDto, type InboxMessageDto, SUGGESTED_STATUS } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";
import { createAppointment } from "../application-appointments/index.ts";
import { editApplication, getApplicationRow } from "../applications/index.ts";
import { appointmentText } from "./appointment-text.ts";

const ITEM_COLUMNS = [
  "m.id",
  "m.application_id",
  "m.matched_by",
  "m.from_address",
  "m.from_name",
  "m.sender_check",
  "m.subject",
  "m.received_at",
  "m.suggestion",
  "m.suggestion_sentence",
  "m.suggestion_date",
  "m.state",
  "m.candidates",
  "a.job_title",
  "a.hireing_company",
] as const;

function items(db: Db, userId: string) {
  return db
    .selectFrom("inbox_message as m")
    .leftJoin("application as a", "a.id", "m.application_id")
    .select(ITEM_COLUMNS)
    .where("m.user_id", "=", userId);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof items>["execute"]>>[number];

type Candidate = InboxItemDto["candidates"][number];

/** The candidate ids of a row ("[3,5]"), or none. */
function candidateIds(row: Pick<ItemRow, "candidates">): number[] {
  if (!row.candidates) return [];
  try {
    const ids = JSON.parse(row.candidates) as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/**
 * The user's own applications among the rows' candidates, by id: one query for the whole list. A
 * candidate deleted meanwhile is simply not offered.
 */
async function candidatesOf(db: Db, userId: string, rows: ItemRow[]): Promise<Map<number, Candidate>> {
  const ids = [...new Set(rows.flatMap(candidateIds))];
  if (ids.length === 0) return new Map();
  const apps = await db
    .selectFrom("application")
    .select(["id", "job_title", "hireing_company"])
    .where("user_id", "=", userId)
    .where("id", "in", ids)
    .execute();
  return new Map(apps.map((a) => [a.id, a]));
}

function present(row: ItemRow, candidates: Map<number, Candidate> = new Map()): InboxItemDto {
  return {
    id: row.id,
    application:
      row.application_id === null
        ? null
        : {
            id: row.application_id,
            job_title: row.job_title ?? "",
            hireing_company: row.hireing_company ?? "",
          },
    matched_by: row.matched_by,
    from_address: row.from_address,
    from_name: row.from_name,
    sender_check: row.sender_check,
    subject: row.subject,
    received_at: new Date(row.received_at).toISOString(),
    suggestion: row.suggestion,
    suggestion_sentence: row.suggestion_sentence,
    suggestion_date: row.suggestion_date,
    state: row.state,
    candidates:
      row.application_id === null
        ? candidateIds(row).flatMap((id) => {
            const found = candidates.get(id);
            return found ? [found] : [];
          })
        : [],
  };
}

/** The inbox page: matched replies newest first, and apart from them the unmatched ones not ignored. */
export async function listInbox(db: Db, userId: string) {
  const rows = await items(db, userId)
    .where("m.state", "!=", "ignored")
    .orderBy("m.received_at", "desc")
    .orderBy("m.id", "desc")
    .limit(500)
    .execute();
  const unmatched = rows.filter((r) => r.application_id === null);
  const candidates = await candidatesOf(db, userId, unmatched);
  return {
    matched: rows.filter((r) => r.application_id !== null).map((r) => present(r)),
    unmatched: unmatched.map((r) => present(r, candidates)),
  };
}

/** One of the user's replies with its text and attachments, or a 404. */
export async function showInboxMessage(db: Db, userId: string, id: number): Promise<InboxMessageDto> {
  const row = await items(db, userId).select("m.body").where("m.id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  const attachments = await db
    .selectFrom("inbox_attachment")
    .select(["id", "name", "mime", "size", "not_stored"])
    .where("user_id", "=", userId)
    .where("inbox_message_id", "=", id)
    .orderBy("id")
    .execute();
  return { ...present(row, await candidatesOf(db, userId, [row])), body: row.body, attachments };
}

async function ownedMessage(db: Db, userId: string, id: number) {
  const row = await db
    .selectFrom("inbox_message")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * Accepts the suggestion: the application gets the suggested status (a new step in its timeline) and,
 * for an invitation with a date, an appointment at that date (the user may correct it). Only an open
 * suggestion of a matched reply can be accepted; the reply is then marked accepted.
 */
export async function acceptSuggestion(db: Db, userId: string, id: number, appointmentDate?: string) {
  const message = await ownedMessage(db, userId, id);
  if (message.application_id === null || message.suggestion === null || message.state !== "open") {
    throw notFound();
  }
  const applicationId = message.application_id;
  const kind = message.suggestion;
  await db.transaction().execute(async (trx) => {
    await editApplication(trx, userId, { id: applicationId, status: SUGGESTED_STATUS[kind] });
    const date = appointmentDate ?? message.suggestion_date;
    if (kind === "invitation" && date) {
      const when = date.length === 10 ? `${date}T09:00` : date;
      const text = await appointmentText(trx, userId, id, message.subject);
      await createAppointment(trx, userId, applicationId, when, text);
    }
    await trx.updateTable("inbox_message").set({ state: "accepted" }).where("id", "=", id).execute();
  });
  return showInboxMessage(db, userId, id);
}

/** Sets a reply's state: dismissed (suggestion declined) or ignored (unmatched, not wanted). */
export async function setState(db: Db, userId: string, id: number, state: "dismissed" | "ignored") {
  await ownedMessage(db, userId, id);
  await db
    .updateTable("inbox_message")
    .set({ state })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .execute();
  return showInboxMessage(db, userId, id);
}

/**
 * Links an unmatched reply to one of the user's applications: any of them, a candidate or not. A reply
 * kept with candidates keeps its text and suggestion; one kept for linking alone stays without text.
 */
export async function linkMessage(db: Db, userId: string, id: number, applicationId: number) {
  await ownedMessage(db, userId, id);
  await getApplicationRow(db, userId, applicationId);
  await db
    .updateTable("inbox_message")
    .set({ application_id: applicationId, matched_by: "manual", state: "open", candidates: null })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .execute();
  return showInboxMessage(db, userId, id);
}

/** A kept attachment of one of the user's replies, or a 404 (also for one listed but not kept). */
export async function attachment(db: Db, userId: string, id: number) {
  const row = await db
    .selectFrom("inbox_attachment")
    .select(["name", "mime", "data"])
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .where("not_stored", "is", null)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The application's Mail history: the mails sent for it and the replies read, in order of time. */
export async function mailHistory(db: Db, userId: string, applicationId: number) {
  await getApplicationRow(db, userId, applicationId);
  const sent = await db
    .selectFrom("sent_mail")
    .select(["id", "recipient", "subject", "body", "status", "created_at", "sent_at"])
    .where("user_id", "=", userId)
    .where("application_id", "=", applicationId)
    .execute();
  const received = await db
    .selectFrom("inbox_message")
    .select(["id"])
    .where("user_id", "=", userId)
    .where("application_id", "=", applicationId)
    .execute();
  const entries = [
    ...sent.map((s) => ({
      direction: "sent" as const,
      id: s.id,
      at: new Date(s.sent_at ?? s.created_at).toISOString(),
      address: s.recipient,
      subject: s.subject,
      body: s.body,
      status: s.status,
    })),
    ...(await Promise.all(received.map((r) => showInboxMessage(db, userId, r.id)))).map((m) => ({
      direction: "received" as const,
      ...m,
      at: m.received_at,
      address: m.from_address,
    })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/** The bytes of the user's kept reply attachments: their share of the storage total. */
export async function attachmentBytes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("inbox_attachment")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("size"), eb.lit(0)).as("bytes"))
    .where("user_id", "=", userId)
    .where("not_stored", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}
