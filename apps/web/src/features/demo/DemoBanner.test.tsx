import { screen } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { resetAppConfig } from "../../api/app-config.ts";
import { useAppConfig } from "../../api/use-app-config.ts";
import { saveSession } from "../../session/session.ts";
import { useDemoStatus } from "./api.ts";
import { DemoBanner } from "./DemoBanner.tsx";

/** Shows what has arrived, so a test knows the banner had its chance. */
function Probe() {
  const config = useAppConfig();
  const status = useDemoStatus();
  return (
    <>
      {config.data && <p data-testid="config-loaded" />}
      {status.data && <p data-testid="status-loaded" />}
    </>
  );
}

const DELETE_AT = "2027-03-15T09:30:00.000Z";

function stubServer({ demoMode, demo }: { demoMode: boolean; demo: boolean }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path === "/api/config") return Response.json({ stagingHost: false, demoMode, payments: false });
    if (path === "/api/demo/status") {
      return Response.json(demo ? { demo: true, delete_at: DELETE_AT } : { demo: false, delete_at: null });
    }
    return Response.json({}, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("demo banner", () => {
  beforeEach(() => {
    resetAppConfig();
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18next.changeLanguage("en");
  });

  it("tells a demo account when it will be deleted, in both languages", async () => {
    stubServer({ demoMode: true, demo: true });
    const { unmount } = renderWithProviders(<DemoBanner />);
    const when = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(DELETE_AT),
    );
    expect((await screen.findByTestId("demo-banner")).textContent).toBe(
      `This is a demo account; it will be deleted on ${when}. File uploads are disabled and no mail is sent from it.`,
    );
    unmount();
    await i18next.changeLanguage("de");
    renderWithProviders(<DemoBanner />);
    const wann = new Intl.DateTimeFormat("de", { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(DELETE_AT),
    );
    expect((await screen.findByTestId("demo-banner")).textContent).toContain(
      `Dies ist ein Demokonto; es wird am ${wann} gelöscht.`,
    );
  });

  it("stays away for a normal account", async () => {
    stubServer({ demoMode: true, demo: false });
    renderWithProviders(
      <>
        <DemoBanner />
        <Probe />
      </>,
    );
    await screen.findByTestId("status-loaded");
    expect(screen.queryByTestId("demo-banner")).toBeNull();
  });

  it("does not even ask on a system without demo mode", async () => {
    const fetchMock = stubServer({ demoMode: false, demo: true });
    renderWithProviders(
      <>
        <DemoBanner />
        <Probe />
      </>,
    );
    await screen.findByTestId("config-loaded");
    expect(fetchMock.mock.calls.some(([input]) => String(input) === "/api/demo/status")).toBe(false);
    expect(screen.queryByTestId("demo-banner")).toBeNull();
  });
});
