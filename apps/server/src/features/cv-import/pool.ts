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
  /** An idle worker ends after this long (default 30 s; 0: as soon as it is idle); the next parse starts a new one. */
  idleTimeoutMs?: number;
  /** The worker's entry; tests swap in a worker that never finishes. */
  workerUrl?: URL;
};

/**
 * Parses uploaded CVs in worker threads with a hard time limit: parts of PDF reading are synchronous,
 * so only ending the thread stops a hostile file for sure.
 */
export class CvParsePool {
  readonly #pool: Piscina<ParseTask, ParseOutcome>;
  readonly #options: CvParsePoolOptions;

  constructor(options: CvParsePoolOptions) {
    this.#options = options;
    this.#pool = new Piscina({
      filename: (options.workerUrl ?? new URL("./worker.mjs", import.meta.url)).href,
      minThreads: 0,
      maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
      idleTimeout: options.idleTimeoutMs ?? 30_000,
      // Not the parent's loader flags: worker.mjs registers tsx itself.
      execArgv: [],
      // A file that makes the parser allocate without end ends its worker, not the server.
      // A small young generation keeps an idle-until-ended worker small (see PdfPool).
      resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 24 },
    });
  }

  /** The profile draft and (when asked) the text of a CV; throws CvImportRejected for a file it cannot read. */
  async parse(bytes: Uint8Array, withText: boolean): Promise<{ draft: ProfileDraft; text: string }> {
    const { timeoutMs, maxBytes } = this.#options;
    const copy = new Uint8Array(bytes);
    let outcome: ParseOutcome;
    try {
      outcome = await this.#pool.run({ bytes: copy, timeoutMs, maxBytes, withText } satisfies ParseTask, {
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
    }
    if (!outcome.ok) throw new CvImportRejected(outcome.code, outcome.message);
    return { draft: outcome.draft, text: outcome.text };
  }

  /** Ends the workers; parses still running are abandoned. */
  async close(): Promise<void> {
    await this.#pool.destroy();
  }
}
