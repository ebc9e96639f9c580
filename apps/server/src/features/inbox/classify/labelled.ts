import { readFileSync } from "node:fs";
import type { InboxSuggestion } from "@jah/shared";
import { classifyReply } from "./classify.ts";

/** One reply of the labelled set: what a person decided it means ("none": no suggestion wanted). */
export type LabelledReply = {
  lang: "de" | "en";
  label: InboxSuggestion | "none";
  subject: string;
  text: string;
  /** For invitations: the appointment date and time the classifier should find (null: none named). */
  date?: string | null;
  time?: string | null;
};

/** The replies arrived on this day, so dates without a year fall in the spring of 2027. */
export const LABELLED_RECEIVED_AT = new Date("2027-03-01T09:00:00Z");

/** The labelled set of German and English replies (labelled/de.json, labelled/en.json). */
export function labelledReplies(): LabelledReply[] {
  return (["de", "en"] as const).flatMap((lang) => {
    const file = new URL(`./labelled/${lang}.json`, import.meta.url);
    const rows = JSON.parse(readFileSync(file, "utf8")) as Omit<LabelledReply, "lang">[];
    return rows.map((row) => ({ ...row, lang }));
  });
}

export type ClassAccuracy = { label: string; total: number; correct: number; accuracy: number };

/** The classifier's share of correct answers per label on the labelled set (the bench and a test use it). */
export function accuracyPerClass(replies = labelledReplies()): ClassAccuracy[] {
  const byLabel = new Map<string, { total: number; correct: number }>();
  for (const reply of replies) {
    const found = classifyReply({
      subject: reply.subject,
      text: reply.text,
      receivedAt: LABELLED_RECEIVED_AT,
    });
    const entry = byLabel.get(reply.label) ?? { total: 0, correct: 0 };
    entry.total += 1;
    if ((found?.kind ?? "none") === reply.label) entry.correct += 1;
    byLabel.set(reply.label, entry);
  }
  return [...byLabel].map(([label, { total, correct }]) => ({
    label,
    total,
    correct,
    accuracy: correct / total,
  }));
}
