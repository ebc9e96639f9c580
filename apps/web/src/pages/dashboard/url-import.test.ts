import { describe, expect, it } from "vitest";
import { decideUrlImport, importProblems } from "./url-import.ts";

describe("URL import decision (spec section 5)", () => {
  it("creates at once when the query has a non-empty job title", () => {
    expect(decideUrlImport("?job_title=Developer&hireing_company=ACME&page=StepStone")).toEqual({
      kind: "create",
      values: { job_title: "Developer", hireing_company: "ACME", page: "StepStone" },
    });
  });

  it("opens the prefilled dialog when the job title is missing, empty or the text 'undefined'", () => {
    for (const query of [
      "?hireing_company=ACME",
      "?job_title=&hireing_company=ACME",
      "?job_title=undefined&hireing_company=ACME",
      "?job_title=%20%20&hireing_company=ACME",
    ]) {
      expect(decideUrlImport(query), query).toEqual({ kind: "dialog", values: { hireing_company: "ACME" } });
    }
  });

  it("drops 'undefined' values of other fields too and keeps line breaks of the description", () => {
    const query = new URLSearchParams({
      job_title: "Dev",
      location: "undefined",
      job_description: "Line 1\nLine 2",
    });
    expect(decideUrlImport(query)).toEqual({
      kind: "create",
      values: { job_title: "Dev", job_description: "Line 1\nLine 2" },
    });
  });

  it("does nothing without import fields, whatever else the query holds", () => {
    expect(decideUrlImport("")).toEqual({ kind: "none" });
    expect(decideUrlImport("?lng=de&utm_source=mail")).toEqual({ kind: "none" });
  });

  it("finds what the shared rules refuse before anything is sent", () => {
    expect(importProblems({ job_title: "Dev" })).toEqual({
      page: "Required",
      recipient_salutation: "Required",
    });
    expect(importProblems({ job_title: "Dev", page: "Jobboard", recipient_salutation: "none" })).toEqual({});
    expect(
      importProblems({
        job_title: "Dev",
        page: "Jobboard",
        recipient_salutation: "none",
        link: "javascript:alert(1)",
      }),
    ).toHaveProperty("link");
  });
});
