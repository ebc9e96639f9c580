import { availableParallelism } from "node:os";
import type { LetterInput } from "@jah/cv-templates/node";
import type { CvTemplate, Profile } from "@jah/shared";
import { Piscina } from "piscina";
import { HttpError } from "../http/errors.ts";
import { FifoGate } from "./fifo-gate.ts";
import type { RenderTask } from "./task.ts";

export type PdfPoolOptions = {
  /** Worker threads at most; 0 picks max(1, cores - 1). */
  threads: number;
  /** A render that takes longer is stopped (its worker is ended) and answered with 503. */
  timeoutMs: number;
  /** An idle worker ends after this long (default 30 s, WORKER_IDLE_TIMEOUT_MS); the next render starts a new one. */
  idleTimeoutMs?: number;
  /** The worker's module; tests give their own. */
  workerUrl?: URL;
};

/** A worker's young generation (three 8 MiB semi-spaces' worth; see the constructor). */
const PDF_WORKER_YOUNG_GENERATION_MB = 24;

/** The default size: one core stays free for the HTTP thread. */
export function defaultPdfThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

type RenderOptions = { template: CvTemplate; picture: Buffer | null };

/**
 * Renders CVs in worker threads, so a render (hundreds of milliseconds of CPU) never blocks the event
 * loop that answers every other request.
 */
export class PdfPool {
  readonly #pool: Piscina<RenderTask, ArrayBuffer | string>;
  readonly #timeoutMs: number;
  readonly #gate: FifoGate;
  #warming = false;
  /** Renders asked for so far: a warm-up does not render the sample once a real render is waiting. */
  #asked = 0;

  constructor(options: PdfPoolOptions) {
    const threads = options.threads > 0 ? options.threads : defaultPdfThreads();
    this.#timeoutMs = options.timeoutMs;
    // One render per worker in flight; beyond 16 waiting per worker a request is refused at once
    // instead of waiting minutes.
    this.#gate = new FifoGate(threads, threads * 16);
    this.#pool = new Piscina({
      // From source (tsx, tests) worker.mjs registers tsx; the built server (dist/main.js, see
      // scripts/server-build.mjs) has the worker bundled beside it.
      filename: (
        options.workerUrl ??
        new URL(import.meta.url.endsWith(".ts") ? "./worker.mjs" : "./pdf-worker.js", import.meta.url)
      ).href,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: options.idleTimeoutMs ?? 30_000,
      // Not the parent's flags: a `--import tsx` inherited from `node --import tsx main.ts` would
      // transform the templates before worker.mjs's own tsx (with their tsconfig) gets to.
      execArgv: [],
      // V8 sizes a worker's young generation by the machine's memory (up to 64 MiB per semi-space on a
      // large machine), and a render's garbage fills it: each worker would hold well over 100 MiB. 8 MiB
      // semi-spaces cost a render a few more quick scavenges and keep a worker near its live data.
      resourceLimits: { maxYoungGenerationSizeMb: PDF_WORKER_YOUNG_GENERATION_MB },
      // Piscina's default has an idle worker wait for its next task in Atomics.wait, which stops its
      // event loop: the heap collections a render schedules for after its answer (compactAfterTasks)
      // would then run only when the next render arrives, in that render's time. Tasks by message keep
      // the loop running; a few microseconds per render of hundreds of milliseconds.
      atomics: "disabled",
      // Piscina's timing histograms (two of 350 KB each, held for the server's life) are read by nobody.
      recordTiming: false,
    });
  }

  /** The CV as PDF bytes. */
  async renderPdf(profile: Profile, options: RenderOptions): Promise<Buffer> {
    const result = await this.#run({ kind: "pdf", profile, ...this.#picture(options) });
    return Buffer.from(result as ArrayBuffer);
  }

  /** A cover letter as a DIN 5008 page, PDF bytes. */
  async renderLetter(letter: LetterInput): Promise<Buffer> {
    const result = await this.#run({ kind: "letter", letter });
    return Buffer.from(result as ArrayBuffer);
  }

  /** The CV as an HTML page. */
  async renderHtml(profile: Profile, options: RenderOptions): Promise<string> {
    return (await this.#run({ kind: "html", profile, ...this.#picture(options) })) as string;
  }

  /**
   * Starts a worker ahead of a likely download (a profile was created, opened or saved): the worker loads the
   * renderer, then, unless a real render was asked for meanwhile, renders the sample CV with the
   * template once (fonts loaded, code warm). The first download after a quiet spell then takes the time
   * of a warm render instead of about a second more; one asked for while the sample renders waits for
   * it. Does nothing while a worker runs. A warmed worker that gets no render ends after the idle timeout
   * like any other, holding 100 to 150 MiB until then. Resolves to whether it warmed a worker.
   */
  warmUp(template: CvTemplate): Promise<boolean> {
    if (this.#warming || this.#pool.threads.length > 0) return Promise.resolve(false);
    this.#warming = true;
    const asked = this.#asked;
    const step = (step: "start" | "render") =>
      this.#pool.run({ kind: "warm", step, template } satisfies RenderTask, {
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    return (
      step("start")
        .then(async () => {
          if (this.#asked !== asked) return false;
          await step("render");
          return true;
        })
        // Only a head start: a failure here shows again, and is answered, with the real render.
        .catch(() => false)
        .finally(() => {
          this.#warming = false;
        })
    );
  }

  /** Ends the workers; renders still running are abandoned. */
  async close(): Promise<void> {
    await this.#pool.destroy();
  }

  #picture({ template, picture }: RenderOptions) {
    return { template, picture: picture ? new Uint8Array(picture) : null };
  }

  /** Waits its turn, then renders; the time limit covers both. */
  async #run(task: RenderTask): Promise<ArrayBuffer | string> {
    this.#asked++;
    const signal = AbortSignal.timeout(this.#timeoutMs);
    try {
      await this.#gate.enter(
        signal,
        () => new HttpError(503, "The CV renderer is busy. Please try again in a moment."),
      );
      try {
        return await this.#pool.run(task, {
          signal,
          transferList: task.picture ? [task.picture.buffer as ArrayBuffer] : [],
        });
      } finally {
        this.#gate.leave();
      }
    } catch (error) {
      if ((error as Error).name === "AbortError" || (error as Error).name === "TimeoutError") {
        throw new HttpError(503, "Rendering the CV took too long. Please try again.");
      }
      throw error;
    }
  }
}
