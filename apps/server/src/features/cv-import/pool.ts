import { availableParallelism } from "node:os";
import type { CvImportErrorCode, ProfileDraft } from "@jah/cv-import";
import { Piscina } from "piscina";
import type { ParseOutcome, ParseTask } from "./parse-task.ts";

/** A CV the import refuses: answered 400 with its code, nothing is created. */
export class CvImportRejected extends Error {
  constructor(
    readonly code: CvImportErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "CvImportRejected";
  }
}

export type CvParsePoolOptions = {
  /** A parse that takes longer is stopped by ending its worker thread. */
  timeoutMs: number;
  maxBytes: number;
  /** The worker's entry; tests swap in a worker that never finishes. */
  workerUrl?: URL;
};

/**
 * Parses uploaded CVs in worker threads with a hard time limit: parts of PDF reading are synchronous,
 * so only ending the thread stops a hostile file for sure.
 *
 * The threads live only while parses run. A CV import is rare (about once per profile) and an idle
 * worker would hold pdf.js and its heap, 60 to 70 MiB, until its idle timeout: once the last running
 * parse is done (and has compacted its heap, see parseTask) its threads end, before that parse answers.
 * What an ended thread's heap still held stays resident for the next thread V8 starts (a PDF worker or
 * the next import) instead of adding to it. The next import starts a thread again, a few hundred
 * milliseconds on top of a parse that takes about a second.
 */
export class CvParsePool {
  #pool: Piscina<ParseTask, ParseOutcome> | null = null;
  #running = 0;
  readonly #options: CvParsePoolOptions;

  constructor(options: CvParsePoolOptions) {
    this.#options = options;
  }

  #start(): Piscina<ParseTask, ParseOutcome> {
    return new Piscina({
      filename: (this.#options.workerUrl ?? new URL("./worker.mjs", import.meta.url)).href,
      minThreads: 0,
      maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
      // Not the parent's loader flags: worker.mjs registers tsx itself.
      execArgv: [],
      // A file that makes the parser allocate without end ends its worker, not the server.
      // A small young generation keeps the worker near its live data (see PdfPool).
      resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 24 },
      // Piscina's timing histograms (two of 350 KB each) are read by nobody here.
      recordTiming: false,
    });
  }

  /** The profile draft and (when asked) the text of a CV; throws CvImportRejected for a file it cannot read. */
  async parse(bytes: Uint8Array, withText: boolean): Promise<{ draft: ProfileDraft; text: string }> {
    const { timeoutMs, maxBytes } = this.#options;
    const copy = new Uint8Array(bytes);
    this.#pool ??= this.#start();
    const pool = this.#pool;
    this.#running++;
    let outcome: ParseOutcome;
    try {
      outcome = await pool.run({ bytes: copy, timeoutMs, maxBytes, withText } satisfies ParseTask, {
        signal: AbortSignal.timeout(timeoutMs),
        transferList: [copy.buffer as ArrayBuffer],
      });
    } catch (error) {
      const name = (error as Error).name;
      if (name === "AbortError" || name === "TimeoutError") {
        throw new CvImportRejected("timeout", "Reading the file took too long");
      }
      // The worker died (out of memory on a hostile file).
      throw new CvImportRejected("broken-file", "The file could not be read");
    } finally {
      this.#running--;
      if (this.#running === 0 && this.#pool === pool) {
        this.#pool = null;
        await pool.destroy();
      }
    }
    if (!outcome.ok) throw new CvImportRejected(outcome.code, outcome.message);
    return { draft: outcome.draft, text: outcome.text };
  }

  /** Ends the workers; parses still running are abandoned. */
  async close(): Promise<void> {
    const pool = this.#pool;
    this.#pool = null;
    await pool?.destroy();
  }
}
