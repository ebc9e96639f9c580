import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, makeApplication } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { ApplicationsPage } from "./ApplicationsPage.tsx";

/** Opens application 3's notes tab on a freshly rendered page. */
async function openNotes() {
  const view = renderWithProviders(<ApplicationsPage />, { route: "/applications" });
  const user = userEvent.setup();
  await user.click(await screen.findByTestId("view-button-3"));
  await user.click(await screen.findByTestId("tab-notes"));
  return { user, input: (await screen.findByTestId("note-input")) as HTMLTextAreaElement, view };
}

describe("a note's local draft", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("offers an unsaved note back after a new sign-in, and forgets it once the note is saved", async () => {
    const api = fakeApi([makeApplication({ id: 3, status: "applied" })]);
    const first = await openNotes();
    await first.user.type(first.input, "Rückruf am Montag");
    first.view.unmount();
    sessionStorage.clear();
    saveSession("tok-2", "user-1", false);

    const { user, input } = await openNotes();
    expect(input.value).toBe("");
    await user.click(await screen.findByTestId("note-draft-restore"));
    expect(input.value).toBe("Rückruf am Montag");
    await user.click(screen.getByTestId("note-save"));
    await waitFor(() => expect(api.callsTo("POST", "application/notes/")).toHaveLength(1));
    await waitFor(() => expect(input.value).toBe(""));
    expect(localStorage.getItem("draft:user-1:note:3:new")).toBeNull();
  });
});
