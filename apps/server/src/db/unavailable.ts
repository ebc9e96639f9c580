/**
 * Errors that mean the database cannot be reached right now (a restart, a failover, a full pool), as
 * opposed to a bug: the request may be tried again in a moment (http/errors.ts answers it 503 with
 * Retry-After instead of 500). The pools open new connections on the next query, so the app recovers
 * by itself.
 */

/** Socket errors of a connection that cannot be opened or was cut. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting
 * up, shutting down, recovery), 53300 too many connections; class 08 is every connection exception.
 */
const POSTGRES_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** node-postgres says these in plain text (pool and client timeouts, a server that went away). */
const PG_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "Client has encountered a connection error and is not queryable",
];

function matches(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" && PG_MESSAGES.some((m) => message.includes(m));
}

/** Whether an error (or its cause, or one of an AggregateError's errors) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  if (matches(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}
