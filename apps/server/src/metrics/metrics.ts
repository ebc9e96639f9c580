import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** A database pool's connections at scrape time. */
export type PoolStats = { pool: string; total: number; idle: number; waiting: number };

/** What the gauges read when Prometheus scrapes: the mail queues and the database pools. */
export type MetricsSources = {
  /** Per queue: queued rows and the age in seconds of the oldest one (0 when empty). */
  mailQueues: () => Promise<{ queue: string; depth: number; oldestAgeSeconds: number }[]>;
  pools: () => PoolStats[];
};

/** Seconds, from 5 ms to 2 minutes: covers a page request as well as a slow PDF or CV import. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/**
 * The server's Prometheus series, in a registry of its own per app (two apps in one test process do
 * not share counters). Names follow Prometheus conventions: base units, _total for counters.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code",
    labelNames: ["method", "route", "status_code"] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status code",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: BUCKETS,
    registers: [this.registry],
  });
  readonly mailSendFailures = new Counter({
    name: "mail_send_failures_total",
    help: "Mails the mail server did not take (each failed attempt), by queue",
    labelNames: ["queue"] as const,
    registers: [this.registry],
  });
  readonly pdfRender = new Histogram({
    name: "pdf_render_duration_seconds",
    help: "Time to render a CV (PDF or HTML preview), by outcome",
    labelNames: ["kind", "outcome"] as const,
    buckets: BUCKETS,
    registers: [this.registry],
  });
  readonly cvImport = new Histogram({
    name: "cv_import_duration_seconds",
    help: "Time to read an uploaded CV into a profile draft, by outcome",
    labelNames: ["outcome"] as const,
    buckets: BUCKETS,
    registers: [this.registry],
  });
  readonly jobRuns = new Counter({
    name: "job_runs_total",
    help: "Background job runs on this instance, by job",
    labelNames: ["job"] as const,
    registers: [this.registry],
  });
  readonly jobFailures = new Counter({
    name: "job_failures_total",
    help: "Background job runs on this instance that failed, by job",
    labelNames: ["job"] as const,
    registers: [this.registry],
  });
  readonly jobDuration = new Histogram({
    name: "job_duration_seconds",
    help: "Time a background job run took, by job",
    labelNames: ["job"] as const,
    buckets: BUCKETS,
    registers: [this.registry],
  });

  constructor(sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry });
    // Read on scrape: small queries rather than bookkeeping on every enqueue.
    new Gauge({
      name: "mail_queue_depth",
      help: "Mails waiting to be sent, by queue",
      labelNames: ["queue"] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const q of await sources.mailQueues()) this.set({ queue: q.queue }, q.depth);
      },
    });
    new Gauge({
      name: "mail_queue_oldest_age_seconds",
      help: "Age of the oldest mail waiting to be sent, by queue (0 when none waits)",
      labelNames: ["queue"] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const q of await sources.mailQueues()) this.set({ queue: q.queue }, q.oldestAgeSeconds);
      },
    });
    new Gauge({
      name: "db_pool_connections",
      help: "Database pool connections, by pool and state (total, idle, waiting requests)",
      labelNames: ["pool", "state"] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const p of sources.pools()) {
          this.set({ pool: p.pool, state: "total" }, p.total);
          this.set({ pool: p.pool, state: "idle" }, p.idle);
          this.set({ pool: p.pool, state: "waiting" }, p.waiting);
        }
      },
    });
  }

  /** Times `work` into `histogram` with an outcome label (ok / error). */
  async time<T>(
    observe: (seconds: number, outcome: "ok" | "error") => void,
    work: () => Promise<T>,
  ): Promise<T> {
    const start = performance.now();
    try {
      const result = await work();
      observe((performance.now() - start) / 1000, "ok");
      return result;
    } catch (error) {
      observe((performance.now() - start) / 1000, "error");
      throw error;
    }
  }

  /** The runner's report of one job run. */
  jobRan(job: string, durationMs: number, error: unknown | undefined): void {
    this.jobRuns.inc({ job });
    if (error !== undefined) this.jobFailures.inc({ job });
    this.jobDuration.observe({ job }, durationMs / 1000);
  }
}
