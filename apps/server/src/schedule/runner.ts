import { randomUUID } from "node:crypto";
import type { JobState } from "@jah/shared";
import { Cron } from "croner";
import type { Db } from "../db/database.ts";
import { type JobLease, JobLeases } from "./leases.ts";

type Logger = {
  error: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

export type JobDefinition = {
  name: string;
  /** A cron pattern for croner; six fields start with seconds ("*\/5 * * * * *"). */
  schedule: string;
  /** Also tried this long after start, so an hourly job need not wait for the full hour first. */
  firstAfterMs?: number;
  /** The work; `signal` aborts when the lease was lost or shutdown ran out of time. */
  run: (signal: AbortSignal) => Promise<unknown>;
};

/** A job's state as /appsettings/ shows it. */
export type { JobState };

export type JobRunnerOptions = {
  db: Db;
  log: Logger;
  /** Names this process in the leases; random by default. */
  instanceId?: string;
  /** How long a lease holds without renewal; a dead instance's job is taken over after it. */
  leaseMs?: number;
  /** How often a running job renews its lease. */
  renewMs?: number;
  /** The clock (tests move it on to the next period). */
  now?: () => Date;
  /** Told of every finished run (metrics). */
  onRun?: (name: string, durationMs: number, error: unknown | undefined) => void;
};

const LEASE_MS = 60_000;
const RENEW_MS = 15_000;
/** A job's timer waits at most this long before it looks at the clock again (as croner's own does). */
const MAX_WAIT_MS = 30_000;

/**
 * When the schedule is next due after `after`, or null. Croner computes it with a throwaway pattern:
 * a pattern kept per job holds an array of 10,000 years (80 KB), about 1 MiB for all jobs of an idle
 * server.
 */
function nextDue(schedule: string, after: Date): Date | null {
  return new Cron(schedule, { paused: true }).nextRun(after);
}

/** What a run now answers: the work's result, or who holds the lease (another run is going on). */
export type RunNowOutcome<T> =
  | { ran: true; result: T; durationMs: number }
  | { ran: false; holder: string | null; leaseUntil: string | null };

type ScheduledJob = { def: JobDefinition; timer?: NodeJS.Timeout; first?: NodeJS.Timeout };

/**
 * Runs every background job: its schedule decides when a job is due on this instance, a lease row in the
 * database decides which instance runs it. A run takes the lease only while nobody holds it (or the
 * holder's lease ran out: the instance died) and the job's next_run_at has come; finishing sets
 * next_run_at to the next period, so each period runs once however many instances tick.
 */
export class JobRunner {
  readonly instanceId: string;
  readonly #jobs = new Map<string, ScheduledJob>();
  readonly #running = new Map<string, { done: Promise<boolean>; abort: AbortController }>();
  readonly #leases: JobLeases;
  readonly #renewMs: number;
  /** Set by stop and halt: no new run starts. */
  #stopping = false;

  constructor(private readonly options: JobRunnerOptions) {
    this.instanceId = options.instanceId ?? randomUUID();
    this.#leases = new JobLeases(options.db, this.instanceId, options.leaseMs ?? LEASE_MS);
    this.#renewMs = options.renewMs ?? RENEW_MS;
  }

  register(def: JobDefinition): void {
    this.#jobs.set(def.name, { def });
  }

  /** Schedules the registered jobs (all, or those named). */
  start(names?: string[]): void {
    this.#stopping = false;
    for (const [name, job] of this.#jobs) {
      if (names && !names.includes(name)) continue;
      this.#arm(name, job);
      if (job.def.firstAfterMs !== undefined) {
        job.first = setTimeout(() => void this.runIfDue(name), job.def.firstAfterMs).unref();
      }
    }
  }

  /**
   * Sets the job's timer for its next due time; when it fires, the job runs (unless it still runs from
   * before: runIfDue) and the timer is set for the time after.
   */
  #arm(name: string, job: ScheduledJob): void {
    const due = nextDue(job.def.schedule, new Date());
    if (!due) return;
    const wait = () => {
      if (this.#stopping) return;
      const left = due.getTime() - Date.now();
      if (left > 0) {
        job.timer = setTimeout(wait, Math.min(left, MAX_WAIT_MS)).unref();
        return;
      }
      void this.runIfDue(name);
      this.#arm(name, job);
    };
    wait();
  }

  #stopScheduling(): void {
    this.#stopping = true;
    for (const job of this.#jobs.values()) {
      clearTimeout(job.timer);
      clearTimeout(job.first);
      job.timer = undefined;
      job.first = undefined;
    }
  }

  /**
   * Runs the job here if it is due and no other instance holds it. Answers whether it ran; a
   * failure of the job is recorded (and logged), never thrown.
   */
  async runIfDue(name: string): Promise<boolean> {
    const job = this.#jobs.get(name);
    if (!job || this.#running.has(name) || this.#stopping) return false;
    const abort = new AbortController();
    // Tracked from the first query on, so a stop that begins while the lease is being taken waits for it.
    const done = this.#attempt(job.def, abort);
    this.#running.set(name, { done, abort });
    try {
      return await done;
    } finally {
      this.#running.delete(name);
    }
  }

  /**
   * Runs `work` now under the lease of job `name` (`npm run jobs -- run …`, the buttons on /appsettings/):
   * whether or not the job is due, but never beside another run of it, here or on another instance;
   * then the holder is told. The run is recorded like a scheduled one, and the schedule stays as it was.
   */
  async runNow<T>(name: string, work: (signal: AbortSignal) => Promise<T>): Promise<RunNowOutcome<T>> {
    const busy = async (): Promise<RunNowOutcome<T>> => {
      const row = await this.#leases.one(name);
      return { ran: false, holder: row?.holder ?? null, leaseUntil: row?.lease_until ?? null };
    };
    if (this.#running.has(name) || this.#stopping) return busy();
    if (!(await this.#leases.takeNow(name, this.#now()))) return busy();
    const abort = new AbortController();
    let result: T | undefined;
    const began = performance.now();
    const done = this.#execute(name, null, abort, async (signal) => {
      result = await work(signal);
    });
    this.#running.set(name, { done: done.then(() => true), abort });
    let error: unknown;
    try {
      error = await done;
    } finally {
      this.#running.delete(name);
    }
    if (error !== undefined) throw error;
    return { ran: true, result: result as T, durationMs: performance.now() - began };
  }

  async #attempt(def: JobDefinition, abort: AbortController): Promise<boolean> {
    const now = this.#now();
    try {
      if (!(await this.#leases.take(def.name, now))) return false;
    } catch (err) {
      this.options.log.warn({ err, job: def.name }, "job lease not taken");
      return false;
    }
    await this.#execute(def.name, def.schedule, abort, def.run);
    return true;
  }

  /**
   * Runs the work under the lease taken before, renewing it, and records the run. `schedule` sets the
   * next period; null (a run now) leaves it as it was. Answers the work's error, if any.
   */
  async #execute(
    name: string,
    schedule: string | null,
    abort: AbortController,
    work: (signal: AbortSignal) => Promise<unknown>,
  ): Promise<unknown> {
    // Renews the lease while the job runs; losing it (another instance took over) aborts the job.
    const renew = setInterval(() => {
      this.#leases
        .renew(name, this.#now())
        .then((held) => {
          if (!held) abort.abort(new Error(`The lease of job ${name} was lost`));
        })
        .catch((err) => this.options.log.warn({ err, job: name }, "job lease not renewed"));
    }, this.#renewMs);
    renew.unref();
    let error: unknown;
    const began = performance.now();
    try {
      await work(abort.signal);
    } catch (err) {
      error = err;
      this.options.log.error({ err, job: name }, "job failed");
    } finally {
      clearInterval(renew);
    }
    const finishedAt = this.#now();
    const duration = performance.now() - began;
    // A run broken off (shutdown, lost lease) did not finish its period: it stays due for the others.
    const next = abort.signal.aborted || schedule === null ? null : nextDue(schedule, finishedAt);
    if (abort.signal.aborted) error ??= abort.signal.reason;
    this.options.onRun?.(name, duration, error);
    try {
      await this.#leases.finish(name, { finishedAt, next, durationMs: duration, error });
    } catch (err) {
      this.options.log.warn({ err, job: name }, "job state not recorded");
    }
    return error;
  }

  /** Every registered job with its lease and state, for /appsettings/. */
  async states(): Promise<JobState[]> {
    await this.#leases.ensure([...this.#jobs.keys()]);
    const rows = new Map((await this.#leases.all()).map((r) => [r.name, r]));
    const now = this.#now().getTime();
    return [...this.#jobs.values()].map(({ def }) => {
      const row = rows.get(def.name) as JobLease;
      const held = row.holder !== null && row.lease_until !== null;
      return { ...row, schedule: def.schedule, running: held && Date.parse(row.lease_until!) > now };
    });
  }

  /** Waits until the runs started so far have ended (tests). */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running.values()].map((r) => r.done));
  }

  /**
   * Graceful stop: no new runs, the running ones get `graceMs` to finish their step, then are
   * aborted; the leases this instance holds are released so another instance goes on at once.
   */
  async stop(graceMs = 10_000): Promise<void> {
    this.#stopScheduling();
    const running = [...this.#running.values()];
    if (running.length > 0) {
      const all = Promise.allSettled(running.map((r) => r.done));
      let timer: NodeJS.Timeout | undefined;
      const late = await Promise.race([
        all.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), graceMs);
        }),
      ]);
      clearTimeout(timer);
      if (late) {
        for (const r of running) r.abort.abort(new Error("The server is shutting down"));
        await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
      }
    }
    await this.#leases.releaseAll();
  }

  /**
   * Stops scheduling and renewing at once and keeps the leases, as a crashed instance does; the
   * running jobs are aborted. Tests use it to show another instance takes over.
   */
  halt(): void {
    this.#stopScheduling();
    this.#leases.disown();
    for (const r of this.#running.values()) r.abort.abort(new Error("The instance stopped"));
  }

  #now(): Date {
    return this.options.now?.() ?? new Date();
  }
}
