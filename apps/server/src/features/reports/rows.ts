import { type SqlBool, sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { ApplicationRow } from "../applications/index.ts";

/** The columns both reports read: none of the long texts (description, mail), which can be 50 kB each. */
export const REPORT_COLUMNS = [
  "id",
  "date",
  "job_title",
  "hireing_company",
  "status",
  "page",
  "link",
  "location",
  "recipient_salutation",
  "recipient_name",
  "mail_address",
  "application_channel",
  "follow_up",
] as const;

export type ReportRow = Pick<ApplicationRow, (typeof REPORT_COLUMNS)[number]>;

export type RowQuery = {
  order: "asc" | "desc";
  /** Only applications dated on or after this timestamp. */
  from?: string;
  /** Only applications dated before this timestamp. */
  before?: string;
  pageSize?: number;
};

/**
 * The user's applications in date order, a page at a time. Each page continues after the last row's
 * (date, id), so memory stays at one page and no page gets slower than the first, however many the user has.
 */
export async function* applicationPages(
  db: Db,
  userId: string,
  { order, from, before, pageSize = 1000 }: RowQuery,
): AsyncGenerator<ReportRow[]> {
  const op = sql.raw(order === "asc" ? ">" : "<");
  let last: ReportRow | undefined;
  for (;;) {
    let select = db.selectFrom("application").select(REPORT_COLUMNS).where("user_id", "=", userId);
    if (from) select = select.where("date", ">=", from);
    if (before) select = select.where("date", "<", before);
    if (last) {
      const cursor = last;
      select = select.where(sql<SqlBool>`(date, id) ${op} (${cursor.date}, ${cursor.id})`);
    }
    const rows = await select.orderBy("date", order).orderBy("id", order).limit(pageSize).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    last = rows.at(-1);
  }
}

/** Every row of the pages in one list: for the PDF, which needs all rows before it can count pages. */
export async function allRows(pages: AsyncIterable<ReportRow[]>): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for await (const page of pages) rows.push(...page);
  return rows;
}
