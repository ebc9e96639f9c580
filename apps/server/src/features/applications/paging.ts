import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";

type Eb = ExpressionBuilder<Database, "application">;

/** One way to order a list: the sort expression and its direction; id breaks ties. */
export type SortSpec = {
  expression: (eb: Eb) => Expression<string | null>;
  /** The sort value of a row, as the cursor stores it. */
  valueOf: (row: {
    date: string;
    job_title: string;
    hireing_company: string;
    follow_up: string | null;
  }) => string;
  direction: "asc" | "desc";
};

export const SORTS = {
  date_desc: { expression: (eb) => eb.ref("date"), valueOf: (r) => r.date, direction: "desc" },
  date_asc: { expression: (eb) => eb.ref("date"), valueOf: (r) => r.date, direction: "asc" },
  title: {
    expression: () => sql<string>`lower(job_title)`,
    valueOf: (r) => r.job_title.toLowerCase(),
    direction: "asc",
  },
  company: {
    expression: () => sql<string>`lower(hireing_company)`,
    valueOf: (r) => r.hireing_company.toLowerCase(),
    direction: "asc",
  },
  follow_up: { expression: (eb) => eb.ref("follow_up"), valueOf: (r) => r.follow_up ?? "", direction: "asc" },
} satisfies Record<string, SortSpec>;

export type SortName = keyof typeof SORTS;

type Cursor = { v: string; id: number };

/** An opaque cursor: the last row's sort value and id. */
export function encodeCursor(value: string, id: number): string {
  return Buffer.from(JSON.stringify({ v: value, id } satisfies Cursor)).toString("base64url");
}

/** Reads a cursor from the query string; a damaged one is a 400, not a 500. */
export function decodeCursor(cursor: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as Cursor;
    if (typeof parsed.v === "string" && Number.isInteger(parsed.id)) return parsed;
  } catch {
    // fall through
  }
  throw new HttpError(400, "Invalid input", { cursor: "Invalid cursor" });
}

/**
 * Rows after the cursor in the sort's order: (value, id) strictly beyond the last one seen. A row-value
 * comparison, which both SQLite and PostgreSQL turn into an index range seek.
 */
export function afterCursor(eb: Eb, sort: SortSpec, cursor: Cursor): Expression<SqlBool> {
  const op = sql.raw(sort.direction === "asc" ? ">" : "<");
  return sql<SqlBool>`(${sort.expression(eb)}, id) ${op} (${cursor.v}, ${cursor.id})`;
}
