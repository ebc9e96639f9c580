import { type Expression, type SqlBool, SqliteAdapter, sql } from "kysely";
import type { Db } from "../../db/database.ts";

/**
 * What makes "Müller", "Mueller" and "Muller" the same word: after lower-casing, these replacements run
 * in this order over the indexed text (in the triggers of migration 0011, which holds its own copy of
 * this list) and over the query (below on SQLite, in search_fold() on PostgreSQL). Folding both sides
 * alike keeps matching exact even where a digraph is no umlaut ("Queue" and "blue" fold to "quu" and
 * "blu" on both sides). Other accents (é, ñ) are dropped afterwards, by the SQLite tokenizer and by
 * search_fold() on PostgreSQL. Changing this list needs a new migration that recreates the triggers and
 * refills the index.
 */
export const SEARCH_FOLDS: ReadonlyArray<readonly [string, string]> = [
  ["ä", "a"],
  ["Ä", "a"],
  ["ö", "o"],
  ["Ö", "o"],
  ["ü", "u"],
  ["Ü", "u"],
  ["ß", "ss"],
  ["ẞ", "ss"],
  // Letters that no accent removal reaches: Søren is also written Soeren, Ærø Aeroe, Łódź Lodz.
  ["ø", "oe"],
  ["Ø", "oe"],
  ["æ", "ae"],
  ["Æ", "ae"],
  ["œ", "oe"],
  ["Œ", "oe"],
  ["ł", "l"],
  ["Ł", "l"],
  ["ae", "a"],
  ["oe", "o"],
  ["ue", "u"],
];

/** The folds in JavaScript, exactly as the SQL of migration 0011 computes them on SQLite. */
export function foldSearchText(text: string): string {
  let folded = text.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
  for (const [from, to] of SEARCH_FOLDS) folded = folded.replaceAll(from, to);
  return folded;
}

/** Separators for both databases' tokenizers: white space and ASCII punctuation. */
const SEPARATORS = /[\s\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]+/u;
const WORD = /[\p{L}\p{N}]/u;

/**
 * The words of a query, folded, each one a prefix; a word that starts another word is dropped, as the
 * longer one already requires it. Empty when the query holds no letter or digit.
 */
export function searchWords(query: string): string[] {
  const words = [...new Set(foldSearchText(query).split(SEPARATORS))].filter((w) => WORD.test(w));
  return words.filter((w) => !words.some((other) => other !== w && other.startsWith(w)));
}

/**
 * An FTS5 MATCH expression: every word a quoted string with a prefix star, joined by spaces (AND). Quoted,
 * operators (AND, OR, NOT, NEAR), column filters, stars and parentheses in the query are plain text.
 */
export function ftsMatch(words: string[]): string {
  return words.map((w) => `"${w.replaceAll('"', '""')}"*`).join(" ");
}

const dialects = new WeakMap<object, "sqlite" | "postgres">();

function dialectOf(db: Db): "sqlite" | "postgres" {
  const adapter = db.getExecutor().adapter;
  let dialect = dialects.get(adapter);
  if (!dialect) {
    dialect = adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
    dialects.set(adapter, dialect);
  }
  return dialect;
}

/** Escapes LIKE wildcards so a search for "%" finds the text "%". */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The condition on `application` for a search: every word of the query, as a prefix, in the title,
 * company, location, description or notes, umlauts and accents ignored, through the full-text index
 * (FTS5 on SQLite, a GIN-indexed tsvector on PostgreSQL). A query without letters or digits ("%", "#")
 * has nothing a word index could find: it matches as a substring of title, company and location.
 */
export function searchCondition(db: Db, query: string): Expression<SqlBool> {
  const words = searchWords(query);
  if (words.length === 0) {
    const pattern = likePattern(query);
    const columns = ["job_title", "hireing_company", "location"];
    return sql<SqlBool>`(${sql.join(
      columns.map((c) => sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`),
      sql` or `,
    )})`;
  }
  if (dialectOf(db) === "sqlite") {
    return sql<SqlBool>`application.id in (select rowid from application_search where application_search match ${ftsMatch(words)})`;
  }
  // search_query() folds and splits the query as the index was built, with a prefix on every word.
  return sql<SqlBool>`application.id in (select application_id from application_search where document @@ search_query(${query}))`;
}
