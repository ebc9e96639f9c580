import type { DataExportStatus } from "@jah/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { signedInSection } from "../../../test/section-api.ts";
import { AccountSection } from "../account/settings/AccountSection.tsx";
import { DataExportSection } from "./DataExportSection.tsx";

const URL_PATH = "/api/account/export/download/0123456789abcdef0123456789abcdef.signature";

const state = (over: Partial<DataExportStatus>): DataExportStatus => ({
  id: "0123456789abcdef0123456789abcdef",
  status: "building",
  progress: 0,
  size: null,
  created_at: "2027-03-14T09:30:00.000Z",
  expires_at: null,
  download_url: null,
  ...over,
});

/**
 * The export endpoints: none at first, POST starts a build, each GET moves it along the given
 * steps; `startStatus` makes the start fail.
 */
function stubServer(steps: DataExportStatus[], options: { startStatus?: number } = {}) {
  let started = false;
  let step = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? "GET";
    if (path === "/api/account/export" && method === "POST") {
      if (options.startStatus) return Response.json({ message: "busy" }, { status: options.startStatus });
      started = true;
      return Response.json(state({ progress: 0 }), { status: 202 });
    }
    if (path === "/api/account/export") {
      if (!started) return Response.json({ message: "No data export yet" }, { status: 404 });
      const answer = steps[Math.min(step, steps.length - 1)];
      step++;
      return Response.json(answer);
    }
    if (path === "/api/account/goingtobedeleted") return Response.json({ state: "none", date: null });
    return Response.json({}, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("download my data", () => {
  signedInSection();

  it("starts the export, shows the progress while it builds, then offers the single download", async () => {
    const fetchMock = stubServer([
      state({ progress: 40 }),
      state({
        status: "ready",
        progress: 100,
        size: 2_400_000,
        expires_at: "2027-03-15T09:30:00.000Z",
        download_url: URL_PATH,
      }),
    ]);
    renderWithProviders(<DataExportSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId("export-start"));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/account/export",
      expect.objectContaining({ method: "POST" }),
    );

    const progress = await screen.findByTestId("export-progress");
    expect(["0", "40"]).toContain(progress.getAttribute("data-progress"));
    await waitFor(
      () => expect(screen.getByTestId("export-progress").getAttribute("data-progress")).toBe("40"),
      {
        timeout: 3000,
      },
    );
    expect(screen.getByText("Preparing your data… 40 %")).toBeTruthy();

    const download = await screen.findByTestId("export-download", {}, { timeout: 3000 });
    expect(download.getAttribute("href")).toBe(URL_PATH);
    expect(download.hasAttribute("download")).toBe(true);
    expect(download.textContent).toBe("Download zip (2.4 MB)");
    expect(screen.getByText(/The download link works once and until/)).toBeTruthy();
    expect(screen.queryByTestId("export-progress")).toBeNull();
    expect(screen.queryByTestId("export-start")).toBeNull();
  });

  it("says when the link was used or has expired, and offers a new export", async () => {
    stubServer([state({ status: "downloaded", progress: 100 })]);
    const { unmount } = renderWithProviders(<DataExportSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId("export-start"));
    expect(await screen.findByText(/You have downloaded your export/, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId("export-start").textContent).toBe("Prepare a new export");
    unmount();

    stubServer([state({ status: "expired", progress: 100 })]);
    renderWithProviders(<DataExportSection />);
    await user.click(await screen.findByTestId("export-start"));
    expect(await screen.findByText(/has expired/, {}, { timeout: 3000 })).toBeTruthy();
  });

  it("shows a failed build and a failed start in German", async () => {
    await i18next.changeLanguage("de");
    stubServer([state({ status: "failed" })]);
    const { unmount } = renderWithProviders(<DataExportSection />);
    const user = userEvent.setup();
    expect((await screen.findByTestId("export-start")).textContent).toBe("Meine Daten zusammenstellen");
    await user.click(screen.getByTestId("export-start"));
    expect((await screen.findByRole("alert", {}, { timeout: 3000 })).textContent).toContain(
      "Ihr Export konnte nicht erstellt werden. Bitte versuchen Sie es erneut",
    );
    unmount();

    stubServer([], { startStatus: 503 });
    renderWithProviders(<DataExportSection />);
    await user.click(await screen.findByTestId("export-start"));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Der Export konnte nicht gestartet werden. Bitte versuchen Sie es später erneut.",
    );
    expect(screen.getByTestId("export-state").getAttribute("data-state")).toBe("none");
  });

  it("sits in the account tab above the deletion", async () => {
    stubServer([]);
    renderWithProviders(<AccountSection />);
    const exportSection = await screen.findByTestId("data-export-section");
    const deletion = screen.getByTestId("account-section");
    expect(exportSection.compareDocumentPosition(deletion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Download my data" })).toBeTruthy();
    expect(await screen.findByTestId("deletion-request")).toBeTruthy();
  });
});
