import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { SettingsPage } from "../../pages/SettingsPage.tsx";
import { saveSession } from "../../session/session.ts";

const gmail = (fields: Record<string, unknown>) => ({
  smtp: { connected: false },
  gmail: {
    available: true,
    connected: true,
    email: "ada@gmail.com",
    read_scope: true,
    reading: false,
    reading_folder: "",
    reading_since: null,
    reading_error: null,
    reading_polled_at: null,
    ...fields,
  },
});

function renderSettings() {
  renderWithProviders(
    <Routes>
      <Route path="/settings/*" element={<SettingsPage />} />
    </Routes>,
    { route: "/settings/connections" },
  );
  return userEvent.setup();
}

describe("settings, reading replies from Gmail", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("explains the new scope to an account connected before and offers Google's consent again", async () => {
    const api = fakeApi([]);
    api.override("GET connections/", () => Response.json(gmail({ read_scope: false })));
    api.override("GET connections/gmail/getauthurl", () => Response.json({ authUrl: "about:blank#consent" }));
    const user = renderSettings();
    const notice = await screen.findByTestId("gmail-scope");
    expect(notice.textContent).toContain("read-only");
    expect(notice.textContent).toContain("Sending keeps working");
    expect(screen.queryByTestId("gmail-reading-switch")).toBeNull();
    await user.click(screen.getByTestId("gmail-grant-reading"));
    await waitFor(() => expect(api.callsTo("GET", "connections/gmail/getauthurl")).toHaveLength(1));
  });

  it("switches reading on with the scope granted and shows a revoked grant", async () => {
    const api = fakeApi([]);
    api.override("GET connections/", () => Response.json(gmail({})));
    api.override("PUT connections/gmail/reading", () =>
      Response.json(gmail({ reading: true, reading_error: "token-revoked" })),
    );
    const user = renderSettings();
    await user.click(await screen.findByTestId("gmail-reading-switch"));
    await waitFor(() =>
      expect(api.callsTo("PUT", "connections/gmail/reading")).toEqual([
        {
          method: "PUT",
          path: "connections/gmail/reading",
          body: { reading: true, reading_folder: "" },
        },
      ]),
    );
    expect((await screen.findByTestId("gmail-reading-error")).textContent).toContain("revoked");
    expect(screen.getByTestId("gmail-reading-label")).toBeTruthy();
  });

  it("names a skipped message of the Gmail account by its subject", async () => {
    const api = fakeApi([]);
    api.override("GET connections/", () =>
      Response.json(
        gmail({
          reading: true,
          reading_skipped: [
            {
              id: 7,
              folder: "INBOX",
              subject: "Interview invitation",
              received_at: "2027-03-02T09:15:00.000Z",
              reason: "failed",
              skipped_at: "2027-03-02T09:20:00.000Z",
            },
          ],
        }),
      ),
    );
    renderSettings();
    const notice = await screen.findByTestId("gmail-reading-skipped");
    expect(notice.textContent).toContain("One message was skipped");
    expect(notice.textContent).toContain("Interview invitation");
    expect(notice.textContent).toContain("received Mar 2, 2027");
  });
});
