import type { ImportedJob } from "@jah/shared";
import { EXTENSION_FIELD_MAX } from "@jah/shared/extension-api";
import { describe, expect, it } from "vitest";
import {
  applicationOf,
  checkDraft,
  draftFromPage,
  EMPTY_DRAFT,
  type FieldName,
  fieldErrorsFromServer,
  hasContact,
  hasJobData,
} from "./job-fields.ts";

describe("draftFromPage", () => {
  it("fills the fields from the server's reading of the page", () => {
    const draft = draftFromPage(
      {
        job_title: "Backend Engineer",
        hireing_company: "ACME GmbH",
        location: "Berlin",
        job_description: "Build things.",
        link: "https://board.example/jobs/1",
        page: "Board",
        recipient_name: "Erika Muster",
        recipient_salutation: "female",
        mail_address: "jobs@acme.example",
      },
      "https://board.example/jobs/1?utm_source=x",
    );
    expect(draft).toEqual({
      job_title: "Backend Engineer",
      hireing_company: "ACME GmbH",
      location: "Berlin",
      link: "https://board.example/jobs/1",
      job_description: "Build things.",
      source_page: "Board",
      contact_name: "Erika Muster",
      contact_salutation: "female",
      contact_email: "jobs@acme.example",
    });
    expect(hasJobData(draft)).toBe(true);
    expect(hasContact(draft)).toBe(true);
  });

  it("keeps the tab's address and leaves the rest empty for a page without job data", () => {
    const draft = draftFromPage(null, "https://example.org/page");
    expect(draft).toEqual({ ...EMPTY_DRAFT, link: "https://example.org/page" });
    expect(hasJobData(draft)).toBe(false);
    expect(hasContact(draft)).toBe(false);
  });

  it("ignores values of the wrong type and unknown salutations", () => {
    // A server of another version: a number where text belongs, a salutation this one does not know.
    const fromOtherServer = {
      job_title: 42,
      recipient_salutation: "diverse",
    } as unknown as Partial<ImportedJob>;
    const draft = draftFromPage(fromOtherServer, "https://example.org/x");
    expect(draft.job_title).toBe("");
    expect(draft.contact_salutation).toBe("none");
  });
});

describe("checkDraft", () => {
  const valid = { ...EMPTY_DRAFT, job_title: "Engineer", link: "https://board.example/1" };

  it("accepts a draft with a title and a web link", () => {
    expect(checkDraft(valid)).toEqual({});
  });

  it("asks for a title and a link, and only web links", () => {
    expect(checkDraft({ ...valid, job_title: "   ", link: "" })).toEqual({
      job_title: { code: "required" },
      link: { code: "required" },
    });
    expect(checkDraft({ ...valid, link: "javascript:alert(1)" })).toEqual({ link: { code: "web-address" } });
    expect(checkDraft({ ...valid, link: "https:// spaced.example" })).toEqual({
      link: { code: "web-address" },
    });
  });

  it("checks the contact's address only when there is one", () => {
    expect(checkDraft({ ...valid, contact_email: "not-an-address" })).toEqual({
      contact_email: { code: "email" },
    });
    expect(checkDraft({ ...valid, contact_email: " jobs@acme.example " })).toEqual({});
  });

  it("refuses text longer than the server takes", () => {
    expect(checkDraft({ ...valid, hireing_company: "x".repeat(301) })).toEqual({
      hireing_company: { code: "too-long", max: 300 },
    });
  });

  it("checks every field with the server's own limit", () => {
    for (const [field, max] of Object.entries(EXTENSION_FIELD_MAX)) {
      expect(checkDraft({ ...valid, [field]: "x".repeat(max) })[field as FieldName]).not.toMatchObject({
        code: "too-long",
      });
      expect(checkDraft({ ...valid, [field]: "x".repeat(max + 1) })[field as FieldName]).toEqual({
        code: "too-long",
        max,
      });
    }
  });
});

describe("applicationOf", () => {
  it("trims every field", () => {
    expect(
      applicationOf({ ...EMPTY_DRAFT, job_title: "  Engineer ", link: " https://a.example/1 " }),
    ).toMatchObject({
      job_title: "Engineer",
      link: "https://a.example/1",
      contact_salutation: "none",
    });
  });
});

describe("fieldErrorsFromServer", () => {
  it("turns the server's messages into problems the popup words itself", () => {
    expect(
      fieldErrorsFromServer({
        job_title: "Required",
        hireing_company: "At most 300 characters",
        link: "Must be a web address (http or https)",
        contact_email: "Invalid email address",
        location: "Something new",
        unknown_field: "Required",
      }),
    ).toEqual({
      job_title: { code: "required" },
      hireing_company: { code: "too-long", max: 300 },
      link: { code: "web-address" },
      contact_email: { code: "email" },
      location: { code: "other", message: "Something new" },
    });
  });
});
