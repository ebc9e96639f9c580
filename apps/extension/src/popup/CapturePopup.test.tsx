// @vitest-environment happy-dom
import type { TrackedApplication } from "@jah/shared";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeCaptureEnv, ORIGIN, PAGE_URL, type Script } from "../../test/capture-env.ts";
import { useLanguage } from "../../test/i18n.ts";
import { ApiError } from "../lib/api.ts";
import { EMPTY_DRAFT } from "../lib/job-fields.ts";
import { CapturePopup } from "./CapturePopup.tsx";

const JOB = {
  job_title: "Backend Engineer",
  hireing_company: "ACME GmbH",
  location: "Berlin",
  job_description: "Build the tracker.",
  link: "https://board.example/jobs/42",
  page: "Board",
};
const TRACKED: TrackedApplication = {
  id: 9,
  job_title: "Backend Engineer",
  hireing_company: "ACME GmbH",
  status: "applied",
  webUrl: `${ORIGIN}/applications/9`,
};

function open(script: Script) {
  const fake = fakeCaptureEnv(script);
  render(<CapturePopup env={fake.env} />);
  return { ...fake, user: userEvent.setup() };
}

const field = (id: string) => screen.getByTestId(`field-${id}`) as HTMLInputElement;

describe("CapturePopup", () => {
  it("shows the job prefilled with the profiles' fit, and saves the edited fields", async () => {
    const { user, record } = open({
      fetchJob: JOB,
      fit: [
        { profileId: 1, title: "Developer", score: 81 },
        { profileId: 2, title: "Designer", score: 34 },
      ],
      saves: [{ id: 5, webUrl: `${ORIGIN}/applications/5` }],
    });
    expect(screen.getByTestId("reading").textContent).toContain("Reading the job ad");
    await screen.findByTestId("job-form");
    expect(field("job_title").value).toBe("Backend Engineer");
    expect(field("link").value).toBe("https://board.example/jobs/42");
    expect(document.activeElement).toBe(field("job_title"));
    expect((await screen.findByTestId("fit-1")).textContent).toContain("81 %");
    expect(screen.getByTestId("fit-2").textContent).toContain("Designer: fit 34 percent");

    await user.clear(field("location"));
    await user.type(field("location"), "Hamburg");
    expect(record.drafts.get(PAGE_URL)?.location).toBe("Hamburg");
    await user.click(screen.getByTestId("save"));

    expect((await screen.findByTestId("saved")).textContent).toContain("Saved to your applications");
    expect(record.saved[0]).toMatchObject({
      job_title: "Backend Engineer",
      location: "Hamburg",
      source_page: "Board",
    });
    expect(record.drafts.has(PAGE_URL)).toBe(false);
    await user.click(screen.getByTestId("saved-open"));
    expect(record.opened).toEqual([`${ORIGIN}/applications/5`]);
  });

  it("shows no fit when the server has none or fails, never a number of its own", async () => {
    open({ fetchJob: JOB, fit: new ApiError("failed", 500) });
    await screen.findByTestId("job-form");
    await waitFor(() => expect(screen.queryByTestId("fits")).toBeNull());
    expect(document.body.textContent).not.toMatch(/%/);
  });

  it("says when the page had no job data and lets the user fill in the fields", async () => {
    const { user, record } = open({ fetchJob: new ApiError("invalid", 400, { fields: { url: "No job" } }) });
    expect((await screen.findByTestId("no-job-data")).textContent).toContain("fill in the fields yourself");
    expect(field("job_title").value).toBe("");
    expect(field("link").value).toBe(PAGE_URL);
    expect(record.fitAsked).toBe(0);
    await user.click(screen.getByTestId("save"));
    expect(screen.getByTestId("error-job_title").textContent).toBe("Please fill in this field.");
    expect(field("job_title").getAttribute("aria-invalid")).toBe("true");
    expect(record.saved).toEqual([]);
  });

  it("shows an already tracked job with its status and Open, and no Save", async () => {
    const { user, record } = open({ tracked: { tracked: true, application: TRACKED }, fetchJob: JOB });
    expect((await screen.findByTestId("tracked")).textContent).toContain("Already in your applications");
    expect(screen.getByTestId("tracked-status").textContent).toBe("Status: Applied");
    expect(screen.queryByTestId("save")).toBeNull();
    await user.click(screen.getByTestId("tracked-open"));
    expect(record.opened).toEqual([TRACKED.webUrl]);
  });

  it("shows the server's field errors at the fields and keeps the entries", async () => {
    const { user } = open({
      fetchJob: JOB,
      saves: [new ApiError("invalid", 400, { fields: { hireing_company: "At most 300 characters" } })],
    });
    await screen.findByTestId("job-form");
    await user.click(screen.getByTestId("save"));
    expect((await screen.findByTestId("error-hireing_company")).textContent).toBe("At most 300 characters.");
    expect(screen.getByTestId("save-problem").textContent).toBe("Please check the marked fields.");
    expect(field("job_title").value).toBe("Backend Engineer");
  });

  it("shows a duplicate found on save (409) as the tracked application", async () => {
    const { user } = open({
      fetchJob: JOB,
      saves: [new ApiError("conflict", 409, { message: "Already tracked", application: TRACKED })],
    });
    await screen.findByTestId("job-form");
    await user.click(screen.getByTestId("save"));
    expect((await screen.findByTestId("tracked-status")).textContent).toBe("Status: Applied");
  });

  it("says the connection was revoked (401), forgets the token and keeps what was typed", async () => {
    const { user, record } = open({ fetchJob: JOB, saves: [new ApiError("unauthorized", 401)] });
    await screen.findByTestId("job-form");
    await user.type(field("job_title"), " (m/w/d)");
    await user.click(screen.getByTestId("save"));
    expect((await screen.findByTestId("save-problem")).textContent).toContain(
      "no longer accepts this extension",
    );
    expect(record.forgotten).toBe(1);
    expect(field("job_title").value).toBe("Backend Engineer (m/w/d)");
    expect(record.drafts.get(PAGE_URL)?.job_title).toBe("Backend Engineer (m/w/d)");
    await user.click(screen.getByTestId("reconnect"));
    expect(record.options).toBe(1);
  });

  it("keeps the entries when the server cannot be reached on save, and saves on the next try", async () => {
    const { user, record } = open({
      fetchJob: JOB,
      saves: [new ApiError("unreachable", 0), { id: 6, webUrl: `${ORIGIN}/applications/6` }],
    });
    await screen.findByTestId("job-form");
    await user.click(screen.getByTestId("save"));
    expect((await screen.findByTestId("save-problem")).textContent).toContain("cannot be reached");
    await user.click(screen.getByTestId("save"));
    await screen.findByTestId("saved");
    expect(record.saved).toHaveLength(2);
  });

  it("offers Retry when the server cannot be reached while reading the page", async () => {
    const { user } = open({ fetchJob: new ApiError("unreachable", 0) });
    expect((await screen.findByTestId("blocked-unreachable")).textContent).toContain(ORIGIN);
    await user.click(screen.getByTestId("retry"));
    expect(await screen.findByTestId("blocked-unreachable")).toBeTruthy();
  });

  it("asks to wait when the server says too many requests", async () => {
    const { user } = open({ fetchJob: new ApiError("rate-limited", 429) });
    expect((await screen.findByTestId("blocked-rate-limited")).textContent).toContain("wait a moment");
    expect(screen.getByTestId("retry")).toBeTruthy();
    await user.click(screen.getByTestId("retry"));
    expect(await screen.findByTestId("blocked-rate-limited")).toBeTruthy();
  });

  it("says a revoked token on opening and offers to reconnect", async () => {
    const { user, record } = open({ fetchJob: new ApiError("unauthorized", 401) });
    expect((await screen.findByTestId("blocked-revoked")).textContent).toContain(
      "The connection was revoked",
    );
    expect(record.forgotten).toBe(1);
    await user.click(screen.getByTestId("to-options"));
    expect(record.options).toBe(1);
  });

  it("sends a user who is not connected to the settings", async () => {
    const { user, record } = open({ connected: false });
    expect((await screen.findByTestId("blocked-not-connected")).textContent).toContain("Not connected yet");
    await user.click(screen.getByTestId("to-options"));
    expect(record.options).toBe(1);
  });

  it("explains a page that cannot be read", async () => {
    open({ page: null });
    expect((await screen.findByTestId("blocked-unsupported-page")).textContent).toContain("cannot be read");
  });

  it("brings back what was typed when reopened on the same page", async () => {
    open({ fetchJob: JOB, draft: { ...EMPTY_DRAFT, job_title: "My own title", link: JOB.link } });
    await screen.findByTestId("job-form");
    expect(field("job_title").value).toBe("My own title");
  });

  it("opens only links on the connected server", async () => {
    open({ tracked: { tracked: true, application: { ...TRACKED, webUrl: "https://evil.example/x" } } });
    await screen.findByTestId("tracked");
    expect(screen.queryByTestId("tracked-open")).toBeNull();
  });

  it("speaks German in a German browser", async () => {
    useLanguage("de");
    const { user } = open({ fetchJob: JOB, saves: [new ApiError("unreachable", 0)] });
    await screen.findByTestId("job-form");
    expect(screen.getByLabelText(/Stellentitel/)).toBe(field("job_title"));
    await user.click(screen.getByTestId("save"));
    expect((await screen.findByTestId("save-problem")).textContent).toBe(
      "Nicht gespeichert: Ihr Server ist nicht erreichbar. Ihre Eingaben bleiben erhalten; bitte versuchen Sie es erneut.",
    );
  });
});
