/** A product call that did not answer 2xx; thrown by the query helpers for TanStack Query. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`API answered ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

/** The per-field messages of a 400 answer (`{ fields: { name: reason } }`); empty when there are none. */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  if (!body || typeof body !== "object" || !("fields" in body)) return {};
  const fields = (body as { fields: unknown }).fields;
  if (!fields || typeof fields !== "object") return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
