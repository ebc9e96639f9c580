import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { tabOfImported } from "./imported-marks.tsx";
import { ProfileEditPage } from "./ProfileEditPage.tsx";
import { fakeProfileApi, makeProfile } from "./testing/fake-profile-api.ts";

function renderEditor(id = 1) {
  renderWithProviders(
    <Routes>
      <Route path="/profile/edit/:id" element={<ProfileEditPage />} />
    </Routes>,
    { route: `/profile/edit/${id}` },
  );
  return userEvent.setup();
}

const LONG = { timeout: 10_000 };

describe("imported marks in the profile editor", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("places each imported field on its tab; lists mark theirs", () => {
    expect(
      ["vorname", "name", "title", "email", "street", "workexperiences", "educations", "skills"].map(
        tabOfImported,
      ),
    ).toEqual(["personal", "personal", "basics", "address", "address", "work", "education", "skills"]);
    expect(["languages", "socialmedias", "website", "telefon"].map(tabOfImported)).toEqual([
      "personal",
      "address",
      "address",
      "address",
    ]);
  });

  it("marks imported fields and their tabs until the tab has been looked at, and reports them seen", async () => {
    const api = fakeProfileApi([
      makeProfile({
        id: 1,
        title: "Engineer",
        email: "ada@example.com",
        imported_fields: ["vorname", "name", "title", "email", "workexperiences"],
      }),
    ]);
    const user = renderEditor();

    // The first tab: the mark on the field, with text for screen readers, a border, and the legend.
    const title = await screen.findByTestId("profile-title");
    expect(screen.getByTestId("imported-legend").textContent).toContain(
      "Fields with this mark were read from your CV",
    );
    expect(screen.getByLabelText("Job title Imported")).toBe(title);
    expect(title.hasAttribute("data-imported")).toBe(true);
    expect(screen.getByTestId("profile-mantra").hasAttribute("data-imported")).toBe(false);
    expect(screen.queryByTestId("imported-mantra")).toBeNull();
    for (const tab of ["basics", "personal", "address", "work"]) {
      expect(screen.getByTestId(`tab-dot-${tab}`).textContent?.trim()).toBe(
        "(contains imported details to check)",
      );
    }
    expect(screen.queryByTestId("tab-dot-skills")).toBeNull();

    // After a moment on the tab its fields count as seen: reported once, the tab's dot goes, the
    // field marks stay while the tab is open.
    await waitFor(() => expect(api.callsTo("POST", "profile/importcv/seen/1")).toHaveLength(1), LONG);
    expect(api.callsTo("POST", "profile/importcv/seen/1")[0]?.body).toEqual({ fields: ["title"] });
    await waitFor(() => expect(screen.queryByTestId("tab-dot-basics")).toBeNull());
    expect(screen.getByTestId("imported-title")).toBeTruthy();

    // The next tab: its marks show; once seen they are reported too.
    await user.click(screen.getByTestId("tab-personal"));
    expect(screen.queryByTestId("imported-title")).toBeNull();
    expect(screen.getByTestId("imported-vorname")).toBeTruthy();
    expect(screen.getByTestId("imported-name")).toBeTruthy();
    await waitFor(() => expect(api.callsTo("POST", "profile/importcv/seen/1")).toHaveLength(2), LONG);
    expect(api.callsTo("POST", "profile/importcv/seen/1")[1]?.body).toEqual({ fields: ["vorname", "name"] });
    await waitFor(() => expect(screen.queryByTestId("tab-dot-personal")).toBeNull());

    // A list marks its tab with a note.
    await user.click(screen.getByTestId("tab-work"));
    expect(
      within(screen.getByTestId("imported-lists")).getByText(/Read from your CV: work history/),
    ).toBeTruthy();

    await waitFor(() => expect(api.callsTo("POST", "profile/importcv/seen/1")).toHaveLength(3), LONG);
    expect(api.callsTo("POST", "profile/importcv/seen/1")[2]?.body).toEqual({ fields: ["workexperiences"] });

    // Back on a tab already looked at: no marks, and nothing is reported twice.
    await user.click(screen.getByTestId("tab-basics"));
    expect(screen.queryByTestId("imported-title")).toBeNull();
    expect(screen.getByTestId("profile-title").hasAttribute("data-imported")).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(api.callsTo("POST", "profile/importcv/seen/1")).toHaveLength(3);
    expect(api.profiles.get(1)?.imported_fields).toEqual(["email"]);
    expect(screen.getByTestId("tab-dot-address")).toBeTruthy();
  });

  it("asks to check a name the import was unsure of, on the name's tab", async () => {
    expect(["check:vorname", "check:name"].map(tabOfImported)).toEqual(["personal", "personal"]);
    fakeProfileApi([
      makeProfile({
        id: 1,
        imported_fields: ["vorname", "name", "email", "check:vorname", "check:name"],
      }),
    ]);
    const user = renderEditor();
    await screen.findByTestId("profile-title");
    await user.click(screen.getByTestId("tab-personal"));
    expect(screen.getByTestId("check-vorname").textContent).toBe("Please check");
    expect(screen.getByTestId("check-name").textContent).toBe("Please check");
    expect(screen.getByTestId("imported-vorname")).toBeTruthy();
    // A field the import was sure of carries the imported mark only.
    await user.click(screen.getByTestId("tab-address"));
    expect(screen.getByTestId("imported-email")).toBeTruthy();
    expect(screen.queryByTestId("check-email")).toBeNull();
  });

  it("shows no marks and no legend for a profile that was not imported", async () => {
    const api = fakeProfileApi([makeProfile({ id: 1 })]);
    renderEditor();
    await screen.findByTestId("profile-title");
    expect(screen.queryByTestId("imported-legend")).toBeNull();
    expect(screen.queryByTestId(/^tab-dot-/)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(api.callsTo("POST", "profile/importcv/seen/1")).toHaveLength(0);
  });
});
