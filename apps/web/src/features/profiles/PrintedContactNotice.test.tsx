import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
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

describe("the notice about printed personal data after an import", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("names the imported data the CV prints and opens the tab with their switches", async () => {
    fakeProfileApi([
      makeProfile({
        id: 1,
        email: "ada@example.com",
        email_public: true,
        mobile: "0170 1234567",
        mobile_public: true,
        telefon: "030 123",
        // Imported but switched off again: not named.
        telefon_public: false,
        imported_fields: ["vorname", "email", "mobile", "telefon"],
      }),
    ]);
    const user = renderEditor();
    const notice = await screen.findByTestId("printed-contact-notice");
    expect(notice.textContent).toContain("printed on the PDF: E-mail, Mobile.");
    expect(notice.textContent).not.toContain("Phone");
    await user.click(within(notice).getByRole("button", { name: "Address & contact" }));
    // The switch sits beside its field on that tab, and turning it off takes the value from the notice.
    const emailSwitch = await screen.findByTestId("profile-email_public");
    expect((emailSwitch as HTMLInputElement).checked).toBe(true);
    await user.click(emailSwitch);
    expect(screen.getByTestId("printed-contact-notice").textContent).toContain("printed on the PDF: Mobile.");
  });

  it("is not shown for a profile that was not imported", async () => {
    fakeProfileApi([makeProfile({ id: 1, email: "ada@example.com", email_public: true })]);
    renderEditor();
    await screen.findByTestId("profile-title");
    expect(screen.queryByTestId("printed-contact-notice")).toBeNull();
  });
});
