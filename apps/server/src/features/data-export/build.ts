import { createWriteStream } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { cvFileName, DATA_EXPORT_HOURS } from "@jah/shared";
import { ZipFile } from "yazl";
import type { Db } from "../../db/database.ts";
import { HttpError } from "../../http/errors.ts";
import type { PdfPool } from "../../pdf/pool.ts";
import type { FileStorage } from "../../storage/index.ts";
import { paymentsRecord } from "../payments/export.ts";
import { toJsonResume } from "../profiles/json-resume/export.ts";
import { showProfile } from "../profiles/show.ts";
import { userLanguage } from "../usersettings/index.ts";
import {
  accountRecord,
  applicationPage,
  countRows,
  coverLetters,
  documentIndex,
  jobAdMarks,
  pictureBytes,
  profileIndex,
  profileRecord,
  sentCvBytes,
  sentCvIndex,
  sentMailPage,
  settingsRecord,
  zipPaths,
} from "./contents.ts";
import { readmeText } from "./readme.ts";

export type BuildDeps = { db: Db; storage: FileStorage; pdf: PdfPool };

/** One file of the zip: its path, how much of the progress it is worth, and how to make its bytes. */
type Part = {
  path: string;
  weight: number;
  /** Text compresses; PDFs, pictures and office files hardly do, so they are stored as they are. */
  compress: boolean;
  produce: () => Promise<Buffer | Readable>;
};

/** A CV render is worth this many small files in the progress. */
const PDF_WEIGHT = 4;
/** A render refused because the renderer is busy is tried again this often, a little later each time. */
const PDF_ATTEMPTS = 5;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * A JSON array written item by item from pages of rows (keyset by id), so a list of any length goes
 * into the zip without ever being held whole.
 */
function jsonArrayStream<T extends { id: number }>(
  nextPage: (afterId: number) => Promise<T[]>,
  signal: AbortSignal,
): Readable {
  async function* items() {
    yield Buffer.from("[");
    let afterId = 0;
    let first = true;
    for (;;) {
      signal.throwIfAborted();
      const page = await nextPage(afterId);
      if (page.length === 0) break;
      let chunk = "";
      for (const item of page) {
        chunk += `${first ? "\n" : ",\n"}  ${JSON.stringify(item, null, 2).replace(/\n/g, "\n  ")}`;
        first = false;
      }
      yield Buffer.from(chunk);
      afterId = page[page.length - 1]!.id;
    }
    yield Buffer.from(first ? "]\n" : "\n]\n");
  }
  return Readable.from(items(), { objectMode: false });
}

/** The CV as PDF; a busy renderer (503) is asked again after a pause instead of failing the export. */
async function renderPdfPatiently(deps: BuildDeps, userId: string, profileId: number, signal: AbortSignal) {
  const profile = await showProfile(deps.db, userId, profileId);
  const picture = profile.has_picture ? await pictureBytes(deps.db, userId, profileId) : null;
  for (let attempt = 1; ; attempt++) {
    signal.throwIfAborted();
    try {
      return await deps.pdf.renderPdf(profile, { template: profile.cv_template, picture });
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 503) || attempt >= PDF_ATTEMPTS) throw error;
      await sleep(1000 * attempt, undefined, { signal });
    }
  }
}

/** Everything that goes into the zip, in order; nothing is read until the zip asks for that file. */
async function planParts(deps: BuildDeps, userId: string, signal: AbortSignal): Promise<Part[]> {
  const { db, storage } = deps;
  const [user, language, counts, profiles, documents, sentCvs] = await Promise.all([
    db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirstOrThrow(),
    userLanguage(db, userId),
    countRows(db, userId),
    profileIndex(db, userId),
    documentIndex(db, userId),
    sentCvIndex(db, userId),
  ]);
  const pdfNames = new Map(profiles.map((p) => [p.id, zipPaths.pdf(p.id, cvFileName(p))]));
  const text = (path: string, produce: () => Promise<Buffer | Readable>): Part => ({
    path,
    weight: 1,
    compress: true,
    produce,
  });
  const parts: Part[] = [
    text("README.txt", async () =>
      Buffer.from(
        readmeText(language, {
          exportedAt: new Date().toISOString().slice(0, 16).replace("T", " "),
          email: user.email,
          expiresHours: DATA_EXPORT_HOURS,
          ...counts,
        }),
      ),
    ),
    text("account.json", async () => json(await accountRecord(db, userId))),
    text("settings.json", async () => json(await settingsRecord(db, userId))),
    text("profiles.json", async () => {
      let index = 0;
      return jsonArrayStream(async () => {
        const next = profiles.slice(index, index + 10);
        index += next.length;
        return Promise.all(next.map(({ id }) => profileRecord(db, userId, id, pdfNames.get(id)!)));
      }, signal);
    }),
    text("applications.json", async () =>
      jsonArrayStream((after) => applicationPage(db, userId, after), signal),
    ),
    text("cover_letters.json", async () => json(await coverLetters(db, userId))),
    text("sent_mails.json", async () => jsonArrayStream((after) => sentMailPage(db, userId, after), signal)),
    text("documents.json", async () => json(documents.map(({ storage_key: _key, ...document }) => document))),
    text("job_ad_marks.json", async () => json(await jobAdMarks(db, userId))),
    text("payments.json", async () => json(await paymentsRecord(db, userId))),
  ];
  for (const document of documents) {
    parts.push({
      path: document.file,
      weight: 1,
      compress: false,
      produce: () => storage.get(document.storage_key),
    });
  }
  for (const { id, picture_etag } of profiles) {
    if (picture_etag === null) continue;
    parts.push({
      path: zipPaths.picture(id),
      weight: 1,
      compress: false,
      produce: async () => (await pictureBytes(db, userId, id)) ?? Buffer.alloc(0),
    });
  }
  for (const cv of sentCvs) {
    parts.push({
      path: zipPaths.sentCv(cv.id, cv.cv_file_name),
      weight: 1,
      compress: false,
      produce: () => sentCvBytes(db, userId, cv.id),
    });
  }
  for (const { id } of profiles) {
    parts.push(
      text(zipPaths.jsonResume(id), async () => json(toJsonResume(await showProfile(db, userId, id)))),
    );
    parts.push({
      path: pdfNames.get(id)!,
      weight: PDF_WEIGHT,
      compress: false,
      produce: () => renderPdfPatiently(deps, userId, id, signal),
    });
  }
  return parts;
}

/**
 * Writes the user's export to `target` as a zip, file by file: each part is read only when the zip
 * reaches it and streamed through, so memory holds at most one file (one document, one PDF, one page
 * of rows) however large the account. The zip is written to `target.part` and renamed when whole.
 * Reports progress (0..99) as parts are done; returns the zip's size in bytes.
 */
export async function buildExportZip(
  deps: BuildDeps,
  userId: string,
  target: string,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<number> {
  const parts = await planParts(deps, userId, signal);
  const total = parts.reduce((sum, part) => sum + part.weight, 0);
  let done = 0;
  const partial = `${target}.part`;
  const zip = new ZipFile();
  const out = createWriteStream(partial, { flags: "wx", mode: 0o600 });
  const failed = new Promise<never>((_, reject) => {
    zip.on("error", reject);
    out.on("error", reject);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  failed.catch(() => {});
  zip.outputStream.pipe(out);
  for (const part of parts) {
    zip.addReadStreamLazy(part.path, { compress: part.compress }, (callback) => {
      if (signal.aborted) return callback(signal.reason, Readable.from([]));
      part.produce().then(
        (body) => {
          const stream = Buffer.isBuffer(body) ? Readable.from([body], { objectMode: false }) : body;
          // yazl pipes the stream but does not listen for its errors: the build fails instead.
          stream.once("error", (error) => zip.emit("error", error));
          stream.once("end", () => {
            done += part.weight;
            onProgress(Math.min(99, Math.floor((done / total) * 100)));
          });
          callback(null, stream);
        },
        (error) => callback(error, Readable.from([])),
      );
    });
  }
  zip.end();
  try {
    await Promise.race([finished(out), failed]);
    const { size } = await stat(partial);
    await rename(partial, target);
    return size;
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}
