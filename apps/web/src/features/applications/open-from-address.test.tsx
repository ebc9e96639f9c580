import { screen, waitFor } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, makeApplication } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { ApplicationsPage } from "./ApplicationsPage.tsx";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The links the browser extension hands out (<APP_URL>/applications/<id>) and its way in from an empty list. */
describe("applications page and the browser extension", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const renderAt = (route: string) =>
    renderWithProviders(
      <Routes>
        <Route
          path="/applications/*"
          element={
            <>
              <ApplicationsPage />
              <Where />
            </>
          }
        />
      </Routes>,
      { route },
    );

  it("opens the application of /applications/<id> and then shows the plain list address", async () => {
    fakeApi([
      makeApplication({ id: 1, job_title: "Frontend developer" }),
      makeApplication({ id: 2, job_title: "Saved from the extension", status: "rejected" }),
    ]);
    renderAt("/applications/2");
    expect((await screen.findByTestId("view-title")).textContent).toContain("Saved from the extension");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/applications"));
  });

  it("leads from the empty list to the extension's page", async () => {
    fakeApi([]);
    renderAt("/applications");
    await screen.findByTestId("list-empty");
    expect(screen.getByTestId("empty-extension-link").getAttribute("href")).toBe("/extension");
    expect(screen.queryByTestId("view-title")).toBeNull();
  });
});
