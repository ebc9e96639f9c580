import {
  CvImportError,
  type CvImportErrorCode,
  type ProfileDraft,
  parseCvWithText,
  toProfileDraft,
} from "@jah/cv-import";
import { fullCollection } from "../../memory/memory-trim.ts";

export type ParseTask = {
  bytes: Uint8Array;
  timeoutMs: number;
  maxBytes: number;
  /** Also hand back the document's text (for the AI's second opinion). */
  withText: boolean;
};

export type ParseOutcome =
  | { ok: true; draft: ProfileDraft; text: string }
  | { ok: false; code: CvImportErrorCode; message: string };

/** The text sent to a model at most: a CV is a few pages, anything more is noise. */
const MAX_TEXT_CHARS = 30_000;

const compact = fullCollection();

/**
 * Runs in a worker thread: parses the CV; a refused file comes back as data (errors lose their class on
 * the way). The pool ends the thread right after (see CvParsePool), and heap pages still in use when a
 * thread ends stay resident in the process (V8 keeps them for the next thread): a compaction first gives
 * the parse's garbage back, 15 to 20 MiB, for a few tens of milliseconds.
 */
export async function parseTask(task: ParseTask): Promise<ParseOutcome> {
  try {
    return await parse(task);
  } finally {
    compact();
  }
}

async function parse(task: ParseTask): Promise<ParseOutcome> {
  const bytes = new Uint8Array(task.bytes);
  try {
    const { parsed, text } = await parseCvWithText(bytes, {
      timeoutMs: task.timeoutMs,
      maxBytes: task.maxBytes,
    });
    const draft = toProfileDraft(parsed);
    return { ok: true, draft, text: task.withText ? text.slice(0, MAX_TEXT_CHARS) : "" };
  } catch (error) {
    if (error instanceof CvImportError) return { ok: false, code: error.code, message: error.message };
    return { ok: false, code: "broken-file", message: "The file could not be read" };
  }
}
