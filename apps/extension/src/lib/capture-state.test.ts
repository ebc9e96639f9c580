import type { TrackedApplication } from "@jah/shared";
import { describe, expect, it } from "vitest";
import { type CaptureAction, type CaptureState, captureReducer, initialCapture } from "./capture-state.ts";
import { EMPTY_DRAFT } from "./job-fields.ts";

const run = (...actions: CaptureAction[]): CaptureState => actions.reduce(captureReducer, initialCapture);
const read = (title = "Engineer"): CaptureAction => ({
  type: "page-read",
  draft: { ...EMPTY_DRAFT, job_title: title, link: "https://board.example/1" },
  hasJobData: title !== "",
});
const tracked: TrackedApplication = {
  id: 7,
  job_title: "Engineer",
  hireing_company: "ACME",
  status: "applied",
  webUrl: "https://jobs.example.org/applications/7",
};

describe("captureReducer", () => {
  it("shows the form once the page is read", () => {
    const state = run(read());
    expect(state.phase).toEqual({ name: "form" });
    expect(state.draft.job_title).toBe("Engineer");
    expect(state.noJobData).toBe(false);
  });

  it("says so when the page had no job data, with the link kept", () => {
    const state = run(read(""));
    expect(state.phase.name).toBe("form");
    expect(state.noJobData).toBe(true);
    expect(state.draft.link).toBe("https://board.example/1");
  });

  it("shows the contact fields at once when the ad names a contact", () => {
    const state = run({
      type: "page-read",
      draft: { ...EMPTY_DRAFT, job_title: "x", contact_email: "hr@acme.example" },
      hasJobData: true,
    });
    expect(state.showContact).toBe(true);
    expect(run(read()).showContact).toBe(false);
  });

  it("shows an already tracked job instead of the form, whenever the answer comes", () => {
    expect(run({ type: "already-tracked", application: tracked }, read()).phase).toEqual({
      name: "tracked",
      application: tracked,
    });
    expect(run(read(), { type: "already-tracked", application: tracked }).phase.name).toBe("tracked");
  });

  it("shows a save refused as a duplicate (409) as the tracked application", () => {
    const state = run(read(), { type: "save-start" }, { type: "already-tracked", application: tracked });
    expect(state.phase).toEqual({ name: "tracked", application: tracked });
  });

  it("keeps the success once saved", () => {
    const state = run(
      read(),
      { type: "save-start" },
      { type: "saved", webUrl: tracked.webUrl },
      { type: "already-tracked", application: tracked },
    );
    expect(state.phase.name).toBe("saved");
  });

  it("clears a field's error when it is edited, and only that one", () => {
    const state = run(
      read(""),
      { type: "invalid", errors: { job_title: { code: "required" }, link: { code: "web-address" } } },
      { type: "edit", field: "job_title", value: "Designer" },
    );
    expect(state.errors).toEqual({ link: { code: "web-address" } });
    expect(state.draft.job_title).toBe("Designer");
  });

  it("keeps everything typed when a save fails, with the reason", () => {
    for (const problem of ["unreachable", "revoked", "rate-limited", "failed"] as const) {
      const state = run(
        read(),
        { type: "edit", field: "location", value: "Hamburg" },
        { type: "save-start" },
        { type: "save-failed", problem },
      );
      expect(state.phase).toEqual({ name: "form" });
      expect(state.saveProblem).toBe(problem);
      expect(state.draft.location).toBe("Hamburg");
    }
  });

  it("does not overwrite typed text when the page is read again", () => {
    const state = run(read(), { type: "edit", field: "job_title", value: "Mine" }, read("Theirs"));
    expect(state.draft.job_title).toBe("Mine");
  });

  it("opens the contact fields when the server refuses one of them", () => {
    const state = run(read(), { type: "invalid", errors: { contact_email: { code: "email" } } });
    expect(state.showContact).toBe(true);
    expect(state.saveProblem).toBe("invalid");
  });

  it("accepts only known salutations", () => {
    expect(
      run(read(), { type: "edit", field: "contact_salutation", value: "female" }).draft.contact_salutation,
    ).toBe("female");
    expect(
      run(read(), { type: "edit", field: "contact_salutation", value: "x" }).draft.contact_salutation,
    ).toBe("none");
  });

  it("keeps no fit when the server has none", () => {
    expect(run(read(), { type: "fits", fits: [] }).fits).toBeNull();
    const fits = [{ profileId: 1, title: "Developer", score: 81 }];
    expect(run(read(), { type: "fits", fits }).fits).toEqual(fits);
  });

  it("ends in the saved state with the web app's link", () => {
    const state = run(read(), { type: "save-start" }, { type: "saved", webUrl: tracked.webUrl });
    expect(state.phase).toEqual({ name: "saved", webUrl: tracked.webUrl });
  });

  it("blocks with a reason and starts again on retry", () => {
    const blocked = run({ type: "blocked", blocker: "unreachable" });
    expect(blocked.phase).toEqual({ name: "blocked", blocker: "unreachable" });
    expect(captureReducer(blocked, { type: "read-start" }).phase).toEqual({ name: "reading" });
  });
});
