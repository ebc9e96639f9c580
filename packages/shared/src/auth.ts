import { z } from "zod";
import {
  LANGUAGES,
  LOGIN_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  SIGNUP_PASSWORD_MIN_LENGTH,
} from "./constants.ts";

/** Messages of spec section 8 that forms show verbatim (the web translates them by these keys). */
export const MESSAGES = {
  required: "Required",
  passwordsMustMatch: "Passwords must match",
  invalidEmail: "Invalid email address",
} as const;

const email = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .email(MESSAGES.invalidEmail);

/** Login form (spec 5): the username field holds the e-mail address. */
export const loginFormSchema = z.object({
  username: email,
  password: z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .min(LOGIN_PASSWORD_MIN_LENGTH, `Password must be at least ${LOGIN_PASSWORD_MIN_LENGTH} characters`),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** A new password as sign-up and reset require it. */
export const newPasswordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .min(SIGNUP_PASSWORD_MIN_LENGTH, `Password must be at least ${SIGNUP_PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Usernames are shown to the user only; keep them printable and short. */
export const usernameSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(64, "Username must be at most 64 characters");

/**
 * The person's own name, asked at sign-up besides the username (issue 43) and used to greet them.
 * Optional: an empty field means no name.
 */
export const personNameSchema = z.string().trim().max(100, "At most 100 characters");

/** Sign-up form (spec 5). */
export const signupFormSchema = z
  .object({
    name: personNameSchema.optional(),
    username: usernameSchema,
    email,
    password: newPasswordSchema,
    passwordconfirmation: newPasswordSchema,
  })
  .refine((v) => v.password === v.passwordconfirmation, {
    message: MESSAGES.passwordsMustMatch,
    path: ["passwordconfirmation"],
  });
export type SignupForm = z.infer<typeof signupFormSchema>;

/** Set-a-new-password form behind the reset link. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, passwordconfirmation: newPasswordSchema })
  .refine((v) => v.password === v.passwordconfirmation, {
    message: MESSAGES.passwordsMustMatch,
    path: ["passwordconfirmation"],
  });

/** Forgot-password and request-verification forms: one e-mail field. */
export const emailOnlySchema = z.object({ email });

/** POST /api/register/signup: completes the registration after the identity account exists. */
export const registerSignupSchema = z.object({
  username: usernameSchema,
  name: personNameSchema.optional(),
  token: z.string().min(1, MESSAGES.required).max(512),
  email,
});

/** GET /api/register/verify query. */
export const verifyEmailQuerySchema = z.object({ token: z.string().min(1, MESSAGES.required).max(512) });

export const languageSchema = z.enum(LANGUAGES, { error: "Language must be en or de" });

/** PUT /api/usersettings/edit. */
export const userSettingsEditSchema = z.object({
  id: z.coerce.number().int().positive(),
  language: languageSchema,
});

/** One row of GET /api/usersettings/show (and the answer of PUT /api/usersettings/edit). */
export const userSettingsSchema = z.object({ id: z.number(), language: languageSchema });
export type UserSettings = z.infer<typeof userSettingsSchema>;
