/**
 * The inputs of the hostile-input suite (issue 37): the server's routes as its OpenAPI document names
 * them, a plausible body for each from its schema, and the hostile variants of that body, of path
 * parameters and of query strings.
 */

/** The part of a JSON Schema (as the OpenAPI document carries zod's schemas) a body is made from. */
export type Schema = {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  default?: unknown;
};

export type Route = {
  method: string;
  /** The path as OpenAPI writes it: `/api/profile/show/{id}`, `/api/auth/{*}`. */
  path: string;
  params: string[];
  query: string[];
  body: Schema | null;
};

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string }>;
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
};

const WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Every documented operation; one without a schema that takes a body gets an empty object schema. */
export function routesOf(doc: OpenApi): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      const parameters = operation.parameters ?? [];
      const schema = operation.requestBody?.content?.["application/json"]?.schema;
      routes.push({
        method: upper,
        path,
        params: parameters.filter((p) => p.in === "path").map((p) => p.name),
        query: parameters.filter((p) => p.in === "query").map((p) => p.name),
        body: schema ?? (WITH_BODY.has(upper) ? { type: "object", properties: {} } : null),
      });
    }
  }
  return routes;
}

/** The path with every parameter (and a wildcard) replaced by `value` (already URL-encoded). */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => value(name));
}

/** A transparent PNG of one pixel. */
const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** A string the field would take, guessed from its schema and its name. */
function plausibleString(schema: Schema, name: string): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.pattern?.includes("T\\d{2}:\\d{2}")) return "2027-03-01T10:00";
  if (schema.pattern?.includes("\\d{4}-\\d{2}-\\d{2}") || /^(start|ende?)$|_from$|_to$/.test(name)) {
    return "2027-03-01";
  }
  if (schema.format === "email" || /mail/i.test(name)) return "hostile@example.com";
  // Loopback addresses: refused by the address policy at once, so no test reaches out anywhere.
  if (/url|link|website|callback|^value$/i.test(name)) return "https://127.0.0.1/job";
  if (/host/i.test(name)) return "127.0.0.1";
  if (/password/i.test(name)) return "correct horse 42";
  if (/^file_string$/.test(name)) return "data:text/plain;base64,SGFsbG8gV2VsdA==";
  if (/file_name|original_name/.test(name)) return "note.txt";
  if (/picture/.test(name)) return `data:image/png;base64,${ONE_PIXEL_PNG}`;
  if (/_config$/.test(name)) return "{}";
  const text = "Hostile Text";
  return text.padEnd(schema.minLength ?? 0, "x");
}

/** A value the schema accepts, as far as a guess goes (better-auth's routes carry no schema at all). */
export function plausible(schema: Schema | undefined, name = ""): unknown {
  if (!schema) return "Hostile Text";
  if (schema.anyOf?.length)
    return plausible(schema.anyOf.find((s) => s.type !== "null") ?? schema.anyOf[0], name);
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case "string":
      return plausibleString(schema, name);
    case "number":
    case "integer":
      // Skill and language levels take 25, 50, 75 or 100.
      return /level|percentage/.test(name) ? 50 : Math.max(1, schema.minimum ?? 1);
    case "boolean":
      return true;
    case "array":
      return [plausible(schema.items, name)];
    case "object": {
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        object[key] = plausible(property, key);
      return object;
    }
    default:
      return "Hostile Text";
  }
}

/** Bodies of routes whose schema says nothing (a JSON Resume is checked by its own rules). */
export const KNOWN_BODIES: Record<string, unknown> = {
  "/api/profile/jsonresume": {
    basics: { name: "Hostile Text", email: "hostile@example.com", summary: "Hostile Text" },
    work: [{ name: "Hostile Text", position: "Hostile Text", startDate: "2020-01-01", highlights: ["Text"] }],
    skills: [{ name: "Hostile Text", keywords: ["Text"] }],
  },
};

/** The fields better-auth's routes read, for the routes that have no schema. */
export const AUTH_BODY = {
  name: "Hostile Text",
  email: "hostile@example.com",
  password: "correct horse 42",
  newPassword: "correct horse 43",
  token: "Hostile Text",
  code: "123456",
  callbackURL: "/",
};

/** Every string of a value passed through `change` (keys stay), in a copy. */
export function mapStrings(value: unknown, change: (text: string) => unknown): unknown {
  if (typeof value === "string") return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, change)]));
  }
  return value;
}

/** Every leaf replaced by a value of another type. */
export function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return { not: "a list" };
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wrongTypes(v)]));
  }
  if (typeof value === "string") return 12345;
  if (typeof value === "number") return "not a number";
  if (typeof value === "boolean") return "maybe";
  return [];
}

/** NUL and other C0 controls inside a text, keeping the text itself. */
export const withControls = (text: string) =>
  `${text.slice(0, 1)}\u0000\u0007${text.slice(1)}\u000b\u001f\u0000`;
/** Lone surrogates around a text (JSON.stringify writes them as \ud800 escapes). */
export const withSurrogates = (text: string) => `\uD800${text}\uDFFF`;
/** One megabyte of text: under the 1 MiB body limit as the only large field. */
export const MEGABYTE = "x".repeat(1_000_000);

/** JSON text of an array nested `depth` deep, written directly (JSON.stringify would recurse). */
export const deepJson = (depth: number) => `${"[".repeat(depth)}"deep"${"]".repeat(depth)}`;

/**
 * Bytes that are no UTF-8: a lone continuation byte, a cut two-byte sequence, an overlong NUL, an
 * encoded surrogate, a code point past U+10FFFF.
 */
export const INVALID_UTF8 = Buffer.from([
  0xff, 0x80, 0xc3, 0x28, 0xc0, 0x80, 0xed, 0xa0, 0x80, 0xf4, 0x90, 0x80, 0x80,
]);

/** Hostile values of one path segment or query value, URL-encoded as a client would send them. */
export const HOSTILE_SEGMENTS = [
  "%00",
  "1%00",
  "%01%1F",
  "%FF",
  "%C0%80",
  "%ED%A0%80",
  "%F0%9F",
  "%C3%28",
  "-1",
  "0",
  "1.5",
  "1e400",
  "99999999999999999999999",
  "%20",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "a".repeat(4000),
];

/** A multipart body whose part name and file name hold invalid UTF-8 and NUL bytes. */
export function hostileMultipart(): { body: Buffer; contentType: string } {
  const boundary = "hostile-boundary";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fi`),
    INVALID_UTF8,
    Buffer.from('\0le"; filename="cv'),
    INVALID_UTF8,
    Buffer.from('\0.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n'),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name\0"\r\n\r\n`),
    INVALID_UTF8,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
