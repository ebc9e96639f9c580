import {
  applicationFieldsSchema,
  appointmentCreateSchema,
  educationFieldsSchema,
  loginFormSchema,
  profileEditSchema,
  signupFormSchema,
  skillFieldsSchema,
  workExperienceFieldsSchema,
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

  it("maps every message of the profile editor's schemas to a translation key", () => {
    const produced = [
      ...messages(
        profileEditSchema.safeParse({
          id: 1,
          vorname: "",
          name: "",
          email: "nope",
          website: "ftp://x",
          hourly_rate_remote: "abc",
          daily_rate_on_site: -5,
          birthdate: "2026-13-01",
          cv_template: "fancy",
          profile_language: "fr",
          languages: [{ name: "", level: 30 }],
        }),
      ),
      ...messages(skillFieldsSchema.safeParse({ name: "", category: "", percentage: 60 })),
      ...messages(
        educationFieldsSchema.safeParse({ name: "", subject_area: "", start: "01.02.2020", ende: "" }),
      ),
      ...messages(workExperienceFieldsSchema.safeParse({ position_name: "", position_type: "", start: "x" })),
    ];
    expect(produced.length).toBeGreaterThan(12);
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
