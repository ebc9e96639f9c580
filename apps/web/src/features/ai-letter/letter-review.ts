import type { AiLetterResult, AiPassage } from "@jah/shared";
import { diffWords, type Hunk } from "./word-diff.ts";

/**
 * One decision of the review: a change on its own ("single"), changes that touch the same words and
 * are only accepted together ("joined"), edits no change explains ("unexplained"), or a change
 * whose passages equal the user's text ("none": nothing to apply).
 */
export type ReviewItem = {
  key: string;
  kind: "single" | "joined" | "unexplained" | "none";
  /** Indices into the result's changes. */
  changes: number[];
  /** Indices into the review's hunks. */
  hunks: number[];
};

/** The user's text, the suggested letter, where they differ and how the differences group into decisions. */
export type LetterReview = { base: string; letter: string; hunks: Hunk[]; items: ReviewItem[] };

function touches(hunk: Hunk, passage: AiPassage): boolean {
  if (hunk.newStart === hunk.newEnd) return passage.start <= hunk.newStart && hunk.newStart <= passage.end;
  return hunk.newStart < passage.end && passage.start < hunk.newEnd;
}

/**
 * Maps each change's passages onto the word-level differences between the user's text and the
 * suggestion. Changes sharing a difference are joined, since its words cannot be split between them.
 */
export function planReview(base: string, result: Pick<AiLetterResult, "letter" | "changes">): LetterReview {
  const hunks = diffWords(base, result.letter);
  const hunksOf = result.changes.map((change) =>
    hunks.flatMap((hunk, index) => (change.passages.some((p) => touches(hunk, p)) ? [index] : [])),
  );
  // Union-find over the changes: two changes claiming one hunk end up in one group.
  const parent = result.changes.map((_, index) => index);
  const root = (i: number): number => (parent[i] === i ? i : root(parent[i] as number));
  const owner = new Map<number, number>();
  hunksOf.forEach((list, change) => {
    for (const hunk of list) {
      const other = owner.get(hunk);
      if (other === undefined) owner.set(hunk, change);
      else parent[root(change)] = root(other);
    }
  });
  const groups = new Map<number, number[]>();
  result.changes.forEach((_, change) => {
    const r = root(change);
    groups.set(r, [...(groups.get(r) ?? []), change]);
  });
  const items: ReviewItem[] = [...groups.values()].map((changes) => {
    const own = [...new Set(changes.flatMap((change) => hunksOf[change] ?? []))].sort((x, y) => x - y);
    const kind = own.length === 0 ? "none" : changes.length > 1 ? "joined" : "single";
    return { key: `c${changes.join("-")}`, kind, changes, hunks: own };
  });
  const rest = hunks.flatMap((_, index) => (owner.has(index) ? [] : [index]));
  if (rest.length > 0) items.push({ key: "other", kind: "unexplained", changes: [], hunks: rest });
  return { base, letter: result.letter, hunks, items };
}

/**
 * The user's text with the accepted items' differences taken from the suggestion and everything else
 * kept. Accepting every item gives the suggested letter exactly; accepting none, the user's text.
 */
export function applyItems(review: LetterReview, accepted: ReadonlySet<string>): string {
  const take = new Set(review.items.filter((item) => accepted.has(item.key)).flatMap((item) => item.hunks));
  let out = "";
  let at = 0;
  review.hunks.forEach((hunk, index) => {
    out += review.base.slice(at, hunk.oldStart);
    out += take.has(index)
      ? review.letter.slice(hunk.newStart, hunk.newEnd)
      : review.base.slice(hunk.oldStart, hunk.oldEnd);
    at = hunk.oldEnd;
  });
  return out + review.base.slice(at);
}

/** Every item that changes the text, for Accept all. */
export function allItemKeys(review: LetterReview): Set<string> {
  return new Set(review.items.filter((item) => item.hunks.length > 0).map((item) => item.key));
}
