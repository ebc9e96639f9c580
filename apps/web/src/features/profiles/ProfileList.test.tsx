import type { FitResult } from "@jah/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { resetAppConfig } from "../../api/app-config.ts";
import { saveSession } from "../../session/session.ts";
import { ProfileList } from "./ProfileList.tsx";
import { ProfileListPage } from "./ProfileListPage.tsx";
import { fakeProfileApi, makeProfile } from "./testing/fake-profile-api.ts";

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/profile" element={<ProfileListPage />} />
      <Route path="/profile/edit/:id" element={<p data-testid="editor-stub">editor</p>} />
    </Routes>,
    { route: "/profile" },
  );
  return userEvent.setup();
}

describe("profile list", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows a card per profile with flag, star, template, fit bar and the count", async () => {
    fakeProfileApi([
      makeProfile({
        id: 1,
        profiletitle: "Frontend",
        profile_language: "en",
        freelance: true,
        cv_template: "dark",
      }),
      makeProfile({ id: 2, profiletitle: "Backend", profile_language: "de", freelance: false }),
    ]);
    renderPage();
    const first = await screen.findByTestId("profile-card-1");
    const second = screen.getByTestId("profile-card-2");
    expect(first.textContent).toContain("Frontend");
    expect(first.textContent).toContain("Template: Dark");
    expect(within(first).getByTestId("flag-en")).toBeTruthy();
    expect(within(first).getByTestId("freelance-star")).toBeTruthy();
    expect(within(second).getByTestId("flag-de")).toBeTruthy();
    expect(within(second).queryByTestId("freelance-star")).toBeNull();
    expect(within(first).getByTestId("profile-no-picture-1").textContent).toContain("No picture");
    const fit = within(first).getByRole("progressbar");
    expect(fit.getAttribute("aria-valuenow")).toBe("70");
    // The 70 is no result: the card says it is the starting value until an application gives a job to compare.
    expect(within(first).getByTestId("fit-default-note").textContent).toBe(
      "Starting value: the fit with a job is worked out once you write an application with this profile.",
    );
    // Payments off: no limit applies, so no "/limit" (issue 25).
    expect(screen.getByTestId("profile-count").textContent).toBe("2 profiles");
    expect(within(first).getByRole("link", { name: "Frontend" }).getAttribute("href")).toBe(
      "/profile/edit/1",
    );
  });

  it("counts against the plan's profile limit when payments are on", async () => {
    resetAppConfig();
    const api = fakeProfileApi([makeProfile({ id: 1, profiletitle: "Frontend" })]);
    api.override("GET config", () => Response.json({ stagingHost: false, demoMode: false, payments: true }));
    api.override("GET payments/subscriptions", () =>
      Response.json({ settings: [], subscription: null, free_year: null, profile_limit: 10 }),
    );
    renderPage();
    await waitFor(() => expect(screen.getByTestId("profile-count").textContent).toBe("1/10 profiles"));
    resetAppConfig();
  });

  it("shows the count alone when the plan sets no profile limit", async () => {
    resetAppConfig();
    const api = fakeProfileApi([makeProfile({ id: 1, profiletitle: "Frontend" })]);
    api.override("GET config", () => Response.json({ stagingHost: false, demoMode: false, payments: true }));
    api.override("GET payments/subscriptions", () =>
      Response.json({ settings: [], subscription: null, free_year: null, profile_limit: null }),
    );
    renderPage();
    await waitFor(() => expect(screen.getByTestId("profile-count").textContent).toBe("1 profile"));
    resetAppConfig();
  });

  it("shows the empty state with a button that creates a profile and opens its editor", async () => {
    const api = fakeProfileApi([]);
    const user = renderPage();
    const empty = await screen.findByTestId("profiles-empty");
    expect(empty.textContent).toContain("No profiles yet");
    await user.click(within(empty).getByRole("button", { name: "New profile" }));
    expect(await screen.findByTestId("editor-stub")).toBeTruthy();
    expect(api.callsTo("POST", "profile/")).toEqual([expect.objectContaining({ body: {} })]);
  });

  it("deletes a profile only after confirmation", async () => {
    const api = fakeProfileApi([makeProfile({ id: 1 }), makeProfile({ id: 2 })]);
    const user = renderPage();
    await user.click(await screen.findByTestId("profile-menu-1"));
    await user.click(await screen.findByTestId("profile-delete-1"));
    expect(api.callsTo("DELETE", "profile/delete/1")).toHaveLength(0);
    await user.click(await screen.findByTestId("profile-delete-confirm"));
    await waitFor(() => expect(screen.queryByTestId("profile-card-1")).toBeNull());
    expect(api.callsTo("DELETE", "profile/delete/1")).toHaveLength(1);
    expect(screen.getByTestId("profile-card-2")).toBeTruthy();
  });

  it("appends a clone to the list", async () => {
    const api = fakeProfileApi([makeProfile({ id: 1, profiletitle: "Original" })]);
    const user = renderPage();
    await user.click(await screen.findByTestId("profile-menu-1"));
    await user.click(await screen.findByTestId("profile-clone-1"));
    await waitFor(() => expect(screen.getAllByTestId(/^profile-card-\d+$/)).toHaveLength(2));
    expect(api.callsTo("POST", "profile/clone/1")).toHaveLength(1);
    expect(screen.getAllByTestId(/^profile-card-\d+$/).map((card) => card.dataset.testid)).toEqual([
      "profile-card-1",
      "profile-card-500",
    ]);
  });

  it("says clearly when a JSON Resume file is refused, and opens the editor of an imported one", async () => {
    const api = fakeProfileApi([]);
    const user = renderPage();
    await screen.findByTestId("profiles-empty");
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toContain(".json");

    await user.upload(input, new File(["not json"], "cv.json", { type: "application/json" }));
    expect((await screen.findByTestId("import-error")).textContent).toContain("“cv.json” is not a JSON file");

    await user.upload(input, new File(['{"work": []}'], "other.json", { type: "application/json" }));
    await waitFor(() =>
      expect(screen.getByTestId("import-error").textContent).toContain("not a valid JSON Resume file"),
    );

    await user.upload(
      input,
      new File(['{"basics": {"name": "Ada"}}'], "ada.json", { type: "application/json" }),
    );
    expect(await screen.findByTestId("editor-stub")).toBeTruthy();
    expect(api.callsTo("POST", "profile/jsonresume").at(-1)?.body).toEqual({ basics: { name: "Ada" } });
  });

  it("offers the CV import as an action that opens its notice", async () => {
    fakeProfileApi([]);
    const user = renderPage();
    const button = await screen.findByTestId("import-cv");
    expect(button.getAttribute("aria-disabled")).toBeNull();
    await user.click(button);
    expect(await screen.findByTestId("cv-import-notice")).toBeTruthy();
  });

  it("in compose mode offers only the preview and selects a card on click", async () => {
    fakeProfileApi([
      makeProfile({ id: 1, profiletitle: "One" }),
      makeProfile({ id: 2, profiletitle: "Two" }),
    ]);
    const onSelect = vi.fn();
    renderWithProviders(<ProfileList mode="compose" selectedId={2} onSelect={onSelect} />);
    const user = userEvent.setup();
    const card = await screen.findByTestId("profile-card-1");
    expect(screen.getByTestId("profile-select-2").getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("profile-select-1").getAttribute("aria-pressed")).toBe("false");
    expect(within(card).queryByRole("link")).toBeNull();

    await user.click(card);
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }));

    await user.click(within(card).getByTestId("profile-menu-1"));
    expect(await screen.findByTestId("profile-preview-1")).toBeTruthy();
    expect(screen.queryByTestId("profile-download-1")).toBeNull();
    expect(screen.queryByTestId("profile-delete-1")).toBeNull();
    expect(screen.queryByTestId("profile-clone-1")).toBeNull();
    // Opening the menu does not choose the card.
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it("shows an error with a retry when the list cannot load", async () => {
    const api = fakeProfileApi([]);
    api.override("GET profile/", () => Response.json({}, { status: 503 }));
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toContain("Profiles could not be loaded");
  });
});

describe("profile list in compose mode", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const fitOf = (score: number, skill: string): FitResult => ({
    score,
    ad_language: "de",
    parts: { skills: 0.5, title: 0.5, experience: 0.5, language: 1, location: 1 },
    reasons: [
      {
        type: "skill_matched",
        skill,
        profile_skill: skill,
        source: "skills",
        level: 75,
        where: { field: "description", start: 0, end: skill.length, text: skill, snippet: `… ${skill} …` },
      },
      {
        type: "skill_missing",
        skill: "Kubernetes",
        category: "tech",
        where: { field: "description", start: 10, end: 20, text: "Kubernetes", snippet: "… Kubernetes …" },
      },
      {
        type: "location",
        job_mode: "remote",
        fit: "remote",
        met: true,
        job_location: "",
        profile_place: null,
      },
    ],
  });

  it("shows each profile's calculated fit for the application, best first, with its reasons", async () => {
    const api = fakeProfileApi([
      makeProfile({ id: 1, profiletitle: "Frontend" }),
      makeProfile({ id: 2, profiletitle: "Backend" }),
    ]);
    api.override("GET profile/calculatefit/1/9", () => Response.json(fitOf(40, "React")));
    api.override("GET profile/calculatefit/2/9", () => Response.json(fitOf(85, "PostgreSQL")));
    renderWithProviders(<ProfileList mode="compose" applicationId={9} onSelect={() => {}} />);
    await waitFor(() =>
      expect(within(screen.getByTestId("profile-card-2")).getByTestId("fit-value").textContent).toBe("85 %"),
    );
    expect(within(screen.getByTestId("profile-card-2")).queryByTestId("fit-default-note")).toBeNull();
    const cards = screen.getAllByTestId(/^profile-card-\d+$/).map((card) => card.dataset.testid);
    expect(cards).toEqual(["profile-card-2", "profile-card-1"]);
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId("profile-card-2")).getByTestId("fit-why"));
    const reasons = await screen.findByTestId("fit-reasons");
    expect(within(reasons).getByTestId("fit-matched").textContent).toContain("PostgreSQL");
    expect(within(reasons).getByTestId("fit-missing").textContent).toContain("Kubernetes");
    expect(reasons.textContent).toContain("Remote work is possible.");
  });
});
