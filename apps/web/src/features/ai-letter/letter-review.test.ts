import { describe, expect, it } from "vitest";
import { allItemKeys, applyItems, planReview } from "./letter-review.ts";
import { diffWords } from "./word-diff.ts";

const BASE = `Sehr geehrte Damen und Herren,

ich bewerbe mich auf die Stelle.

Ich kann Java.

Viele Grüße
Anna Muster`;

const LETTER = `Sehr geehrte Frau Berg,

mit großem Interesse bewerbe ich mich auf die Stelle als Backend Developer.

Ich kann Java.

Mit freundlichen Grüßen
Anna Muster`;

/** Offsets of a passage of the letter. */
const at = (text: string, passage: string) => {
  const start = LETTER.indexOf(passage);
  if (start < 0) throw new Error(`not in the letter: ${passage}`);
  return { start, end: start + passage.length, text };
};

const RESULT = {
  letter: LETTER,
  changes: [
    { change: "Salutation", reason: "Named", passages: [at("s", "Sehr geehrte Frau Berg,")] },
    {
      change: "Opening",
      reason: "Names the job",
      passages: [at("o", "mit großem Interesse bewerbe ich mich auf die Stelle als Backend Developer.")],
    },
    { change: "Closing", reason: "DIN 5008", passages: [at("c", "Mit freundlichen Grüßen")] },
  ],
};

describe("word diff", () => {
  it("finds the differing stretches and rebuilds either text from them", () => {
    const hunks = diffWords("a b c d", "a x c d e");
    expect(hunks).toEqual([
      { oldStart: 2, oldEnd: 3, newStart: 2, newEnd: 3 },
      { oldStart: 7, oldEnd: 7, newStart: 7, newEnd: 9 },
    ]);
    expect(diffWords("same text", "same text")).toEqual([]);
  });

  it("joins differences separated only by white space", () => {
    expect(diffWords("one two three", "uno dos three")).toEqual([
      { oldStart: 0, oldEnd: 7, newStart: 0, newEnd: 7 },
    ]);
  });

  it("past the edit limit takes everything between the common start and end as one stretch", () => {
    // A word changed in each of 1000 lines: 2000 edits, each its own stretch below the limit.
    const lines = (word: string) =>
      Array.from({ length: 1000 }, (_, i) => `line ${i} ${word}${i}`).join("\n");
    const [before, after] = [`Hallo\n${lines("a")}\nEnde`, `Hallo\n${lines("b")}\nEnde`];
    expect(diffWords(before, after)).toEqual([
      { oldStart: 13, oldEnd: before.length - 5, newStart: 13, newEnd: after.length - 5 },
    ]);
    expect(diffWords(lines("a").slice(0, 40), lines("b").slice(0, 40))).toHaveLength(4);
  });
});

describe("letter review", () => {
  const review = planReview(BASE, RESULT);

  it("gives each change its own decision when its passages are separate", () => {
    expect(review.items.map((item) => [item.key, item.kind])).toEqual([
      ["c0", "single"],
      ["c1", "single"],
      ["c2", "single"],
    ]);
  });

  it("accepts one change: only its words come from the suggestion", () => {
    expect(applyItems(review, new Set(["c2"]))).toBe(BASE.replace("Viele Grüße", "Mit freundlichen Grüßen"));
    expect(applyItems(review, new Set(["c0"]))).toBe(
      BASE.replace("Sehr geehrte Damen und Herren,", "Sehr geehrte Frau Berg,"),
    );
  });

  it("rejects one change: everything else is taken", () => {
    const accepted = allItemKeys(review);
    accepted.delete("c1");
    expect(applyItems(review, accepted)).toBe(
      LETTER.replace(
        "mit großem Interesse bewerbe ich mich auf die Stelle als Backend Developer.",
        "ich bewerbe mich auf die Stelle.",
      ),
    );
  });

  it("accepts all into exactly the suggested letter, and none restores the text", () => {
    expect(applyItems(review, allItemKeys(review))).toBe(LETTER);
    expect(applyItems(review, new Set())).toBe(BASE);
  });

  it("joins changes that claim the same words and labels unexplained edits", () => {
    const joined = planReview(BASE, {
      letter: LETTER,
      changes: [
        { change: "Warmer", reason: "r", passages: [at("1", "mit großem Interesse")] },
        {
          change: "Job named",
          reason: "r",
          passages: [at("2", "Interesse bewerbe ich"), at("3", "als Backend Developer.")],
        },
      ],
    });
    // Both claim the words before "bewerbe"; the salutation and closing nobody explained.
    expect(joined.items.map((item) => [item.kind, item.changes])).toEqual([
      ["joined", [0, 1]],
      ["unexplained", []],
    ]);
    expect(applyItems(joined, new Set(["other"]))).toBe(
      LETTER.replace(
        "mit großem Interesse bewerbe ich mich auf die Stelle als Backend Developer.",
        "ich bewerbe mich auf die Stelle.",
      ),
    );
    expect(applyItems(joined, allItemKeys(joined))).toBe(LETTER);
  });

  it("keeps an addition at a paragraph's end apart from an edit in the next paragraph", () => {
    const base = "Ich bewerbe mich.\n\nViele Grüße";
    const letter = "Ich bewerbe mich gern. Ich kann Java.\n\nMit freundlichen Grüßen";
    const span = (p: string) => ({ start: letter.indexOf(p), end: letter.indexOf(p) + p.length });
    const split = planReview(base, {
      letter,
      changes: [
        { change: "More", reason: "r", passages: [span("gern. Ich kann Java.")] },
        { change: "Closing", reason: "r", passages: [span("Mit freundlichen Grüßen")] },
      ],
    });
    expect(split.items.map((item) => item.kind)).toEqual(["single", "single"]);
    expect(applyItems(split, new Set(["c1"]))).toBe("Ich bewerbe mich.\n\nMit freundlichen Grüßen");
  });

  it("marks a change whose passage the user's text already holds", () => {
    const same = planReview(BASE, {
      letter: LETTER,
      changes: [{ change: "Kept", reason: "r", passages: [at("k", "Ich kann Java.")] }],
    });
    expect(same.items[0]).toMatchObject({ kind: "none", hunks: [] });
  });

  it("handles a completely different text and an empty one", () => {
    const rewrite = planReview("alpha beta", { letter: "gamma delta epsilon", changes: [] });
    expect(applyItems(rewrite, allItemKeys(rewrite))).toBe("gamma delta epsilon");
    const empty = planReview("", { letter: "Neu geschrieben.", changes: [] });
    expect(applyItems(empty, allItemKeys(empty))).toBe("Neu geschrieben.");
    expect(applyItems(empty, new Set())).toBe("");
  });
});
