import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { ProfileEditPage } from "./ProfileEditPage.tsx";
import { fakeProfileApi, makeProfile } from "./testing/fake-profile-api.ts";

function renderEditor() {
  renderWithProviders(
    <Routes>
      <Route path="/profile/edit/:id" element={<ProfileEditPage />} />
    </Routes>,
    { route: "/profile/edit/1" },
  );
  return userEvent.setup();
}

// Issue 42: a language's level as the CV writes it ("B1", "Native") beside the four-step scale.
describe("levels as written in the editor", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => vi.restoreAllMocks());

  it("offers A1–C2 and the mother tongue, keeps an imported LinkedIn level, and saves the choice with its step", async () => {
    const api = fakeProfileApi([
      makeProfile({
        id: 1,
        vorname: "Ada",
        name: "Lovelace",
        profile_language: "en",
        languages: [{ id: 7, name: "French", level: 75, level_text: "Full professional proficiency" }],
      }),
    ]);
    const user = renderEditor();
    await user.click(await screen.findByTestId("tab-personal"));
    const kept = screen.getByTestId("language-written-0") as HTMLSelectElement;
    expect(kept.value).toBe("Full professional proficiency");
    expect([...kept.options].map((o) => o.value)).toEqual([
      "",
      "A1",
      "A2",
      "B1",
      "B2",
      "C1",
      "C2",
      "Native",
      "Full professional proficiency",
    ]);

    await user.type(screen.getByTestId("language-name"), "Spanish");
    await user.selectOptions(screen.getByTestId("language-written-level"), "B1");
    await user.click(screen.getByTestId("language-add"));
    await user.click(screen.getByTestId("profile-save"));
    await waitFor(() => expect(api.callsTo("POST", "profile/edit")).toHaveLength(1));
    expect(api.callsTo("POST", "profile/edit")[0]?.body).toMatchObject({
      languages: [
        { name: "French", level: 75, level_text: "Full professional proficiency" },
        // Choosing B1 sets the bar's step too.
        { name: "Spanish", level: 50, level_text: "B1" },
      ],
    });
  });
});
