import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, makeApplication } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { saveSession } from "../../../session/session.ts";
import { ArchivePage } from "./ArchivePage.tsx";

function renderPage() {
  renderWithProviders(<ArchivePage />, { route: "/archive" });
  return userEvent.setup();
}

describe("archive page", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists only archived applications with the four counters", async () => {
    fakeApi([
      makeApplication({ id: 1, status: "rejected", job_title: "Rejected job" }),
      makeApplication({ id: 2, status: "accepted" }),
      makeApplication({ id: 3, status: "noreply" }),
      makeApplication({ id: 4, status: "applied" }),
    ]);
    renderPage();
    expect((await screen.findByTestId("app-row-1")).textContent).toContain("Rejected job");
    expect(screen.getByTestId("app-row-2")).toBeTruthy();
    expect(screen.queryByTestId("app-row-4")).toBeNull();
    await waitFor(() => expect(screen.getByTestId("archive-count-rejected").textContent).toBe("1"));
    expect(screen.getByTestId("archive-count-accepted").textContent).toBe("1");
    expect(screen.getByTestId("archive-count-noreply").textContent).toBe("1");
    expect(screen.getByTestId("archive-count-canceled").textContent).toBe("0");
  });

  it("restores an application: the row leaves the archive and the counter drops", async () => {
    const api = fakeApi([
      makeApplication({ id: 1, status: "rejected" }),
      makeApplication({ id: 2, status: "canceled" }),
    ]);
    const user = renderPage();
    await user.click(await screen.findByTestId("restore-button-1"));
    await waitFor(() => expect(screen.queryByTestId("app-row-1")).toBeNull());
    expect(api.callsTo("POST", "profile/applications/restore/1")).toHaveLength(1);
    expect(screen.getByTestId("app-row-2")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("archive-count-rejected").textContent).toBe("0"));
  });

  it("removes a row when an active status is chosen, keeps it for another archive status", async () => {
    const api = fakeApi([
      makeApplication({ id: 1, status: "noreply" }),
      makeApplication({ id: 2, status: "noreply" }),
    ]);
    const user = renderPage();
    await user.selectOptions(await screen.findByTestId("status-select-1"), "waiting");
    await waitFor(() => expect(screen.queryByTestId("app-row-1")).toBeNull());
    await user.selectOptions(screen.getByTestId("status-select-2"), "rejected");
    await waitFor(() => expect(api.callsTo("POST", "profile/applications/edit")).toHaveLength(2));
    await waitFor(() =>
      expect((screen.getByTestId("status-select-2") as HTMLSelectElement).value).toBe("rejected"),
    );
    expect(screen.getByTestId("app-row-2")).toBeTruthy();
  });

  it("shows an empty state with a way to the applications", async () => {
    fakeApi([makeApplication({ id: 1, status: "todo" })]);
    renderPage();
    expect((await screen.findByTestId("list-empty")).textContent).toContain("The archive is empty");
    expect(screen.getByRole("link", { name: "Go to applications" }).getAttribute("href")).toBe(
      "/applications",
    );
  });
});
