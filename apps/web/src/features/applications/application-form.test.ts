import { describe, expect, it } from "vitest";
import { makeApplication } from "../../../test/fake-api.ts";
import { createBody, editBody, fillEmpty, formValuesOf, newFormValues } from "./application-form.ts";

describe("application form", () => {
  it("starts a new application with the follow-up 14 days ahead and the prefill on top", () => {
    const values = newFormValues({ job_title: "Dev" }, new Date("2026-03-01T10:00:00Z"));
    expect(values.follow_up).toBe("2026-03-15");
    expect(values.job_title).toBe("Dev");
    expect(values.recipient_salutation).toBe("");
  });

  it("leaves an empty follow-up out of a create (spec section 5)", () => {
    const body = createBody({ ...newFormValues(), follow_up: "" });
    expect(body).not.toHaveProperty("follow_up");
    expect(createBody(newFormValues({}, new Date("2026-03-01T10:00:00Z")))).toHaveProperty(
      "follow_up",
      "2026-03-15",
    );
  });

  it("edits with the stored mail texts and without status or date", () => {
    const stored = {
      ...makeApplication({
        id: 9,
        status: "applied",
        mail_subject: "S",
        mail_text: "T",
        job_description: "D",
      }),
      job_description: "D",
      mail_subject: "S",
      mail_text: "T",
      application_status: [],
      notes: [],
      appointments: [],
    };
    const body = editBody(stored, { ...formValuesOf(stored), job_title: "New", follow_up: "" });
    expect(body).toMatchObject({
      id: 9,
      job_title: "New",
      mail_subject: "S",
      mail_text: "T",
      job_description: "D",
      follow_up: null,
    });
    expect(body).not.toHaveProperty("status");
    expect(body).not.toHaveProperty("date");
  });

  it("fills only empty fields from a fetched job", () => {
    const values = { ...newFormValues(), job_title: "Mine", location: "  " };
    const filled = fillEmpty(values, {
      job_title: "Theirs",
      location: "Hamburg",
      page: "Board",
      hireing_company: " ",
    });
    expect(filled).toMatchObject({
      job_title: "Mine",
      location: "Hamburg",
      page: "Board",
      hireing_company: "",
    });
  });
});
