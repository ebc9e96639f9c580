import { type DateRange, findDateRange, isDateFragment, isDuration, withoutDuration } from "./dates.ts";
import { readPlace } from "./places.ts";
import { BULLET_RE, clean, stripBullet } from "./text.ts";
import { isPlace } from "./town.ts";
import type { Line } from "./types.ts";

/**
 * One dated entry of a work or education section, before its fields are told apart. `place`: a
 * place printed in the date column under the period ("2019 – 2021" over "Basel").
 */
export type Entry = {
  headers: string[];
  tasks: string[];
  dates: DateRange | undefined;
  place?: string;
  /** The employer of several roles printed once above them (LinkedIn: company, total length, roles). */
  company?: string;
};

/**
 * `x` is where the row's text starts; undefined when a period glued to it had to be cut off.
 * `dateX`: where the row's first date cell stands; `place`: a place in the date column.
 */
type Row = {
  line: Line;
  task: boolean;
  dateParts: string[];
  texts: string[];
  x: number | undefined;
  dateX?: number;
  place?: string;
  /** A company line over several roles, taken out of the flow; the first role's row carries it. */
  skip?: boolean;
  groupCompany?: string;
};
type Building = { rows: Row[]; dateRow: number; tasks: string[] };

/** "Mai 2024 – Dezember" or "04/2021 –" at the start of a cell whose year wrapped onto the next line. */
const OPEN_RANGE =
  /^((?:\p{L}+\.?\s+|(?:0?[1-9]|1[0-2])[./]\s?)?(?:19|20)\d{2}\s*(?:[–—-]|\s(?:bis|to|until))\s*(?:(?:jan(?:uar|uary)?|j[äa]nner|feb(?:ruar|ruary)?|m[äa]r(?:z|ch)?|apr(?:il)?|ma[iy]|jun[ei]?|jul[iy]?|aug(?:ust)?|sep(?:t(?:ember)?)?|o[ck]t(?:ober)?|nov(?:ember)?|de[zc](?:ember)?)\.?(?=\s))?)\s+(\p{L}.*)$/iu;
/** A period whose end is still to come on the next line ("September 2019 –", "Mai 2024 – Dezember"). */
const DANGLING = /(?:[–—-]|\s(?:bis|to|until))\s*(?:\p{L}+\.?)?\s*$/u;

/** A period still waiting for its end; "03/2020 – heute" is complete although it ends in a word. */
function dangling(text: string): boolean {
  if (!DANGLING.test(text)) return false;
  const range = findDateRange(text);
  return !(range?.start && (range.end || range.current));
}

/** Date pieces and other text of one line. */
function splitRow(line: Line): Row {
  const dateParts: string[] = [];
  const texts: string[] = [];
  let x: number | undefined;
  let dateX: number | undefined;
  for (const cell of line.cells) {
    // "Jan 2020 - Present (3 years 2 months)": the length is no part of any header.
    const text = isDuration(cell.text) ? cell.text.trim() : withoutDuration(cell.text);
    if (text === "") continue;
    if (isDateFragment(text)) {
      dateParts.push(text);
      dateX ??= cell.x;
      continue;
    }
    const open = OPEN_RANGE.exec(text);
    const leading = findDateRange(text);
    if (
      leading &&
      leading.index === 0 &&
      (leading.start || leading.current) &&
      leading.length < text.length
    ) {
      // "July 2020 – July 2021 Position": a date column too narrow for the gap to show.
      dateParts.push(text.slice(0, leading.length));
      texts.push(text.slice(leading.length).trim());
    } else if (open?.[1] && open[2] && DANGLING.test(open[1])) {
      // "Mai 2024 – Dezember Position": the year of the end wrapped onto the next line.
      dateParts.push(open[1]);
      texts.push(open[2]);
    } else {
      texts.push(text);
      x ??= texts.length === 1 ? cell.x : undefined;
      continue;
    }
    x = undefined;
  }
  return { line, task: false, dateParts, texts, x: texts.length > 0 ? x : undefined, dateX };
}

/**
 * A line of prose under an entry (LinkedIn prints descriptions unindented and without bullets): a
 * sentence of at least four words ending in a full stop, or a line of twelve words or more. No
 * header is written so.
 */
function isSentence(text: string): boolean {
  const words = text.trim().split(/\s+/).length;
  // The last word a lower-case word of three letters or more: "Co." or "Inc." ends no sentence.
  return (words >= 4 && /\s\p{Ll}{3,}[.!]$/u.test(text.trim())) || words >= 12;
}

/** A row of nothing but a place the place rules know. */
function isPlaceRow(row: Row | undefined): boolean {
  return (
    row !== undefined &&
    row.dateParts.length === 0 &&
    row.texts.length === 1 &&
    readPlace(row.texts[0] ?? "") !== undefined
  );
}

/**
 * A period with the place on the same line to its right ("01/09/2017 – 31/03/2021   München,
 * Deutschland", as the Europass editor prints it): the place is the entry's, and the row is the
 * entry's date line, not a task because its text stands far right.
 */
function takePlacesBesidePeriods(rows: Row[]): void {
  for (const row of rows) {
    if (row.dateParts.length === 0 || row.texts.length !== 1 || row.line.bullet) continue;
    const text = row.texts[0] ?? "";
    // Only a place the place rules know ("München, Deutschland", "Austin, TX"): a lone capitalised
    // word beside a period is as likely the degree or the position ("Abitur").
    if (!readPlace(text)) continue;
    row.place = clean(text);
    row.texts = [];
    row.x = undefined;
  }
}

/**
 * LinkedIn lists several roles at one employer under the employer's name and the total length
 * ("Acme Corp" / "1 year 9 months" / "Senior Developer" / "March 2019 - Present" / "Developer" / …).
 * The company line and the length leave the flow; the next row carries the company for its role.
 */
function takeRoleGroups(rows: Row[]): void {
  rows.forEach((row, i) => {
    const before = rows[i - 1];
    const after = rows[i + 1];
    const lengthOnly = row.texts.length === 1 && row.dateParts.length === 0 && isDuration(row.texts[0] ?? "");
    if (!lengthOnly || !before || !after || before.task || before.dateParts.length > 0) return;
    if (before.texts.length !== 1 || after.task) return;
    before.skip = true;
    row.skip = true;
    after.groupCompany = clean(before.texts[0] ?? "");
  });
}

/** The company of a role group for each entry in it: an entry of its own company line ends the group. */
function withGroupCompanies(entries: Entry[], builds: Building[]): Entry[] {
  let group: string | undefined;
  return entries.map((entry, i) => {
    const start = builds[i]?.rows.find((r) => r.groupCompany)?.groupCompany;
    if (start) group = start;
    else if (group && entry.headers.filter((h) => !readPlace(h)).length !== 1) group = undefined;
    return group ? { ...entry, company: group } : entry;
  });
}

/**
 * A narrow date column beside the entries ("2019 – 2021 | Software Developer") may print the place
 * under the period ("Basel | Acme GmbH"). A short place-like text that starts where a period starts,
 * in a column whose periods have the entry's text to their right, is the entry's place: it is
 * neither the position nor a header line that decides where the entry's text starts.
 */
function takeDateColumnPlaces(rows: Row[]): void {
  const columns = rows
    .filter(
      (r) =>
        r.dateX !== undefined &&
        r.line.cells.some((c) => c.x > (r.dateX ?? 0) + 20 && !isDateFragment(c.text)),
    )
    .map((r) => r.dateX ?? 0);
  if (columns.length === 0) return;
  for (const row of rows) {
    const first = row.line.cells[0];
    if (row.dateParts.length > 0 || row.line.bullet || !first || row.texts[0] !== first.text.trim()) continue;
    if (
      !columns.some((x) => Math.abs(x - first.x) <= 3) ||
      !isPlace(first.text) ||
      /[:\d]/.test(first.text)
    ) {
      continue;
    }
    row.place = clean(first.text);
    row.texts.shift();
    row.x = row.line.cells[1]?.x;
  }
}

/** The end of a period that wrapped onto the next line, glued to that line's text ("2014 Universität …"). */
const WRAPPED_END = /^((?:19|20)\d{2}|heute|today|present|now)\s+(\p{L}.*)$/iu;

/** Moves a wrapped period end at the start of the row's first text into its date parts. */
function takeWrappedEnd(row: Row): boolean {
  const match = WRAPPED_END.exec(row.texts[0] ?? "");
  if (!match?.[1] || !match[2] || row.dateParts.length > 0) return false;
  row.dateParts.push(match[1]);
  row.texts[0] = match[2];
  return true;
}

const rowHasDate = (row: Row) => row.dateParts.length > 0 || row.texts.some((t) => findDateRange(t));

/**
 * Groups a section's lines into entries. Task lines are bullets or lines indented past the
 * header lines; a header line after tasks, or a second period, starts a new entry.
 */
export function groupEntries(lines: Line[]): Entry[] {
  const rows = lines.map(splitRow);
  // The line after "Oktober 2012 – Dezember" may start with the year that wrapped ("2014 Universität …").
  rows.forEach((row, i) => {
    const before = rows[i - 1]?.dateParts.join(" ") ?? "";
    if (before && dangling(before) && takeWrappedEnd(row)) row.x = undefined;
  });
  takeDateColumnPlaces(rows);
  takePlacesBesidePeriods(rows);
  takeRoleGroups(rows);
  for (let i = rows.length - 1; i >= 0; i--) if (rows[i]?.skip) rows.splice(i, 1);
  const known = rows.filter((r) => !r.line.bullet && r.x !== undefined);
  const baseX = Math.min(...known.map((r) => r.x ?? 0));
  const usesBullets = rows.some((r) => r.line.bullet);
  for (const row of rows) {
    // A cell that starts with a bullet is a list item even beside a date cell ("heute | • Leitung …").
    row.task =
      row.texts.length > 0 &&
      (row.line.bullet ||
        BULLET_RE.test(row.texts[0] ?? "") ||
        (row.x !== undefined && row.x > baseX + 3) ||
        (row.dateParts.length === 0 && isSentence(row.texts.join(" "))));
  }

  const entries: Building[] = [];
  let current: Building | undefined;
  let previous: Row | undefined;
  // Entries that open with their period (the date line above the title): a period never ends the
  // entry before it, so no lines move from one entry to the next.
  const dateFirst = rows.find((r) => !r.task && (r.texts.length > 0 || r.dateParts.length > 0));
  const periodFirst = dateFirst !== undefined && rowHasDate(dateFirst);
  for (const row of rows) {
    if (row.place !== undefined && row.texts.length === 0 && row.dateParts.length === 0) {
      // A row that held only the place: it belongs to the entry whose period stands above it.
      if (current) current.rows.push(row);
      previous = row;
      continue;
    }
    if (row.task && current) {
      const text = row.texts.join(" ");
      const last = current.tasks.length - 1;
      const continues =
        previous?.task === true &&
        last >= 0 &&
        (usesBullets ? !row.line.bullet && !BULLET_RE.test(text) : wrapped(previous, text));
      if (continues) current.tasks[last] += ` ${stripBullet(text)}`;
      else current.tasks.push(stripBullet(text));
      current.rows.push(row);
    } else if (!row.task) {
      const parts = current?.rows.flatMap((r) => r.dateParts) ?? [];
      const open = parts.length > 0 && dangling(parts.join(" "));
      const dated = rowHasDate(row);
      if (!current || previous?.task || (dated && current.dateRow >= 0 && !open)) {
        const next: Building = { rows: [], dateRow: -1, tasks: [] };
        // "Position / Company / Period" entries: lines after the previous period belong to this one.
        if (current && !previous?.task && dated && current.dateRow > 0 && !periodFirst) {
          // A place line right under the period ("Austin, Texas, United States") stays with it.
          let from = current.dateRow + 1;
          while (isPlaceRow(current.rows[from])) from++;
          next.rows.push(...current.rows.splice(from));
        }
        current = next;
        entries.push(current);
      }
      current.rows.push(row);
      if (dated && current.dateRow < 0) current.dateRow = current.rows.length - 1;
    }
    previous = row;
  }
  return withGroupCompanies(entries.map(finish), entries);
}

/** Headers without the period, and the period from the date cells (or from inside a header). */
function finish(entry: Building): Entry {
  const parts = entry.rows.flatMap((r) => r.dateParts);
  let dates = parts.length > 0 ? findDateRange(parts.join(" ")) : undefined;
  const headers: { text: string; row: Row }[] = [];
  for (const row of entry.rows) {
    if (row.task) continue;
    for (const text of row.texts) {
      const inText = dates ? undefined : findDateRange(text);
      if (inText) {
        dates = inText;
        headers.push(
          { text: text.slice(0, inText.index), row },
          { text: text.slice(inText.index + inText.length), row },
        );
      } else headers.push({ text, row });
    }
  }
  // A header that filled its line and goes on in the next one: "…, Hansa Cargo Service GmbH," / "Bremerhaven".
  const joined: { text: string; row: Row }[] = [];
  for (const header of headers.filter((h) => clean(h.text) !== "")) {
    const previous = joined.at(-1);
    if (previous && previous.row !== header.row && wrappedHeader(previous.row, previous.text, header.text))
      previous.text = `${previous.text.trim()} ${header.text.trim()}`;
    else joined.push({ ...header });
  }
  const place = entry.rows.find((r) => r.place)?.place;
  return {
    headers: joined.map((h) => clean(h.text)),
    tasks: entry.tasks.filter((t) => t !== ""),
    dates,
    ...(place ? { place } : {}),
  };
}

/**
 * A header line wrapped when its next word would not have fitted and the line ends in a comma
 * before a capitalised rest ("…, Hansa Cargo Service GmbH," / "Bremerhaven").
 */
function wrappedHeader(row: Row, text: string, next: string): boolean {
  const { right, x, limit } = row.line;
  const before = row.line.text.trim();
  if (right <= 0 || limit <= 0 || before.length === 0 || row.texts.length !== 1) return false;
  const charWidth = (right - x) / before.length;
  const firstWord = next.trim().split(/\s+/)[0] ?? "";
  const fits = right + (firstWord.length + 1) * charWidth <= limit;
  return !fits && /,$/.test(text.trim()) && /^\p{Lu}/u.test(next.trim());
}

/** Words a phrase does not end with: a line ending in one was cut by the margin. */
const OPEN_END =
  /(?:[,&/-]|\b(?:der|die|das|den|dem|des|ein|eine|einer|eines|einem|einen|und|oder|von|vom|mit|für|zur|zum|zu|im|in|an|am|auf|bei|aus|nach|über|unter|durch|sowie|als|bis|the|a|an|of|and|or|to|for|with|on|at|by|from|into|including|across|as))$/iu;

/**
 * Without bullet marks, a line continues the one before when the first word would not have
 * fitted there and the text says so too: the next line starts in lower case, or the previous
 * one ends in an article, a preposition or a comma. The margin alone is not known well enough.
 */
function wrapped(previous: Row, text: string): boolean {
  const { right, x, limit } = previous.line;
  const before = previous.line.text.trim();
  if (right <= 0 || limit <= 0 || before.length === 0) return false;
  const charWidth = (right - x) / before.length;
  const firstWord = text.split(/\s+/)[0] ?? "";
  const fits = right + (firstWord.length + 1) * charWidth <= limit;
  const openBracket = (before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0);
  return !fits && (/^\p{Ll}/u.test(firstWord) || OPEN_END.test(before) || openBracket);
}
