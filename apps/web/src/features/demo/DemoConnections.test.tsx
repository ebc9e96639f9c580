import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { resetAppConfig } from "../../api/app-config.ts";
import { SettingsPage } from "../../pages/SettingsPage.tsx";
import { saveSession } from "../../session/session.ts";

const disconnected = { smtp: { connected: false }, gmail: { available: true, connected: false } };

/** The settings' connections tab on a demo system, as a demo account or a normal one. */
function renderConnections(demo: boolean) {
  const api = fakeApi([]);
  api.override("GET config", () => Response.json({ stagingHost: false, demoMode: true, payments: false }));
  api.override("GET demo/status", () =>
    Response.json(
      demo ? { demo: true, delete_at: "2027-03-15T09:30:00.000Z" } : { demo: false, delete_at: null },
    ),
  );
  api.override("GET connections/", () => Response.json(disconnected));
  renderWithProviders(
    <Routes>
      <Route path="/settings/*" element={<SettingsPage />} />
    </Routes>,
    { route: "/settings/connections" },
  );
  return api;
}

describe("mail connections of a demo account", () => {
  beforeEach(() => {
    resetAppConfig();
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says that no mail is sent instead of offering the forms", async () => {
    const api = renderConnections(true);
    expect((await screen.findByTestId("connections-demo")).textContent).toContain(
      "This is a demo account: no mail is sent from it",
    );
    expect(screen.queryByTestId("smtp-save")).toBeNull();
    expect(screen.queryByTestId("gmail-connect")).toBeNull();
    expect(api.callsTo("POST", "connections/smtp")).toHaveLength(0);
  });

  it("offers the forms to a normal account on the same system", async () => {
    renderConnections(false);
    await screen.findByTestId("smtp-save");
    expect(screen.queryByTestId("connections-demo")).toBeNull();
  });
});
