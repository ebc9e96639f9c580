import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { ProfileEditPage } from "./ProfileEditPage.tsx";
import { fakeProfileApi, makeProfile } from "./testing/fake-profile-api.ts";

function renderEditor() {
  const view = renderWithProviders(
    <Routes>
      <Route path="/profile/edit/:id" element={<ProfileEditPage />} />
    </Routes>,
    { route: "/profile/edit/1" },
  );
  return { user: userEvent.setup(), view };
}

const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

describe("the profile editor's local draft", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("offers unsaved changes back after a new sign-in, and drops them once saved", async () => {
    const api = fakeProfileApi([makeProfile({ id: 1, vorname: "Ada", name: "Lovelace", title: "" })]);
    const first = renderEditor();
    await first.user.type(await screen.findByTestId("profile-title"), "Software engineer");
    first.view.unmount();
    sessionStorage.clear();
    saveSession("tok-2", "user-1", false);

    const { user } = renderEditor();
    await user.click(await screen.findByTestId("profile-draft-restore"));
    expect(value("profile-title")).toBe("Software engineer");
    expect(screen.getByTestId("unsaved")).toBeTruthy();
    await user.click(screen.getByTestId("profile-save"));
    await waitFor(() => expect(api.callsTo("POST", "profile/edit")).toHaveLength(1));
    expect(api.callsTo("POST", "profile/edit")[0]?.body).toMatchObject({ title: "Software engineer" });
    await waitFor(() => expect(localStorage.getItem("draft:user-1:profile:1")).toBeNull());
  });
});
