import { parse } from "content-disposition";

/**
 * A Content-Disposition header by its meaning: the type and the parameters as sent (`filename*` still
 * percent-encoded), whether a value came as a token or a quoted string (RFC 6266 allows both).
 */
export function dispositionOf(header: unknown): Record<string, string> {
  const { type, parameters } = parse(String(header), { extended: false });
  return { type, ...parameters };
}
