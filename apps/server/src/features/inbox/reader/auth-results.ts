/**
 * Reads the results a receiving mail server writes into a message: Authentication-Results (RFC 8601),
 * its copy in ARC-Authentication-Results (RFC 8617) and Received-SPF (RFC 7208). Servers write them in
 * many shapes (folded lines, comments in parentheses, quoted values, no authserv-id at all in Microsoft
 * 365's), so the reading is lenient: what it cannot make out is left out, never guessed.
 */

/** One method's result: `dkim=pass header.d=example.com` -> { method: "dkim", result: "pass", props }. */
export type AuthResult = {
  method: string;
  result: string;
  /** ptype.property -> value, lower-case names ("header.d", "header.from", "smtp.mailfrom"). */
  props: Record<string, string>;
};

/** One header's results and the server that wrote them ("" when it named none). */
export type AuthResults = { authservId: string; results: AuthResult[] };

/** The value unfolded, without its comments (nested parentheses outside quoted strings). */
function withoutComments(value: string): string {
  const text = value.replace(/\r?\n[ \t]*/g, " ");
  let out = "";
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (depth > 0) {
      // Inside a comment: an escaped parenthesis does not count, nothing of it is kept.
      if (c === "\\") i += 1;
      else if (c === "(") depth += 1;
      else if (c === ")" && --depth === 0) out += " ";
    } else if (quoted) {
      out += c;
      if (c === "\\") out += text[++i] ?? "";
      else if (c === '"') quoted = false;
    } else if (c === "(") {
      depth = 1;
    } else {
      if (c === '"') quoted = true;
      out += c;
    }
  }
  return out;
}

/** Splits at `;` outside quoted strings. */
function clauses(value: string): string[] {
  return value.match(/(?:"(?:[^"\\]|\\.)*"|[^;"])+/g)?.map((part) => part.trim()) ?? [];
}

function unquote(value: string): string {
  return value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, "$1") : value;
}

/** `name = value` pairs of one clause, in order (`dkim=pass`, `header.d=x`, `reason="..."`). */
function pairs(clause: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const m of clause.matchAll(/([A-Za-z0-9_.-]+(?:\s*\/\s*\d+)?)\s*=\s*("(?:[^"\\]|\\.)*"|[^\s";]+)/g)) {
    found.push([m[1]!.replace(/\s/g, "").toLowerCase(), unquote(m[2]!)]);
  }
  return found;
}

/** One resinfo clause (method=result, then reason and properties), or null when it names none. */
function resultOf(clause: string): AuthResult | null {
  const [first, ...rest] = pairs(clause);
  if (!first) return null;
  const props: Record<string, string> = {};
  for (const [name, value] of rest) if (name.includes(".") && !(name in props)) props[name] = value;
  return { method: first[0].replace(/\/.*$/, ""), result: first[1].toLowerCase(), props };
}

/** An Authentication-Results header's value (or ARC-Authentication-Results' after its `i=` tag). */
export function parseAuthResults(value: string): AuthResults {
  const [head = "", ...rest] = clauses(withoutComments(value));
  // Microsoft 365 starts with the first result ("spf=pass ..."): a leading clause with "=" is one.
  const named = !/=/.test(head);
  const authservId = named ? unquote(head.split(/\s+/)[0] ?? "").toLowerCase() : "";
  const results: AuthResult[] = [];
  for (const clause of named ? rest : [head, ...rest]) {
    const result = resultOf(clause);
    // "none" alone: the server found nothing to check.
    if (result) results.push(result);
  }
  return { authservId, results };
}

/** An ARC-Authentication-Results value: its instance (`i=`) and the results it carries. */
export function parseArcAuthResults(value: string): AuthResults & { instance: number } {
  const match = value.match(/^\s*i\s*=\s*(\d+)\s*;([\s\S]*)$/);
  if (!match) return { instance: 0, authservId: "", results: [] };
  return { instance: Number(match[1]), ...parseAuthResults(match[2]!) };
}

/**
 * A Received-SPF value as an SPF result: `Pass (comment) client-ip=...; envelope-from="a@b"; ...`.
 * The checked domain is the envelope sender's, or the HELO name's when the check was of that.
 */
export function parseReceivedSpf(value: string): AuthResult | null {
  const text = withoutComments(value).trim();
  const result = text.match(/^([A-Za-z]+)/)?.[1]?.toLowerCase();
  if (!result) return null;
  const keys = new Map(pairs(text.slice(result.length)));
  const sender = keys.get("envelope-from") ?? "";
  const props: Record<string, string> = {};
  if (sender.includes("@")) props["smtp.mailfrom"] = sender;
  else if (keys.get("identity") === "helo" && keys.has("helo")) props["smtp.helo"] = keys.get("helo")!;
  return { method: "spf", result, props };
}
