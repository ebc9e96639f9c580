/**
 * Text every database can store (issue 37). PostgreSQL refuses U+0000 in text and jsonb, and a lone
 * surrogate cannot be written as UTF-8 at all; SQLite takes both. Text from outside (request bodies,
 * mail, imports, crawled ads) goes through these at the edge, so both databases keep the same text
 * and one hostile character never fails a whole request or a mailbox's reading.
 */

/** C0 control characters except tab (U+0009), line feed (U+000A) and carriage return (U+000D). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
const HAS_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

// ES2024's String.prototype.toWellFormed (Node 20+, every current browser); the project's lib is ES2023.
type WellFormed = { isWellFormed(): boolean; toWellFormed(): string };

/** The text without C0 controls other than tab and line breaks, lone surrogates turned into U+FFFD. */
export function storableText(text: string): string {
  const clean = HAS_CONTROL.test(text) ? text.replace(CONTROLS, "") : text;
  const wide = clean as unknown as WellFormed;
  return wide.isWellFormed() ? clean : wide.toWellFormed();
}

/** A plain object or a dictionary without prototype (query strings are parsed into `new Empty()`). */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
};

/**
 * A parsed JSON value with every string and every key made storable. Objects and arrays are cleaned
 * in place (and returned); anything that is not plain data (a Buffer, a Date) is left as it is. The
 * walk keeps its own stack, so a body nested a million levels deep cannot overflow the call stack.
 */
export function storableJson<T>(value: T): T {
  if (typeof value === "string") return storableText(value) as T;
  const pending: unknown[] = [value];
  const seen = new Set<unknown>();
  while (pending.length > 0) {
    const node = pending.pop();
    if (seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const item: unknown = node[i];
        if (typeof item === "string") node[i] = storableText(item);
        else if (typeof item === "object" && item !== null) pending.push(item);
      }
    } else if (isPlainObject(node)) {
      for (const key of Object.keys(node)) {
        const item = node[key];
        const cleanKey = storableText(key);
        const cleanItem = typeof item === "string" ? storableText(item) : item;
        if (cleanKey !== key) delete node[key];
        if (cleanKey !== key || cleanItem !== item) {
          // defineProperty, not assignment: a key "__proto__" stays a plain key, as JSON.parse made it.
          Object.defineProperty(node, cleanKey, {
            value: cleanItem,
            writable: true,
            enumerable: true,
            configurable: true,
          });
        }
        if (typeof cleanItem === "object" && cleanItem !== null) pending.push(cleanItem);
      }
    }
  }
  return value;
}
