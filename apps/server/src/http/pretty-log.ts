import { styleText } from "node:util";

/** Pino's numeric levels and how a terminal shows them. */
type Level = { label: string; colour: Parameters<typeof styleText>[0] };
const INFO: Level = { label: "INFO ", colour: "green" };
const LEVELS: Record<number, Level> = {
  10: { label: "TRACE", colour: "gray" },
  20: { label: "DEBUG", colour: "gray" },
  30: INFO,
  40: { label: "WARN ", colour: "yellow" },
  50: { label: "ERROR", colour: "red" },
  60: { label: "FATAL", colour: ["bgRed", "white"] },
};

/** Fields every line has, or that the line's head already shows. */
const SHOWN_ELSEWHERE = new Set([
  "level",
  "time",
  "pid",
  "hostname",
  "msg",
  "req",
  "res",
  "err",
  "links",
  "responseTime",
]);

type Entry = Record<string, unknown> & { level?: number; time?: number; msg?: string };

/** "GET /api/x" for a request, "200 in 12 ms" for a response: what a request line needs. */
function requestPart(entry: Entry): string {
  const parts: string[] = [];
  const req = entry.req as { method?: string; url?: string } | undefined;
  if (req?.method) parts.push(`${req.method} ${req.url ?? ""}`);
  const res = entry.res as { statusCode?: number } | undefined;
  if (res?.statusCode) parts.push(String(res.statusCode));
  if (typeof entry.responseTime === "number") parts.push(`in ${Math.round(entry.responseTime)} ms`);
  return parts.join(" ");
}

function fieldValue(value: unknown): string {
  return typeof value === "string" && !/\s/.test(value) ? value : JSON.stringify(value);
}

/**
 * One pino JSON line as a terminal line: time, level, message, the other fields as key=value. Links
 * (the outbox's sign-up and sign-in links) and an error's stack go on lines of their own, so an operator
 * can read and copy them. A line that is not pino's JSON passes unchanged.
 */
export function formatLogLine(line: string, colour = false): string {
  let entry: Entry;
  try {
    entry = JSON.parse(line) as Entry;
  } catch {
    return line.endsWith("\n") ? line : `${line}\n`;
  }
  const paint = (style: Parameters<typeof styleText>[0], text: string) =>
    colour ? styleText(style, text, { validateStream: false }) : text;
  const level = LEVELS[entry.level ?? 30] ?? INFO;
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const fields = Object.entries(entry)
    .filter(([key]) => !SHOWN_ELSEWHERE.has(key))
    .map(([key, value]) => paint("gray", `${key}=${fieldValue(value)}`));
  const head = [
    paint("gray", time),
    paint(level.colour, level.label),
    entry.msg ?? "",
    requestPart(entry),
    ...fields,
  ]
    .filter(Boolean)
    .join(" ");
  const below: string[] = [];
  if (Array.isArray(entry.links))
    for (const link of entry.links) below.push(`    ${paint("cyan", String(link))}`);
  // An error is pino's serialised Error, or a plain message when a string was logged as `err`.
  const err = entry.err as { stack?: string; message?: string } | string | undefined;
  const errText = typeof err === "string" ? err : (err?.stack ?? err?.message);
  if (err) below.push(...(errText ?? JSON.stringify(err)).split("\n").map((l) => `    ${l}`));
  return `${[head, ...below].join("\n")}\n`;
}

/** A destination for pino that writes each line formatted for a person, to `out`. */
export function prettyLogStream(out: NodeJS.WritableStream, colour: boolean) {
  return {
    write(chunk: string) {
      // Pino writes one line per call; split anyway, should a chunk ever hold more.
      const text = chunk
        .split("\n")
        .filter(Boolean)
        .map((line) => formatLogLine(line, colour))
        .join("");
      return out.write(text);
    },
  };
}
