import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { resetAppConfig } from "../../api/app-config.ts";
import { saveSession } from "../../session/session.ts";
import { DataResetPage } from "./DataResetPage.tsx";

function stubServer({ stagingHost, resetStatus = 200 }: { stagingHost: boolean; resetStatus?: number }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = String(input);
    if (path === "/api/config") return Response.json({ stagingHost, demoMode: false, payments: false });
    if (path === "/api/datareset") {
      if (resetStatus !== 200) return Response.json({ message: "no" }, { status: resetStatus });
      return Response.json({ profiles: 2, applications: 12, coverletters: 3, language: "en" });
    }
    return Response.json({}, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const resetCalls = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === "/api/datareset");

describe("/datareset", () => {
  beforeEach(() => {
    resetAppConfig();
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("is the 404 page when this is not the staging host", async () => {
    saveSession("tok", "user-1", false);
    stubServer({ stagingHost: false });
    renderWithProviders(<DataResetPage />, { route: "/datareset" });
    expect((await screen.findByTestId("page-title")).textContent).toBe("Page not found");
    expect(screen.queryByTestId("datareset-start")).toBeNull();
  });

  it("explains to a signed-out visitor why their account may be gone", async () => {
    stubServer({ stagingHost: true });
    renderWithProviders(<DataResetPage />, { route: "/datareset" });
    expect((await screen.findByTestId("page-title")).textContent).toBe("The test data has been reset");
    expect(screen.queryByTestId("datareset-start")).toBeNull();
  });

  it("resets the signed-in user's data only after the confirmation", async () => {
    saveSession("tok", "user-1", false);
    const fetchMock = stubServer({ stagingHost: true });
    renderWithProviders(<DataResetPage />, { route: "/datareset" });
    await userEvent.click(await screen.findByTestId("datareset-start"));
    expect(await screen.findByText("Reset all your data?")).toBeTruthy();
    // Cancelling sends nothing.
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByText("Reset all your data?")).toBeNull());
    expect(resetCalls(fetchMock)).toHaveLength(0);

    await userEvent.click(screen.getByTestId("datareset-start"));
    await userEvent.click(await screen.findByTestId("datareset-confirm"));
    expect((await screen.findByTestId("datareset-done")).textContent).toContain(
      "Done: your account now holds 2 profiles, 12 applications and 3 cover letters of sample data.",
    );
    const [call] = resetCalls(fetchMock);
    const init = call?.[1];
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ confirm: true });
    expect(new Headers(init?.headers).get("x-auth-token")).toBe("tok");
    expect(screen.getByRole("link", { name: "To the dashboard" }).getAttribute("href")).toBe("/");
  });

  it("says so when the reset fails", async () => {
    saveSession("tok", "user-1", false);
    stubServer({ stagingHost: true, resetStatus: 429 });
    renderWithProviders(<DataResetPage />, { route: "/datareset" });
    await userEvent.click(await screen.findByTestId("datareset-start"));
    await userEvent.click(await screen.findByTestId("datareset-confirm"));
    expect((await screen.findByTestId("datareset-failed")).textContent).toBe(
      "The reset did not work. Please try again.",
    );
  });
});
