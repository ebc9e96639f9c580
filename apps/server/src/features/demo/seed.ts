import type { SampleCounts } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import type { UserDataPart } from "../../db/user-data.ts";
import type { SampleData } from "./sample-data.ts";

const DAY_MS = 86_400_000;

/** The ids the seeded sample items got, so a later part can add rows to them (notes to an application). */
export class SeededIds {
  readonly #ids = new Map<object, number>();

  /** Records the id of the row made from `item` (an object of the sample data). */
  set(item: object, id: number): void {
    this.#ids.set(item, id);
  }

  /** The id of the row made from `item`; throws when the part that makes it has not run yet. */
  of(item: object): number {
    const id = this.#ids.get(item);
    if (id === undefined) throw new Error("A demo seed ran before the part that makes the row it adds to");
    return id;
  }
}

/**
 * What a user-data part's seedDemo gets: the caller's transaction, the account, the sample data (its
 * applications oldest first, so ids follow the order in which a person would have entered them) and
 * the moment the data is dated from.
 */
export type DemoSeed = {
  db: Db;
  userId: string;
  sample: SampleData;
  /** PAYMENTS: a new profile starts as the plans say (createProfile). */
  payments: boolean;
  ids: SeededIds;
  /** The moment `days` days before now, as stored. */
  ago: (days: number) => string;
  /** The calendar date `days` days from now (negative: before). */
  dateIn: (days: number) => string;
};

/**
 * Fills an account with the sample data through the user-data parts, in the order of the list (profiles
 * before applications, applications before their notes), each through the feature functions the API
 * uses, inside the caller's transaction (`trx`), so an account gets all of it or none.
 */
export async function insertSampleData(
  trx: Db,
  parts: readonly UserDataPart<DemoSeed>[],
  userId: string,
  data: SampleData,
  { payments, now }: { payments: boolean; now: Date },
): Promise<SampleCounts> {
  const applications = [...data.applications].sort((a, b) => b.history[0]!.days_ago - a.history[0]!.days_ago);
  const seed: DemoSeed = {
    db: trx,
    userId,
    sample: { ...data, applications },
    payments,
    ids: new SeededIds(),
    ago: (days) => new Date(now.getTime() - days * DAY_MS).toISOString(),
    dateIn: (days) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10),
  };
  for (const part of parts) await part.seedDemo?.(seed);
  return {
    profiles: data.profiles.length,
    applications: data.applications.length,
    coverletters: data.coverletters.length,
  };
}
