import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { DATA_EXPORT_HOURS, type DataExportStatus } from "@jah/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import type { DataExportTable } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import { FileMissingError, type FileStorage } from "../../storage/index.ts";
import type { BuildDeps } from "./build.ts";

type Row = Selectable<DataExportTable>;
type Logger = { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };

export type DataExportsDeps = BuildDeps & {
  /** Where a finished zip is kept until its download. */
  storage: FileStorage;
  /**
   * DATA_DIR/exports: where a zip is built (named by its row's id) before it moves into the file
   * storage under that id, so that any instance can serve the download.
   */
  dir: string;
  /** The server's secret: the download token is the export id signed with it. */
  secret: string;
  log: Logger;
  /** Builds at once in this process; more wait their turn (default 2). */
  concurrency?: number;
};

const HOUR_MS = 60 * 60_000;
/** A build whose row has not moved for this long died with its server: it is given up. */
export const STALE_BUILD_MS = 10 * 60_000;
/** While a build runs (or waits its turn) its row is touched this often, so it never looks stale. */
const HEARTBEAT_MS = 60_000;
/** Progress is written at most this often (and whenever the build ends). */
const PROGRESS_WRITE_MS = 250;

const ID_RE = /^[a-f0-9]{32}$/;

/** The zip of an export, and the file it is written to while being built. */
export function exportFiles(dir: string, id: string): [string, string] {
  if (!ID_RE.test(id)) throw new Error("Invalid export id");
  const zip = path.join(dir, `${id}.zip`);
  return [zip, `${zip}.part`];
}

/** Where an export's files live: its build files on this disk, its finished zip in the file storage. */
export type ExportPlaces = { dir: string; storage: FileStorage };

/**
 * Removes an export's files (the stored zip, and build files on this disk); gone already is fine.
 * Returns how many build files there were on this disk (the storage does not say whether it had one).
 */
export async function removeExportFiles(places: ExportPlaces, id: string): Promise<number> {
  const { dir, storage } = places;
  await storage.delete(id);
  let removed = 0;
  for (const file of exportFiles(dir, id)) {
    try {
      await rm(file);
      removed++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return removed;
}

/**
 * The account purge: every export file of the user (the rows go with the user row). Returns how many
 * files went: the stored zips of ready exports and build files left on this disk.
 */
export async function deleteUserExports(db: Db, places: ExportPlaces, userId: string): Promise<number> {
  const rows = await db
    .selectFrom("data_export")
    .select(["id", "status"])
    .where("user_id", "=", userId)
    .execute();
  let removed = 0;
  for (const { id, status } of rows) {
    removed += (await removeExportFiles(places, id)) + (status === "ready" ? 1 : 0);
  }
  await db.deleteFrom("data_export").where("user_id", "=", userId).execute();
  return removed;
}

/** A tiny FIFO semaphore: at most `size` builds render and write at once. */
class Slots {
  #free: number;
  readonly #waiting: Array<() => void> = [];
  constructor(size: number) {
    this.#free = size;
  }
  async take(): Promise<void> {
    if (this.#free > 0) {
      this.#free--;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }
  give(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#free++;
  }
}

/**
 * The data exports of GDPR article 20: a build in the background per request, its progress in the
 * row, the zip in DATA_DIR/exports, one download through a signed link, and the file removed after
 * that download or when the link expires (DATA_EXPORT_HOURS).
 */
export class DataExports {
  readonly #deps: DataExportsDeps;
  readonly #running = new Map<string, Promise<void>>();
  readonly #slots: Slots;
  readonly #closing = new AbortController();

  constructor(deps: DataExportsDeps) {
    this.#deps = deps;
    this.#slots = new Slots(deps.concurrency ?? 2);
  }

  get dir(): string {
    return this.#deps.dir;
  }

  /** The single-use download token of an export: its id and the id signed with the server's secret. */
  token(id: string): string {
    return `${id}.${this.#mac(id)}`;
  }

  #mac(id: string): string {
    return createHmac("sha256", this.#deps.secret).update(`data-export:${id}`).digest("base64url");
  }

  /** The id a token names, when its signature holds; null for anything else. */
  #idOf(token: string): string | null {
    const [id, mac, extra] = token.split(".");
    if (!id || !mac || extra !== undefined || !ID_RE.test(id)) return null;
    const expected = Buffer.from(this.#mac(id));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  #present(row: Row): DataExportStatus {
    return {
      id: row.id,
      status: row.status,
      progress: row.progress,
      size: row.size === null ? null : Number(row.size),
      created_at: row.created_at,
      expires_at: row.expires_at,
      download_url: row.status === "ready" ? `/api/account/export/download/${this.token(row.id)}` : null,
    };
  }

  /**
   * The state a row is really in: a ready export past its time is expired (its file goes), a build
   * that stopped moving failed. Writes the change so every instance sees the same.
   */
  async #settle(row: Row, now = new Date()): Promise<Row> {
    const { db } = this.#deps;
    if (row.status === "ready" && row.expires_at !== null && Date.parse(row.expires_at) <= now.getTime()) {
      await db
        .updateTable("data_export")
        .set({ status: "expired", updated_at: now.toISOString() })
        .where("id", "=", row.id)
        .where("status", "=", "ready")
        .execute();
      await removeExportFiles(this.#deps, row.id);
      return { ...row, status: "expired" };
    }
    if (
      row.status === "building" &&
      !this.#running.has(row.id) &&
      Date.parse(row.updated_at) <= now.getTime() - STALE_BUILD_MS
    ) {
      await this.#fail(row.id, "The build stopped (server restart)");
      return { ...row, status: "failed" };
    }
    return row;
  }

  async #latestRow(userId: string): Promise<Row | undefined> {
    return this.#deps.db
      .selectFrom("data_export")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .orderBy("id")
      .executeTakeFirst();
  }

  /** GET /api/account/export: the user's latest export, 404 when there is none. */
  async latest(userId: string): Promise<DataExportStatus> {
    const row = await this.#latestRow(userId);
    if (!row) throw new HttpError(404, "No data export yet");
    return this.#present(await this.#settle(row));
  }

  /**
   * POST /api/account/export: starts a build, or answers the one that is running. A new build
   * replaces the user's earlier exports (their files go at once).
   */
  async start(userId: string): Promise<{ created: boolean; status: DataExportStatus }> {
    const { db, dir } = this.#deps;
    const current = await this.#latestRow(userId);
    if (current) {
      const settled = await this.#settle(current);
      if (settled.status === "building") return { created: false, status: this.#present(settled) };
    }
    const earlier = await db.selectFrom("data_export").select("id").where("user_id", "=", userId).execute();
    for (const { id } of earlier) await removeExportFiles(this.#deps, id);
    const id = randomBytes(16).toString("hex");
    const now = nowIso();
    const row: Row = {
      id,
      user_id: userId,
      status: "building",
      progress: 0,
      size: null,
      error: null,
      created_at: now,
      updated_at: now,
      expires_at: null,
      downloaded_at: null,
    };
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom("data_export")
          .where("user_id", "=", userId)
          .where("status", "!=", "building")
          .execute();
        await trx.insertInto("data_export").values(row).execute();
      });
    } catch (error) {
      // Two starts at once: the unique index on running builds lets one in; the other answers it.
      const running = await this.#latestRow(userId);
      if (running?.status === "building") return { created: false, status: this.#present(running) };
      throw error;
    }
    await mkdir(dir, { recursive: true });
    const build = this.#build(id, userId).finally(() => this.#running.delete(id));
    this.#running.set(id, build);
    return { created: true, status: this.#present(row) };
  }

  /** Runs one build to its end: ready with an expiry, or failed; never throws. */
  async #build(id: string, userId: string): Promise<void> {
    const { db, dir, log } = this.#deps;
    const [zipFile] = exportFiles(dir, id);
    const touch = (set: { progress?: number } = {}) =>
      db
        .updateTable("data_export")
        .set({ ...set, updated_at: nowIso() })
        .where("id", "=", id)
        .where("status", "=", "building")
        .execute();
    const heartbeat = setInterval(() => void touch().catch(() => {}), HEARTBEAT_MS);
    heartbeat.unref();
    // Progress goes to the row at most every PROGRESS_WRITE_MS; a value held back is written when
    // that time is up, so a build waiting on a slow part (a CV render) shows how far it got.
    let lastWrite = 0;
    let written = 0;
    let latest = 0;
    let trailing: NodeJS.Timeout | undefined;
    let pending: Promise<unknown> = Promise.resolve();
    const write = () => {
      trailing = undefined;
      if (latest <= written) return;
      lastWrite = Date.now();
      written = latest;
      const percent = latest;
      pending = pending.then(() => touch({ progress: percent })).catch(() => {});
    };
    const onProgress = (percent: number) => {
      latest = Math.max(latest, percent);
      const wait = PROGRESS_WRITE_MS - (Date.now() - lastWrite);
      if (wait <= 0) write();
      else trailing ??= setTimeout(write, wait);
    };
    await this.#slots.take();
    try {
      // The ZIP writer (yazl) loads with the first export, not at start.
      const { buildExportZip } = await import("./build.ts");
      const size = await buildExportZip(this.#deps, userId, zipFile, onProgress, this.#closing.signal);
      // Into the file storage, so the download works on whichever instance it reaches.
      await this.#deps.storage.putStream(id, createReadStream(zipFile), size);
      await rm(zipFile, { force: true });
      clearTimeout(trailing);
      await pending;
      const now = new Date();
      const done = await db
        .updateTable("data_export")
        .set({
          status: "ready",
          progress: 100,
          size,
          updated_at: now.toISOString(),
          expires_at: new Date(now.getTime() + DATA_EXPORT_HOURS * HOUR_MS).toISOString(),
        })
        .where("id", "=", id)
        .where("status", "=", "building")
        .executeTakeFirst();
      // The row is gone (account purged, export replaced) or was given up: the zip must not stay.
      if (Number(done.numUpdatedRows) !== 1) await removeExportFiles(this.#deps, id);
      else log.info({ exportId: id, userId, size }, "data export ready");
    } catch (error) {
      clearTimeout(trailing);
      await pending;
      log.error({ err: error, exportId: id, userId }, "data export failed");
      await this.#fail(id, "The export could not be built").catch(() => {});
    } finally {
      clearInterval(heartbeat);
      clearTimeout(trailing);
      this.#slots.give();
    }
  }

  async #fail(id: string, message: string): Promise<void> {
    await this.#deps.db
      .updateTable("data_export")
      .set({ status: "failed", error: message, updated_at: nowIso() })
      .where("id", "=", id)
      .where("status", "=", "building")
      .execute();
    await removeExportFiles(this.#deps, id);
  }

  /**
   * GET /api/account/export/download/{token}: the zip, once. The token must be signed by this server
   * (404 otherwise); a used, expired, replaced or failed export answers 410. The row is marked
   * downloaded before the first byte goes out, so a second request never gets the file; the file is
   * removed when the response has ended (or broken off).
   */
  async openDownload(token: string): Promise<{ stream: Readable; size: number; fileName: string }> {
    const id = this.#idOf(token);
    if (!id) throw new HttpError(404, "Unknown download link");
    const gone = () => new HttpError(410, "This download link has already been used or has expired");
    const { db } = this.#deps;
    const row = await db.selectFrom("data_export").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw gone();
    const settled = await this.#settle(row);
    if (settled.status !== "ready") throw gone();
    const now = nowIso();
    const taken = await db
      .updateTable("data_export")
      .set({ status: "downloaded", downloaded_at: now, updated_at: now })
      .where("id", "=", id)
      .where("status", "=", "ready")
      .where("expires_at", ">", now)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw gone();
    let stored: { stream: Readable; size: number };
    try {
      stored = await this.#deps.storage.getStream(id);
    } catch (error) {
      if (error instanceof FileMissingError) throw gone();
      throw error;
    }
    const { stream, size } = stored;
    stream.once("close", () => void removeExportFiles(this.#deps, id).catch(() => {}));
    const day = row.created_at.slice(0, 10);
    return { stream, size, fileName: `job-application-helper-data-${day}.zip` };
  }

  /**
   * The hourly clean-up: ready exports past their time become expired and their files go, dead
   * builds are given up, and a file no live export names (left by a crash) is removed.
   */
  async sweep(now = new Date()): Promise<{ expired: number; failed: number; orphans: number }> {
    const { db, dir } = this.#deps;
    const due = await db
      .selectFrom("data_export")
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "ready"), eb("expires_at", "<=", now.toISOString())]),
          eb.and([
            eb("status", "=", "building"),
            eb("updated_at", "<=", new Date(now.getTime() - STALE_BUILD_MS).toISOString()),
          ]),
        ]),
      )
      .execute();
    let expired = 0;
    let failed = 0;
    for (const row of due) {
      const settled = await this.#settle(row, now);
      if (settled.status === "expired") expired++;
      if (settled.status === "failed") failed++;
    }
    let orphans = 0;
    const names = await readdir(dir).catch(() => [] as string[]);
    const ids = [...new Set(names.map((n) => n.slice(0, 32)).filter((id) => ID_RE.test(id)))];
    if (ids.length > 0) {
      const live = new Set(
        (
          await db
            .selectFrom("data_export")
            .select("id")
            .where("id", "in", ids)
            .where("status", "in", ["building", "ready"])
            .execute()
        ).map((r) => r.id),
      );
      for (const id of ids) if (!live.has(id)) orphans += await removeExportFiles(this.#deps, id);
    }
    return { expired, failed, orphans };
  }

  /** One sweep, logged when it removed anything; the job runner runs it hourly (background-jobs.ts). */
  async sweepAndLog(): Promise<void> {
    const r = await this.sweep();
    if (r.expired + r.failed + r.orphans > 0) this.#deps.log.info(r, "data exports swept");
  }

  /** Waits until every build started so far has ended (tests). */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running.values()]);
  }

  /** Breaks off running builds (their rows become failed). */
  async close(): Promise<void> {
    this.#closing.abort(new Error("The server is shutting down"));
    await this.idle();
  }
}
