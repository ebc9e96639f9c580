import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { ApplicationsPage } from "./ApplicationsPage.tsx";

/**
 * The browser extension's way in from an empty list. (Its link after saving, <APP_URL>/applications/<id>,
 * is the application page: ApplicationPage.test.tsx.)
 */
describe("applications page and the browser extension", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("leads from the empty list to the extension's page", async () => {
    fakeApi([]);
    renderWithProviders(<ApplicationsPage />, { route: "/applications" });
    await screen.findByTestId("list-empty");
    expect(screen.getByTestId("empty-extension-link").getAttribute("href")).toBe("/extension");
    expect(screen.queryByTestId("view-title")).toBeNull();
  });
});
