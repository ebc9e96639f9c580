import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobRunner } from "../../src/schedule/runner.ts";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

const quiet = { error: () => {}, warn: () => {} };

/** A promise with its resolve, to hold a job in the middle of its run. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe.each(testDialects())("job runner on %s", (dialect) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect, { ADMIN_EMAILS: "jobs-admin@example.com" });
    admin = await verifiedUser(server, { email: "jobs-admin@example.com" });
  });
  afterAll(() => server.stop());

  /** Two runners ("instances") on the server's database sharing one clock. */
  function twoInstances(clock: { now: Date }, leaseMs = 60_000, renewMs = 15_000) {
    const make = (instanceId: string) =>
      new JobRunner({
        db: server.database.db,
        log: quiet,
        instanceId,
        leaseMs,
        renewMs,
        now: () => clock.now,
      });
    return [make("instance-a"), make("instance-b")] as const;
  }

  it("runs a job once per period across two instances", async () => {
    const clock = { now: new Date("2026-11-25T10:00:30.000Z") };
    const [a, b] = twoInstances(clock);
    let runs = 0;
    const name = `hourly-${dialect}`;
    for (const runner of [a, b]) {
      runner.register({
        name,
        schedule: "0 * * * *",
        run: async () => {
          runs++;
        },
      });
    }
    const first = await Promise.all([a.runIfDue(name), b.runIfDue(name), a.runIfDue(name)]);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // Later in the same hour: done for this period on every instance.
    clock.now = new Date("2026-11-25T10:40:00.000Z");
    expect(await b.runIfDue(name)).toBe(false);
    expect(await a.runIfDue(name)).toBe(false);
    expect(runs).toBe(1);
    // The next hour: due again, once.
    clock.now = new Date("2026-11-25T11:00:01.000Z");
    const second = await Promise.all([b.runIfDue(name), a.runIfDue(name)]);
    expect(second.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(2);
    const row = await server.database.db
      .selectFrom("job_lease")
      .selectAll()
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      holder: null,
      runs: 2,
      failures: 0,
      next_run_at: "2026-11-25T12:00:00.000Z",
    });
  });

  it("runs a job now whether or not it is due, never beside another run, and keeps its schedule (issue 40)", async () => {
    const clock = { now: new Date("2026-11-25T10:10:00.000Z") };
    const [a, b] = twoInstances(clock);
    const name = `run-now-${dialect}`;
    let runs = 0;
    const held = gate();
    a.register({
      name,
      schedule: "0 * * * *",
      run: async () => {
        runs++;
        await held.opened;
      },
    });
    // The scheduled run of this hour holds the lease: a run now elsewhere waits for nothing and says who holds it.
    const scheduled = a.runIfDue(name);
    await expect.poll(() => runs).toBe(1);
    const busy = await b.runNow(name, async () => "never");
    expect(busy).toEqual({ ran: false, holder: "instance-a", leaseUntil: "2026-11-25T10:11:00.000Z" });
    held.open();
    expect(await scheduled).toBe(true);
    // Not due again this hour, but a run now goes ahead, answers the work's result and leaves next_run_at alone.
    clock.now = new Date("2026-11-25T10:20:00.000Z");
    expect(await a.runIfDue(name)).toBe(false);
    const now = await b.runNow(name, async () => ({ collected: 3 }));
    expect(now).toMatchObject({ ran: true, result: { collected: 3 } });
    const row = await server.database.db
      .selectFrom("job_lease")
      .selectAll()
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      holder: null,
      runs: 2,
      last_run_at: "2026-11-25T10:20:00.000Z",
      next_run_at: "2026-11-25T11:00:00.000Z",
    });
    // A failing run now is recorded and its error reaches the caller.
    await expect(b.runNow(name, async () => Promise.reject(new Error("source down")))).rejects.toThrow(
      "source down",
    );
  });

  it("is taken over when the holder stops in the middle of a run, not before its lease ends", async () => {
    const clock = { now: new Date("2026-11-25T10:00:00.000Z") };
    const [a, b] = twoInstances(clock, 60_000);
    const name = `takeover-${dialect}`;
    const held = gate();
    const startedOnA = gate();
    const ran: string[] = [];
    a.register({
      name,
      schedule: "0 * * * *",
      run: async () => {
        ran.push("a");
        startedOnA.open();
        await held.opened;
      },
    });
    b.register({
      name,
      schedule: "0 * * * *",
      run: async () => {
        ran.push("b");
      },
    });
    const onA = a.runIfDue(name);
    await startedOnA.opened;
    // A holds a live lease: B keeps off.
    clock.now = new Date("2026-11-25T10:00:30.000Z");
    expect(await b.runIfDue(name)).toBe(false);
    // A dies mid-run (no renewal, no release); once its lease has run out, B takes the job over.
    a.halt();
    clock.now = new Date("2026-11-25T10:01:01.000Z");
    expect(await b.runIfDue(name)).toBe(true);
    expect(ran).toEqual(["a", "b"]);
    held.open();
    await onA;
    const row = await server.database.db
      .selectFrom("job_lease")
      .selectAll()
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    // The dead instance's late finish wrote nothing over B's run.
    expect(row).toMatchObject({ holder: null, runs: 1, next_run_at: "2026-11-25T11:00:00.000Z" });
  });

  it("renews the lease while a long run goes on", async () => {
    const name = `long-${dialect}`;
    const held = gate();
    let runs = 0;
    // Real time here: the renewals carry the lease past its 300 ms.
    const live = [
      new JobRunner({ db: server.database.db, log: quiet, instanceId: "live-a", leaseMs: 300, renewMs: 50 }),
      new JobRunner({ db: server.database.db, log: quiet, instanceId: "live-b", leaseMs: 300, renewMs: 50 }),
    ];
    for (const runner of live) {
      runner.register({
        name,
        schedule: "0 0 1 1 *",
        run: async () => {
          runs++;
          await held.opened;
        },
      });
    }
    const onA = live[0]!.runIfDue(name);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await live[1]!.runIfDue(name)).toBe(false);
    held.open();
    expect(await onA).toBe(true);
    expect(runs).toBe(1);
  });

  it("runs a started job at its schedule's times, and no more once stopped", async () => {
    const runner = new JobRunner({ db: server.database.db, log: quiet, instanceId: "ticker" });
    const name = `every-second-${dialect}`;
    const ranAt: number[] = [];
    runner.register({ name, schedule: "* * * * * *", run: async () => void ranAt.push(Date.now()) });
    runner.start([name]);
    const deadline = Date.now() + 10_000;
    while (ranAt.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await runner.stop(1000);
    expect(ranAt.length).toBeGreaterThanOrEqual(2);
    // Each run at its own second of the schedule.
    expect(ranAt[1]! - ranAt[0]!).toBeGreaterThan(500);
    const after = ranAt.length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(ranAt.length).toBe(after);
  });

  it("records failures and releases its leases on stop", async () => {
    const runner = new JobRunner({ db: server.database.db, log: quiet, instanceId: "stopper" });
    const name = `failing-${dialect}`;
    runner.register({
      name,
      schedule: "*/5 * * * *",
      run: async () => {
        throw new Error("The source answered 503");
      },
    });
    expect(await runner.runIfDue(name)).toBe(true);
    const [state] = (await runner.states()).filter((s) => s.name === name);
    expect(state).toMatchObject({
      runs: 1,
      failures: 1,
      last_error: "The source answered 503",
      running: false,
    });
    expect(state?.last_run_at).toEqual(expect.any(String));
    expect(state?.next_run_at).toEqual(expect.any(String));

    const held = gate();
    const started = gate();
    const slow = `slow-${dialect}`;
    runner.register({
      name: slow,
      schedule: "*/5 * * * *",
      run: async (signal) => {
        started.open();
        await Promise.race([
          held.opened,
          new Promise((resolve) => signal.addEventListener("abort", resolve)),
        ]);
      },
    });
    const running = runner.runIfDue(slow);
    await started.opened;
    await runner.stop(50);
    await running;
    const row = await server.database.db
      .selectFrom("job_lease")
      .select(["holder", "lease_until"])
      .where("name", "=", slow)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ holder: null, lease_until: null });
  });

  it("shows every job's state to administrators only", async () => {
    await server.jobs.runIfDue("rate-limit-cleanup");
    const res = await api(server, admin, "GET", "/api/admin/jobs");
    expect(res.status).toBe(200);
    const names = (res.body as { name: string }[]).map((j) => j.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "mail-delivery",
        "application-mail-delivery",
        "follow-up-reminders",
        "account-purge",
        "demo-cleanup",
        "data-export-sweep",
        "job-crawler",
        "rate-limit-cleanup",
      ]),
    );
    const cleanup = (res.body as Record<string, unknown>[]).find((j) => j.name === "rate-limit-cleanup");
    expect(cleanup).toMatchObject({ schedule: "20 * * * *", runs: 1, failures: 0, running: false });
    expect(cleanup?.last_run_at).toEqual(expect.any(String));
    const plain = await verifiedUser(server);
    expect((await api(server, plain, "GET", "/api/admin/jobs")).status).toBe(403);
  });
});
