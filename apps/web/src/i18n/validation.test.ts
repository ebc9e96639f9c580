import {
  applicationFieldsSchema,
  appointmentCreateSchema,
  loginFormSchema,
  signupFormSchema,
} from "@jah/shared";
import { describe, expect, it } from "vitest";
import en from "../../public/locales/en/translation.json" with { type: "json" };
import { validationKey } from "./validation.ts";

/** Every message the shared form schemas produce for these inputs. */
function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe("validation messages", () => {
  it("maps every message of the login and sign-up schemas to a translation key", () => {
    const produced = [
      ...messages(loginFormSchema.safeParse({ username: "", password: "" })),
      ...messages(loginFormSchema.safeParse({ username: "nope", password: "abc" })),
      ...messages(
        signupFormSchema.safeParse({ username: "", email: "x", password: "short", passwordconfirmation: "" }),
      ),
      ...messages(
        signupFormSchema.safeParse({
          username: "a".repeat(65),
          email: "a@b.de",
          password: "longenough",
          passwordconfirmation: "different1",
        }),
      ),
    ];
    expect(produced.length).toBeGreaterThan(5);
    for (const message of produced) expect(validationKey(message), message).not.toBeNull();
  });

  it("maps every message of the application and appointment schemas to a translation key", () => {
    const produced = [
      ...messages(applicationFieldsSchema.safeParse({ job_title: "", page: "", recipient_salutation: "" })),
      ...messages(
        applicationFieldsSchema.safeParse({
          job_title: "x".repeat(301),
          page: "p",
          recipient_salutation: "none",
          link: "javascript:alert(1)",
          mail_address: "nope",
          follow_up: "2026-02-30",
        }),
      ),
      ...messages(
        appointmentCreateSchema.safeParse({ appointment_date: "tomorrow", application: { id: 1 } }),
      ),
      // zod's wording for a field the body left out, as the server may answer it.
      ...messages(applicationFieldsSchema.safeParse({ recipient_salutation: "none" })),
    ];
    expect(produced.length).toBeGreaterThan(7);
    for (const message of produced) expect(validationKey(message), message).not.toBeNull();
  });

  it("carries the length limit into the translated text", () => {
    expect(validationKey("Password must be at least 8 characters")).toEqual({
      key: "Validation.PasswordMin",
      limit: 8,
    });
    expect(en.Validation.PasswordMin).toContain("{{limit}}");
  });

  it("passes unknown messages through", () => {
    expect(validationKey("Something else")).toBeNull();
  });
});
