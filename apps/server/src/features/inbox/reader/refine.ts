import { INBOX_SUGGESTIONS } from "@jah/shared";
import { z } from "zod";
import type { AiClient } from "../../../ai/client.ts";
import { hasConsent } from "../../../ai/consent.ts";
import { AiError } from "../../../ai/errors.ts";
import { type AiLimits, recordUsage, takeRequest } from "../../../ai/usage.ts";
import type { Db } from "../../../db/database.ts";
import { type ReplyToClassify, rulesUnsure, type Suggestion } from "../classify/classify.ts";
import { findDate } from "../classify/dates.ts";
import { mailClock } from "../classify/mail-clock.ts";

/** The configured AI provider, when there is one: it may refine what the rules are unsure of. */
export type Refiner = { db: Db; client: AiClient; limits: AiLimits };

const answerSchema = z.object({
  kind: z.enum([...INBOX_SUGGESTIONS, "none"]),
  sentence: z.string().max(2000),
});

const SYSTEM = [
  "You sort an employer's reply to a job application.",
  'Answer with JSON only: {"kind": one of invitation, rejection, documents, receipt, offer, none,',
  '"sentence": the one sentence of the reply, copied exactly, that shows it}.',
  "invitation: an interview or meeting is offered; rejection: the application is declined;",
  "documents: more documents or information are asked for; receipt: the application arrived;",
  "offer: a job offer or contract; none: anything else. The reply may be German or English.",
].join(" ");

/**
 * Lets the AI provider decide a reply the rules are unsure of, but only when the user agreed to send
 * data to that provider (the letter helper's consent) and within the user's AI limits. The answer
 * must name a sentence the reply really contains; a date is then looked for by the rules in it. Any
 * failure (no consent, a limit, a bad or no answer) keeps the rules' suggestion: reading goes on.
 */
export async function refineSuggestion(
  refiner: Refiner | null,
  userId: string,
  mail: ReplyToClassify,
  ruled: Suggestion | null,
): Promise<Suggestion | null> {
  // A calendar event makes the rules sure: it is an invitation with its own date.
  if (!refiner || mail.calendar || !rulesUnsure(mail)) return ruled;
  const { db, client } = refiner;
  if (!(await hasConsent(db, userId, client.host))) return ruled;
  let usage: Awaited<ReturnType<AiClient["json"]>>["usage"] | undefined;
  try {
    await takeRequest(db, userId, refiner.limits);
    const answer = await client.json(
      answerSchema,
      [
        { role: "system", content: SYSTEM },
        { role: "user", content: `Subject: ${mail.subject}\n\n${mail.text.slice(0, 8000)}` },
      ],
      { userId, purpose: "inbox-refine" },
      { temperature: 0, maxTokens: 300 },
    );
    usage = answer.usage;
    const { kind, sentence } = answer.data;
    if (kind === "none") return null;
    const quoted = sentence.trim();
    // A sentence the reply does not contain is no reason the user can check: keep the rules'.
    if (!quoted || !mail.text.replace(/\s+/g, " ").includes(quoted.replace(/\s+/g, " "))) return ruled;
    const appointment =
      kind === "invitation" ? findDate(quoted, mailClock(mail.dateHeader, mail.receivedAt)) : null;
    return {
      kind,
      sentence: quoted,
      appointment: appointment ?? (kind === ruled?.kind ? ruled.appointment : null),
    };
  } catch (error) {
    if (error instanceof AiError) {
      usage = error.usage;
      return ruled;
    }
    throw error;
  } finally {
    if (usage) await recordUsage(db, userId, usage);
  }
}
