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
 * Myers' shortest edit script over tokens: for each token of `a` whether it is kept, and for each of
 * `b`; null when the texts need more than MAX_EDITS edits.
 */
function keptTokens(a: string[], b: string[]): { keptA: boolean[]; keptB: boolean[] } | null {
  const n = a.length;
  const m = b.length;
  const offset = Math.min(n + m, MAX_EDITS) + 1;
  const trace: Int32Array[] = [];
  const v = new Int32Array(2 * offset + 1);
  let found = -1;
  for (let d = 0; d <= Math.min(n + m, MAX_EDITS) && found < 0; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && (v[offset + k - 1] as number) < (v[offset + k + 1] as number))
          ? (v[offset + k + 1] as number)
          : (v[offset + k - 1] as number) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
  }
  if (found < 0) return null;
  const keptA = new Array<boolean>(n).fill(false);
  const keptB = new Array<boolean>(m).fill(false);
  let x = n;
  let y = m;
  for (let d = found; d >= 0; d--) {
    const row = trace[d] as Int32Array;
    const k = x - y;
    const down = k === -d || (k !== d && (row[offset + k - 1] as number) < (row[offset + k + 1] as number));
    const prevK = down ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : (row[offset + prevK] as number);
    const prevY = d === 0 ? 0 : prevX - prevK;
    while (x > prevX && y > prevY) {
      x--;
      y--;
      keptA[x] = true;
      keptB[y] = true;
    }
    x = prevX;
    y = prevY;
  }
  return { keptA, keptB };
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
  const kept = keptTokens(
    midA.map((t) => t.text),
    midB.map((t) => t.text),
  ) ?? { keptA: midA.map(() => false), keptB: midB.map(() => false) };

  // Where a stretch starts: at its first token, or after everything before it when it is empty.
  const oldAt = (i: number) => midA[i]?.start ?? midA.at(-1)?.end ?? a[head - 1]?.end ?? 0;
  const newAt = (j: number) => midB[j]?.start ?? midB.at(-1)?.end ?? b[head - 1]?.end ?? 0;
  const hunks: Hunk[] = [];
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    if (kept.keptA[i] && kept.keptB[j]) {
      i++;
      j++;
      continue;
    }
    const hunk = { oldStart: oldAt(i), oldEnd: oldAt(i), newStart: newAt(j), newEnd: newAt(j) };
    while (i < midA.length && !kept.keptA[i]) hunk.oldEnd = (midA[i++] as Token).end;
    while (j < midB.length && !kept.keptB[j]) hunk.newEnd = (midB[j++] as Token).end;
    hunks.push(hunk);
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
