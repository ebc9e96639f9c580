import { diffArrays } from "diff";

/** A word, a run of white space or one other character, with its offsets in the text. */
type Token = { text: string; start: number; end: number };

/** One stretch where the two texts differ: offsets in the old text and in the new one (end exclusive). */
export type Hunk = { oldStart: number; oldEnd: number; newStart: number; newEnd: number };

/** Past this many edits a word-level diff costs too much memory; the differing middle is one hunk. */
const MAX_EDITS = 1500;

function tokenize(text: string): Token[] {
  return [...text.matchAll(/\s+|[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * The word-level differences between two texts, in order. Hunks separated only by spaces are one
 * hunk, so a rewritten sentence is one stretch and not every second word.
 */
export function diffWords(oldText: string, newText: string): Hunk[] {
  const a = tokenize(oldText);
  const b = tokenize(newText);
  // The common start and end need no diff; letters usually keep their salutation and closing.
  let head = 0;
  while (head < a.length && head < b.length && a[head]?.text === b[head]?.text) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail]?.text === b[b.length - 1 - tail]?.text
  )
    tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  if (midA.length === 0 && midB.length === 0) return [];
  // Where a stretch starts: at its first token, or after everything before it when it is empty.
  const oldAt = (i: number) => midA[i]?.start ?? midA.at(-1)?.end ?? a[head - 1]?.end ?? 0;
  const newAt = (j: number) => midB[j]?.start ?? midB.at(-1)?.end ?? b[head - 1]?.end ?? 0;
  // Myers' shortest edit script over the tokens (the diff package); past MAX_EDITS it gives up.
  const changes = diffArrays(
    midA.map((t) => t.text),
    midB.map((t) => t.text),
    { maxEditLength: MAX_EDITS },
  );
  if (!changes) {
    return [
      {
        oldStart: oldAt(0),
        oldEnd: midA.at(-1)?.end ?? oldAt(0),
        newStart: newAt(0),
        newEnd: midB.at(-1)?.end ?? newAt(0),
      },
    ];
  }
  const hunks: Hunk[] = [];
  let i = 0;
  let j = 0;
  let open: Hunk | null = null;
  for (const change of changes) {
    if (!change.added && !change.removed) {
      i += change.count;
      j += change.count;
      open = null;
      continue;
    }
    if (!open) {
      open = { oldStart: oldAt(i), oldEnd: oldAt(i), newStart: newAt(j), newEnd: newAt(j) };
      hunks.push(open);
    }
    if (change.removed) {
      i += change.count;
      open.oldEnd = (midA[i - 1] as Token).end;
    } else {
      j += change.count;
      open.newEnd = (midB[j - 1] as Token).end;
    }
  }
  return mergeAcrossSpace(hunks, oldText);
}

function mergeAcrossSpace(hunks: Hunk[], oldText: string): Hunk[] {
  const merged: Hunk[] = [];
  for (const hunk of hunks) {
    const last = merged.at(-1);
    // A line break is a natural border: edits in two paragraphs stay two decisions.
    if (last && /^[^\S\n]*$/.test(oldText.slice(last.oldEnd, hunk.oldStart))) {
      last.oldEnd = hunk.oldEnd;
      last.newEnd = hunk.newEnd;
    } else merged.push({ ...hunk });
  }
  return merged;
}
