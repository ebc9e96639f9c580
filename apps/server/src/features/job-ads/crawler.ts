import { type SourceState, storableText } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { expireAds, storeAds } from "./ads.ts";
import { type CrawlerConfig, parseCrawlerConfig, type SourceConfig } from "./crawler-config.ts";
import { hasSavedCrawlerConfig, readCrawlerConfig } from "./crawler-settings.ts";
import { warmJobAds } from "./matching.ts";
import { PartialRunError } from "./sources/fetch-error.ts";
import { createHttp, type Http, type HttpOptions } from "./sources/http.ts";
import { fetchSourceAds } from "./sources/index.ts";
import type { SourceAd } from "./sources/types.ts";

type Logger = { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

/**
 * What an error says to an administrator: its message, without stack or secrets, storable (a parser's
 * message may quote the source's bytes, a NUL among them).
 */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return storableText(message.slice(0, 500)) || "Unknown error";
}

/**
 * Collects job ads: every enabled source runs on its interval (one run at a time per source, claimed
 * in the database so that several app instances do not run it twice), stores what it found once,
 * and records its outcome. A failing source never stops the others; its error is shown on /appsettings/.
 * The job runner calls runDue every minute (background-jobs.ts).
 */
export class JobCrawler {
  readonly #running = new Set<string>();
  #http: Http | undefined;
  #httpDelay = -1;

  /** The default configuration as JSON text, in force until an administrator saves one. */
  readonly defaultConfig: string;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly httpOptions: HttpOptions = {},
    defaults: Record<string, unknown> = {},
  ) {
    this.defaultConfig = JSON.stringify(defaults, null, 2);
  }

  async config(): Promise<CrawlerConfig> {
    return parseCrawlerConfig(await readCrawlerConfig(this.db, this.defaultConfig));
  }

  /** The configuration as /appsettings/ shows it, and whether the default sources are in force. */
  async configText(): Promise<{ json: string; isDefault: boolean }> {
    const saved = await hasSavedCrawlerConfig(this.db);
    return {
      json: await readCrawlerConfig(this.db, this.defaultConfig),
      isDefault: !saved && this.defaultConfig !== "{}",
    };
  }

  /** One polite fetcher for all sources, so that the per-host pause holds across them. */
  #httpFor(config: CrawlerConfig): Http {
    if (!this.#http || this.#httpDelay !== config.hostDelayMs) {
      this.#http = createHttp({ hostDelayMs: config.hostDelayMs, ...this.httpOptions });
      this.#httpDelay = config.hostDelayMs;
    }
    return this.#http;
  }

  /** Runs every enabled source whose interval has passed, then removes expired ads. */
  async runDue(now = new Date()): Promise<void> {
    const config = await this.config();
    const states = new Map(
      (await this.db.selectFrom("job_source_state").selectAll().execute()).map((s) => [s.source_key, s]),
    );
    const due = config.sources.filter((s) => {
      if (!s.enabled) return false;
      const last = states.get(s.key)?.last_run_at;
      return !last || new Date(last).getTime() + s.intervalMinutes * 60_000 <= now.getTime();
    });
    // Sources run side by side; the fetcher keeps each host to one request at a time.
    await Promise.all(due.map((s) => this.#run(config, s, states.get(s.key)?.last_run_at ?? null)));
    await expireAds(this.db, config.maxAgeDays, now);
  }

  /**
   * Runs every enabled source now, whatever its interval (`npm run jobs -- run sources`, "Run all now"
   * on /appsettings/), then removes expired ads; answers the enabled sources' states after the run.
   */
  async runAll(): Promise<SourceState[]> {
    const config = await this.config();
    const states = new Map(
      (await this.db.selectFrom("job_source_state").selectAll().execute()).map((s) => [s.source_key, s]),
    );
    const enabled = config.sources.filter((s) => s.enabled);
    await Promise.all(enabled.map((s) => this.#run(config, s, states.get(s.key)?.last_run_at ?? null)));
    await expireAds(this.db, config.maxAgeDays);
    const keys = new Set(enabled.map((s) => s.key));
    return (await this.states()).filter((s) => keys.has(s.key));
  }

  /** Runs one configured source now (Run now on /appsettings/); undefined for an unknown key. */
  async runNow(key: string): Promise<SourceState | undefined> {
    const config = await this.config();
    const source = config.sources.find((s) => s.key === key);
    if (!source) return undefined;
    const before = await this.db
      .selectFrom("job_source_state")
      .select("last_run_at")
      .where("source_key", "=", key)
      .executeTakeFirst();
    await this.#run(config, source, before?.last_run_at ?? null);
    // As after a scheduled run: ads past their end date or long unseen go at once.
    await expireAds(this.db, config.maxAgeDays);
    return (await this.states()).find((s) => s.key === key);
  }

  /**
   * Claims the source (its last_run_at still what this instance read), fetches, stores and records.
   * Answers false when another run holds it.
   */
  async #run(config: CrawlerConfig, source: SourceConfig, lastRun: string | null): Promise<boolean> {
    if (this.#running.has(source.key)) return false;
    const startedAt = nowIso();
    await this.db
      .insertInto("job_source_state")
      .values({ source_key: source.key })
      .onConflict((oc) => oc.column("source_key").doNothing())
      .execute();
    const claimed = await this.db
      .updateTable("job_source_state")
      .set({ last_run_at: startedAt })
      .where("source_key", "=", source.key)
      .where((eb) => (lastRun === null ? eb("last_run_at", "is", null) : eb("last_run_at", "=", lastRun)))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    this.#running.add(source.key);
    try {
      let ads: SourceAd[];
      let stoppedEarly: string | null = null;
      try {
        ads = await fetchSourceAds(source, this.#httpFor(config));
      } catch (error) {
        // The source refused midway: what it gave before is stored, the refusal shown as its error.
        if (!(error instanceof PartialRunError)) throw error;
        ads = error.ads as SourceAd[];
        stoppedEarly = describe(error);
      }
      const name = source.name ?? source.key;
      const stored = await storeAds(
        this.db,
        { key: source.key, name },
        ads.map((ad) => ({ ...ad, language: ad.language ?? source.language ?? null })),
      );
      await this.db
        .updateTable("job_source_state")
        .set({ last_success_at: nowIso(), ads_found: stored.found, ads_new: stored.new, error: stoppedEarly })
        .where("source_key", "=", source.key)
        .execute();
      await warmJobAds(this.db, stored.newIds);
      this.log.info({ source: source.key, found: stored.found, new: stored.new }, "job source ran");
    } catch (err) {
      await this.db
        .updateTable("job_source_state")
        .set({ error: describe(err), ads_found: 0, ads_new: 0 })
        .where("source_key", "=", source.key)
        .execute();
      this.log.error({ source: source.key, err: describe(err) }, "job source failed");
    } finally {
      this.#running.delete(source.key);
    }
    return true;
  }

  /** Each configured source with its last run. */
  async states(): Promise<SourceState[]> {
    const config = await this.config();
    const rows = new Map(
      (await this.db.selectFrom("job_source_state").selectAll().execute()).map((s) => [s.source_key, s]),
    );
    return config.sources.map((s) => {
      const row = rows.get(s.key);
      return {
        key: s.key,
        name: s.name ?? s.key,
        kind: s.kind,
        enabled: s.enabled,
        last_run_at: row?.last_run_at ?? null,
        last_success_at: row?.last_success_at ?? null,
        ads_found: row?.ads_found ?? 0,
        ads_new: row?.ads_new ?? 0,
        error: row?.error ?? null,
        running: this.#running.has(s.key),
      };
    });
  }
}
