import { createWriteStream } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { DATA_EXPORT_HOURS, type Profile } from "@jah/shared";
import { ZipFile } from "yazl";
import type { Db } from "../../db/database.ts";
import type { UserDataPart } from "../../db/user-data.ts";
import { HttpError } from "../../http/errors.ts";
import type { PdfPool } from "../../pdf/pool.ts";
import { ExportPlan, type ZipEntry } from "./plan.ts";
import { README_FACTS, readmeFromFacts } from "./readme.ts";

export type BuildDeps = { db: Db; pdf: PdfPool; parts: readonly UserDataPart[] };

/** A render refused because the renderer is busy is tried again this often, a little later each time. */
const PDF_ATTEMPTS = 5;

/** The CV as PDF; a busy renderer (503) is asked again after a pause instead of failing the export. */
async function renderPdfPatiently(
  pdf: PdfPool,
  profile: Profile,
  picture: Buffer | null,
  signal: AbortSignal,
) {
  for (let attempt = 1; ; attempt++) {
    signal.throwIfAborted();
    try {
      return await pdf.renderPdf(profile, { template: profile.cv_template, picture });
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 503) || attempt >= PDF_ATTEMPTS) throw error;
      await sleep(1000 * attempt, undefined, { signal });
    }
  }
}

/** Everything that goes into the zip, in order, as the user-data parts describe it; nothing is read yet. */
async function planEntries(deps: BuildDeps, userId: string, signal: AbortSignal): Promise<ZipEntry[]> {
  const plan = new ExportPlan(
    (profile, picture) => renderPdfPatiently(deps.pdf, profile, picture, signal),
    signal,
  );
  for (const part of deps.parts) await part.export?.(plan, { db: deps.db, userId, signal });
  return plan.entries(
    (facts) =>
      readmeFromFacts(facts, {
        exportedAt: new Date().toISOString().slice(0, 16).replace("T", " "),
        expiresHours: DATA_EXPORT_HOURS,
      }),
    README_FACTS,
  );
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
  const parts = await planEntries(deps, userId, signal);
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
