import type { InboxSuggestion } from "@jah/shared";
import type { CalendarEvent } from "./calendar-event.ts";
import { type FoundDate, findDate, findTime } from "./dates.ts";
import { mailClock } from "./mail-clock.ts";
import { AWAY, PRIORITY, RULES } from "./rules.ts";
import { ownText, sentences } from "./sentences.ts";

/** What the classifier suggests for a reply: the kind, the sentence it rests on, and a found date. */
export type Suggestion = {
  kind: InboxSuggestion;
  /** The sentence of the reply that decided the kind, as the sender wrote it. */
  sentence: string;
  /** For an invitation: the date (and time) named in the reply, offered as an appointment. */
  appointment: FoundDate | null;
};

/**
 * A reply as the classifier reads it: `dateHeader` is the raw Date header, whose offset is the
 * sender's time zone for relative dates and times (mail-clock.ts); `calendar` is the event of its
 * calendar part, if any (calendar-event.ts).
 */
export type ReplyToClassify = {
  subject: string;
  text: string;
  receivedAt: Date;
  dateHeader?: string | undefined;
  calendar?: CalendarEvent | null;
};

/** Below this total no kind is suggested: a mail that merely says thanks is no answer yet. */
const THRESHOLD = 2;

function scoreSentence(sentence: string): Record<InboxSuggestion, number> {
  const scores = { offer: 0, rejection: 0, invitation: 0, documents: 0, receipt: 0 };
  for (const kind of PRIORITY) {
    for (const { pattern, weight } of RULES[kind]) if (pattern.test(sentence)) scores[kind] += weight;
  }
  // "We cannot invite you" / "leider nicht einladen": the invitation words are part of the no.
  if (scores.rejection >= 3) scores.invitation = 0;
  return scores;
}

function isAway(subject: string, parts: string[]): boolean {
  return AWAY.test(subject) || parts.slice(0, 3).some((s) => AWAY.test(s));
}

/** Whether a reply is an away notice (out of office): its subject or first sentences say so. */
export function isAwayNotice(mail: { subject: string; text: string }): boolean {
  return isAway(mail.subject, sentences(ownText(mail.text)));
}

/**
 * Suggests what an employer's reply means for the application, by rules in German and English:
 * each sentence of the sender's own text scores every kind; the kind with the highest total wins
 * (ties by PRIORITY) and its best sentence is named. Auto-replies while away and mails that score
 * too little get no suggestion (null). Pure: the same mail gives the same answer.
 */
export function classifyReply(mail: ReplyToClassify): Suggestion | null {
  const own = ownText(mail.text);
  const parts = sentences(own);
  if (isAway(mail.subject, parts)) return null;
  const totals = { offer: 0, rejection: 0, invitation: 0, documents: 0, receipt: 0 };
  const best: Partial<Record<InboxSuggestion, { sentence: string; score: number }>> = {};
  for (const sentence of parts) {
    const scores = scoreSentence(sentence);
    for (const kind of PRIORITY) {
      totals[kind] += scores[kind];
      if (scores[kind] > (best[kind]?.score ?? 0)) best[kind] = { sentence, score: scores[kind] };
    }
  }
  // The subject counts as one more sentence, but is never the one named.
  const subject = scoreSentence(mail.subject.replace(/^((re|aw|antw|fwd?|wg):\s*)+/i, ""));
  for (const kind of PRIORITY) totals[kind] += Math.min(subject[kind], 2);
  let winner: InboxSuggestion | null = null;
  for (const kind of PRIORITY) if (!winner || totals[kind] > totals[winner]) winner = kind;
  const named = winner ? best[winner] : undefined;
  const decided = winner && named && totals[winner] >= THRESHOLD ? winner : null;
  if (mail.calendar && (decided === null || decided === "invitation" || decided === "receipt")) {
    // The text's own sentence only when it invites by itself; "anbei der Termin." says less than the summary.
    return calendarInvitation(mail.calendar, decided === "invitation" ? (named?.sentence ?? null) : null);
  }
  if (!decided || !named) return null;
  const sentence = named.sentence;
  let appointment: FoundDate | null = null;
  if (decided === "invitation") {
    appointment = findAppointment(sentence, parts, mailClock(mail.dateHeader, mail.receivedAt));
  }
  return { kind: decided, sentence, appointment };
}

/**
 * A reply carrying a calendar event is an invitation however short its text, unless the text clearly
 * says no or gives the position. The event's start is the appointment (machine-written, so surer than
 * the text's dates); the sentence is the text's invitation sentence, else the event's summary, with the
 * event's place added so the user sees where (a reply keeps no place of its own).
 */
function calendarInvitation(event: CalendarEvent, sentence: string | null): Suggestion {
  const said = sentence ?? event.summary ?? "";
  const place = event.location && !said.includes(event.location) ? event.location : null;
  return {
    kind: "invitation",
    sentence: [said, place].filter(Boolean).join(" · ").slice(0, 1000),
    appointment: event.start,
  };
}

/**
 * The appointment of an invitation: the date of the deciding sentence, else of the first sentence that
 * names one. A date without a time takes the time of the next lines when they name no date of their
 * own: "Datum: Dienstag, 16.03.2027" and "Uhrzeit: 10:00 Uhr" on lines (or table cells) of their own.
 */
function findAppointment(sentence: string, parts: string[], clock: Date): FoundDate | null {
  const order = [parts.indexOf(sentence), ...parts.keys()].filter((i) => i >= 0);
  for (const i of order) {
    const found = findDate(parts[i]!, clock);
    if (!found) continue;
    if (found.time) return found;
    for (const next of parts.slice(i + 1, i + 3)) {
      if (findDate(next, clock)) break;
      const time = findTime(next);
      if (time) return { ...found, time };
    }
    return found;
  }
  return null;
}

/**
 * Whether the rules are unsure of a reply: no kind reached the threshold (no rule spoke, or too
 * little), or the winner leads the next kind by at most one point; an auto-reply while away is sure. Only then may an AI provider refine the
 * suggestion (issue 27); a clear case is never sent anywhere.
 */
export function rulesUnsure(mail: { subject: string; text: string }): boolean {
  const parts = sentences(ownText(mail.text));
  if (AWAY.test(mail.subject) || parts.slice(0, 3).some((s) => AWAY.test(s))) return false;
  const totals = { offer: 0, rejection: 0, invitation: 0, documents: 0, receipt: 0 };
  for (const sentence of [...parts, mail.subject.replace(/^((re|aw|antw|fwd?|wg):\s*)+/i, "")]) {
    const scores = scoreSentence(sentence);
    for (const kind of PRIORITY) totals[kind] += scores[kind];
  }
  const ranked = PRIORITY.map((kind) => totals[kind]).sort((a, b) => b - a);
  const [first = 0, second = 0] = ranked;
  return first < THRESHOLD || first - second <= 1;
}
