import { Readable } from "node:stream";
import type { Profile } from "@jah/shared";
import type { ExportSink } from "../../db/user-data.ts";

/** One file of the zip: its path, how much of the progress it is worth, and how to make its bytes. */
export type ZipEntry = {
  path: string;
  weight: number;
  /** Text compresses; PDFs, pictures and office files hardly do, so they are stored as they are. */
  compress: boolean;
  produce: () => Promise<Buffer | Readable>;
};

/**
 * The record files of the export in the order they appear in the zip, after README.txt. Every one is
 * written by exactly one part; a part that writes a record file not listed here is a mistake in the
 * wiring (the README describes these files).
 */
export const RECORD_FILES = [
  "account.json",
  "settings.json",
  "profiles.json",
  "applications.json",
  "cover_letters.json",
  "sent_mails.json",
  "inbox.json",
  "documents.json",
  "job_ad_marks.json",
  "job_alerts.json",
  "payments.json",
] as const;

/** A CV render is worth this many small files in the progress. */
const PDF_WEIGHT = 4;

type Fill<T> = Map<string, T>;
type ObjectRecord = {
  kind: "object";
  produce: () => Promise<Record<string, unknown> | unknown[]>;
  slots: readonly string[];
};
type PagedRecord = {
  kind: "pages";
  nextPage: (afterId: number) => Promise<Array<{ id: number }>>;
  slots: readonly string[];
};

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Collects what the user-data parts put into the export (see ExportSink) and lays it out as the zip's
 * entries: README.txt, the record files in RECORD_FILES order, the stored files, then the files made
 * for the export. Slots another part fills, facts the README needs and the layout are checked before
 * the first byte is written.
 */
export class ExportPlan implements ExportSink {
  readonly #facts = new Map<string, () => Promise<string | number>>();
  readonly #records = new Map<string, ObjectRecord | PagedRecord>();
  readonly #fields = new Map<string, Fill<() => Promise<unknown>>>();
  readonly #children = new Map<string, Fill<(ids: number[]) => Promise<Map<number, unknown[]>>>>();
  readonly #files: ZipEntry[] = [];
  readonly #made: ZipEntry[] = [];

  constructor(
    private readonly renderPdf: (profile: Profile, picture: Buffer | null) => Promise<Buffer>,
    private readonly signal: AbortSignal,
  ) {}

  fact(name: string, value: () => Promise<string | number>): void {
    if (this.#facts.has(name)) throw new Error(`The export's fact ${name} is given twice`);
    this.#facts.set(name, value);
  }

  json(path: string, produce: ObjectRecord["produce"], options: { slots?: readonly string[] } = {}): void {
    this.#record(path, { kind: "object", produce, slots: options.slots ?? [] });
  }

  jsonPages<T extends { id: number }>(
    path: string,
    nextPage: (afterId: number) => Promise<T[]>,
    options: { slots?: readonly string[] } = {},
  ): void {
    this.#record(path, { kind: "pages", nextPage, slots: options.slots ?? [] });
  }

  field(path: string, key: string, produce: () => Promise<unknown>): void {
    fill(this.#fields, path, key, produce);
  }

  children(path: string, key: string, byId: (ids: number[]) => Promise<Map<number, unknown[]>>): void {
    fill(this.#children, path, key, byId);
  }

  file(path: string, produce: () => Promise<Buffer | Readable>): void {
    this.#files.push({ path, weight: 1, compress: false, produce });
  }

  madeJson(path: string, produce: () => Promise<unknown>): void {
    this.#made.push({ path, weight: 1, compress: true, produce: async () => json(await produce()) });
  }

  cvPdf(path: string, load: () => Promise<{ profile: Profile; picture: Buffer | null }>): void {
    this.#made.push({
      path,
      weight: PDF_WEIGHT,
      compress: false,
      produce: async () => {
        const { profile, picture } = await load();
        return this.renderPdf(profile, picture);
      },
    });
  }

  /** The zip's entries in order, README first (written from the facts the parts gave). */
  entries(readme: (facts: Map<string, string | number>) => string, factNames: readonly string[]): ZipEntry[] {
    this.#check(factNames);
    const text = (path: string, produce: () => Promise<Buffer | Readable>): ZipEntry => ({
      path,
      weight: 1,
      compress: true,
      produce,
    });
    const records = RECORD_FILES.map((path) => {
      const record = this.#records.get(path);
      if (!record) throw new Error(`No user-data part writes ${path}`);
      return text(path, () =>
        record.kind === "object" ? this.#object(path, record) : this.#pages(path, record),
      );
    });
    return [
      text("README.txt", async () => {
        const facts = new Map<string, string | number>();
        for (const [name, value] of this.#facts) facts.set(name, await value());
        return Buffer.from(readme(facts));
      }),
      ...records,
      ...this.#files,
      ...this.#made,
    ];
  }

  /** Every fact the README needs is given; every record file is in the layout; every slot is filled once. */
  #check(factNames: readonly string[]): void {
    for (const name of factNames) {
      if (!this.#facts.has(name)) throw new Error(`No user-data part gives the export's fact ${name}`);
    }
    for (const [path, record] of this.#records) {
      if (!(RECORD_FILES as readonly string[]).includes(path))
        throw new Error(`${path} is not one of the export's record files`);
      const [fills, wrong] =
        record.kind === "object" ? [this.#fields, this.#children] : [this.#children, this.#fields];
      if (wrong.has(path)) throw new Error(`${path} is filled with the wrong kind (field or children)`);
      const keys = [...(fills.get(path)?.keys() ?? [])];
      const unfilled = record.slots.filter((slot) => !keys.includes(slot));
      if (unfilled.length > 0) throw new Error(`No user-data part fills ${unfilled.join(", ")} of ${path}`);
      const unknown = keys.filter((key) => !record.slots.includes(key));
      if (unknown.length > 0) throw new Error(`${path} has no slot ${unknown.join(", ")}`);
    }
    for (const path of [...this.#fields.keys(), ...this.#children.keys()]) {
      if (!this.#records.has(path)) throw new Error(`A part fills ${path}, which no user-data part writes`);
    }
  }

  #record(path: string, record: ObjectRecord | PagedRecord): void {
    if (this.#records.has(path)) throw new Error(`Two user-data parts write ${path}`);
    this.#records.set(path, record);
  }

  /** The fillers of a record's slots, in the slots' order (#check made sure there is one for each). */
  #filled<T>(path: string, slots: readonly string[], fills: Map<string, Fill<T>>): T[] {
    return slots.map((key) => fills.get(path)!.get(key)!);
  }

  async #object(path: string, record: ObjectRecord): Promise<Buffer> {
    const fillers = this.#filled(path, record.slots, this.#fields);
    const [owned, ...values] = await Promise.all([record.produce(), ...fillers.map((f) => f())]);
    if (fillers.length === 0) return json(owned);
    if (Array.isArray(owned)) throw new Error(`${path} is a list: it has no slots to fill`);
    const filled: Record<string, unknown> = { ...owned };
    record.slots.forEach((key, i) => {
      filled[key] = values[i];
    });
    return json(filled);
  }

  /**
   * A JSON array written item by item from pages of rows (keyset by id), each item with the lists the
   * other parts give for its slots, so a list of any length goes into the zip without being held whole.
   */
  async #pages(path: string, record: PagedRecord): Promise<Readable> {
    const fillers = this.#filled(path, record.slots, this.#children);
    const { signal } = this;
    async function* items() {
      yield Buffer.from("[");
      let afterId = 0;
      let first = true;
      for (;;) {
        signal.throwIfAborted();
        const page = await record.nextPage(afterId);
        if (page.length === 0) break;
        const ids = page.map((item) => item.id);
        const lists = await Promise.all(fillers.map((byId) => byId(ids)));
        let chunk = "";
        for (const item of page) {
          const full: Record<string, unknown> = { ...item };
          record.slots.forEach((key, i) => {
            full[key] = lists[i]!.get(item.id) ?? [];
          });
          chunk += `${first ? "\n" : ",\n"}  ${JSON.stringify(full, null, 2).replace(/\n/g, "\n  ")}`;
          first = false;
        }
        yield Buffer.from(chunk);
        afterId = ids[ids.length - 1]!;
      }
      yield Buffer.from(first ? "]\n" : "\n]\n");
    }
    return Readable.from(items(), { objectMode: false });
  }
}

/** Registers one filler of a slot; a slot is filled by one part only. */
function fill<T>(fills: Map<string, Fill<T>>, path: string, key: string, filler: T): void {
  const keys = fills.get(path) ?? new Map<string, T>();
  if (keys.has(key)) throw new Error(`Two user-data parts fill ${key} of ${path}`);
  keys.set(key, filler);
  fills.set(path, keys);
}
