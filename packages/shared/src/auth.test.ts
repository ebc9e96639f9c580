import { describe, expect, it } from "vitest";
import {
  loginFormSchema,
  MESSAGES,
  newPasswordFormSchema,
  signupFormSchema,
  userSettingsEditSchema,
} from "./auth.ts";

/** The first message per field, as forms show them. */
function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

describe("login form", () => {
  it("requires a valid e-mail address and a password of at least 4 characters", () => {
    expect(fieldErrors(loginFormSchema.safeParse({ username: "", password: "" }))).toEqual({
      username: MESSAGES.required,
      password: MESSAGES.required,
    });
    expect(fieldErrors(loginFormSchema.safeParse({ username: "anna@", password: "abc" }))).toEqual({
      username: MESSAGES.invalidEmail,
      password: "Password must be at least 4 characters",
    });
    expect(loginFormSchema.safeParse({ username: " anna@example.com ", password: "abcd" }).success).toBe(
      true,
    );
  });
});

describe("sign-up form", () => {
  const valid = {
    username: "anna",
    email: "anna@example.com",
    password: "secret12",
    passwordconfirmation: "secret12",
  };

  it("accepts a complete form", () => {
    expect(signupFormSchema.safeParse(valid).success).toBe(true);
  });

  it("says 'Passwords must match' on the confirmation", () => {
    expect(fieldErrors(signupFormSchema.safeParse({ ...valid, passwordconfirmation: "secret13" }))).toEqual({
      passwordconfirmation: MESSAGES.passwordsMustMatch,
    });
  });

  it("requires at least 8 characters and every field", () => {
    const errors = fieldErrors(
      signupFormSchema.safeParse({ username: "", email: "", password: "short", passwordconfirmation: "" }),
    );
    expect(errors).toEqual({
      username: MESSAGES.required,
      email: MESSAGES.required,
      password: "Password must be at least 8 characters",
      passwordconfirmation: MESSAGES.required,
    });
  });

  it("applies the same rules to a new password after a reset", () => {
    expect(
      newPasswordFormSchema.safeParse({ password: "secret12", passwordconfirmation: "secret12" }).success,
    ).toBe(true);
    expect(
      fieldErrors(
        newPasswordFormSchema.safeParse({ password: "secret12", passwordconfirmation: "secret21" }),
      ),
    ).toEqual({ passwordconfirmation: MESSAGES.passwordsMustMatch });
  });
});

describe("user settings", () => {
  it("accepts en and de only", () => {
    expect(userSettingsEditSchema.safeParse({ id: 1, language: "de" }).success).toBe(true);
    expect(userSettingsEditSchema.safeParse({ id: 1, language: "fr" }).success).toBe(false);
    expect(userSettingsEditSchema.safeParse({ id: 0, language: "en" }).success).toBe(false);
  });
});
