import { z } from "zod";
import { MESSAGES } from "./auth.ts";
import { EMAIL_MAX_LENGTH, LINK_MAX_LENGTH } from "./constants.ts";

/** Building blocks of the form schemas, so every form words its messages the same way. */

/** Free text, trimmed, with an upper bound; a missing value reads 'Required'. */
export const text = (max: number) =>
  z.string({ error: MESSAGES.required }).trim().max(max, `At most ${max} characters`);

/** Free text that must not be empty ('Required'). */
export const requiredText = (max: number) => text(max).min(1, MESSAGES.required);

/** Only web links: a `javascript:` link must never become clickable. Empty is allowed. */
export const webLink = z
  .string()
  .trim()
  .max(LINK_MAX_LENGTH, `At most ${LINK_MAX_LENGTH} characters`)
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), "Must be a web address (http or https)");

/** An e-mail address or nothing. */
export const optionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .refine((v) => v === "" || z.email().safeParse(v).success, MESSAGES.invalidEmail);

/** A positive integer id, from JSON or a path segment. */
export const positiveId = z.coerce.number({ error: "Unknown id" }).int().positive({ error: "Unknown id" });
