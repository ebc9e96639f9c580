import type { Selectable } from "kysely";
import type { Db } from "../db/database.ts";
import type { JobLeaseTable } from "../db/schema.ts";

export type JobLease = Selectable<JobLeaseTable>;

/** What an error says to an administrator: its message, without stack or secrets. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500) || "Unknown error";
}

/**
 * The job_lease rows of one instance: taking a job's lease is one conditional update, so of several
 * instances ticking at once exactly one gets it. Every later write names this holder, so an instance
 * whose lease another took over cannot overwrite the new holder's state.
 */
export class JobLeases {
  #disowned = false;
  /** Jobs whose row this instance knows exists: the frequent ticks skip the insert. */
  readonly #known = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly holder: string,
    private readonly leaseMs: number,
  ) {}

  /** Creates the rows of jobs that have none yet (a new job is due at once). */
  async ensure(names: string[]): Promise<void> {
    const missing = names.filter((name) => !this.#known.has(name));
    if (missing.length === 0) return;
    await this.db
      .insertInto("job_lease")
      .values(missing.map((name) => ({ name })))
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    for (const name of missing) this.#known.add(name);
  }

  /** Takes the lease if nobody holds it and the job is due, or if the holder's lease ran out. */
  take(name: string, now: Date): Promise<boolean> {
    return this.#claim(name, now, true);
  }

  /**
   * Takes the lease for a run now (an operator's or administrator's): whether or not the job is due,
   * but only while nobody holds it (or the holder's lease ran out), so it never overlaps another run.
   */
  takeNow(name: string, now: Date): Promise<boolean> {
    return this.#claim(name, now, false);
  }

  /** One conditional update claims the lease; `onlyWhenDue` adds the schedule to the free case. */
  async #claim(name: string, now: Date, onlyWhenDue: boolean): Promise<boolean> {
    if (this.#disowned) return false;
    await this.ensure([name]);
    const at = now.toISOString();
    const result = await this.db
      .updateTable("job_lease")
      .set({
        holder: this.holder,
        lease_until: new Date(now.getTime() + this.leaseMs).toISOString(),
        last_run_at: at,
      })
      .where("name", "=", name)
      .where((eb) => {
        const free = onlyWhenDue
          ? eb.and([
              eb("holder", "is", null),
              eb.or([eb("next_run_at", "is", null), eb("next_run_at", "<=", at)]),
            ])
          : eb("holder", "is", null);
        return eb.or([free, eb.and([eb("holder", "is not", null), eb("lease_until", "<", at)])]);
      })
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** One job's lease row (who holds it and until when), or undefined before its first run. */
  async one(name: string): Promise<JobLease | undefined> {
    return this.db.selectFrom("job_lease").selectAll().where("name", "=", name).executeTakeFirst();
  }

  /** Extends the lease; false when this instance no longer holds it. */
  async renew(name: string, now: Date): Promise<boolean> {
    if (this.#disowned) return false;
    const result = await this.db
      .updateTable("job_lease")
      .set({ lease_until: new Date(now.getTime() + this.leaseMs).toISOString() })
      .where("name", "=", name)
      .where("holder", "=", this.holder)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records the run and releases the lease. */
  async finish(
    name: string,
    run: { finishedAt: Date; next: Date | null; durationMs: number; error: unknown | undefined },
  ): Promise<void> {
    if (this.#disowned) return;
    const failed = run.error !== undefined;
    await this.db
      .updateTable("job_lease")
      .set((eb) => ({
        holder: null,
        lease_until: null,
        last_finished_at: run.finishedAt.toISOString(),
        // Without a next period (a broken-off run) the job stays due as it was.
        ...(run.next ? { next_run_at: run.next.toISOString() } : {}),
        last_duration_ms: Math.round(run.durationMs),
        runs: eb("runs", "+", 1),
        ...(failed
          ? {
              failures: eb("failures", "+", 1),
              last_error: describe(run.error),
              last_error_at: run.finishedAt.toISOString(),
            }
          : {}),
      }))
      .where("name", "=", name)
      .where("holder", "=", this.holder)
      .execute();
  }

  /** Gives up every lease this instance holds (shutdown): the job is due again for the others. */
  async releaseAll(): Promise<void> {
    if (this.#disowned) return;
    await this.db
      .updateTable("job_lease")
      .set({ holder: null, lease_until: null })
      .where("holder", "=", this.holder)
      .execute();
  }

  /** From now on writes nothing, as if the process had died. */
  disown(): void {
    this.#disowned = true;
  }

  async all(): Promise<JobLease[]> {
    return this.db.selectFrom("job_lease").selectAll().orderBy("name").execute();
  }
}
