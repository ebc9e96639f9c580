import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { resetAppConfig } from "../../api/app-config.ts";
import { useAppConfig } from "../../api/use-app-config.ts";
import { readSession } from "../../session/session.ts";
import { DemoStartButton } from "./DemoStartButton.tsx";

/** The config and the demo start, stubbed in as fetch. */
function stubServer({ demoMode, startStatus = 200 }: { demoMode: boolean; startStatus?: number }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = String(input);
    if (path === "/api/config") return Response.json({ stagingHost: false, demoMode, payments: false });
    if (path === "/api/demo/start") {
      if (startStatus !== 200) return Response.json({ message: "no" }, { status: startStatus });
      return Response.json({
        token: "demo-token",
        user: { id: "demo-user", email: "demo-1@demo.invalid", name: "Alex Morgan", emailVerified: true },
        demo: { delete_at: "2027-03-15T09:30:00.000Z" },
      });
    }
    return Response.json({}, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Shows once the config has arrived, so a test knows the button had its chance. */
function ConfigProbe() {
  return useAppConfig().data ? <p data-testid="config-loaded" /> : null;
}

function renderOnLanding() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/landing"
        element={
          <>
            <DemoStartButton />
            <ConfigProbe />
          </>
        }
      />
      <Route path="/" element={<p data-testid="dashboard">dashboard</p>} />
    </Routes>,
    { route: "/landing" },
  );
}

describe("Try the demo", () => {
  beforeEach(() => {
    resetAppConfig();
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18next.changeLanguage("en");
  });

  it("shows nothing when the installation is no demo system", async () => {
    stubServer({ demoMode: false });
    renderOnLanding();
    await screen.findByTestId("config-loaded");
    expect(screen.queryByTestId("demo-start")).toBeNull();
  });

  it("starts a demo account in the visitor's language, keeps its session and opens the dashboard", async () => {
    await i18next.changeLanguage("de");
    const fetchMock = stubServer({ demoMode: true });
    renderOnLanding();
    const button = await screen.findByRole("button", { name: "Demo ausprobieren" });
    await userEvent.click(button);
    await screen.findByTestId("dashboard");
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === "/api/demo/start")!;
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ language: "de" });
    expect(readSession()).toMatchObject({ token: "demo-token", localId: "demo-user" });
    // Not remembered for other tabs: the demo belongs to this visit.
    expect(localStorage.getItem("rememberedSession")).toBeNull();
  });

  it("says when too many demos were started, and lets the visitor try again", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    stubServer({ demoMode: true, startStatus: 429 });
    renderOnLanding();
    await userEvent.click(await screen.findByTestId("demo-start"));
    expect((await screen.findByTestId("demo-start-error")).textContent).toBe(
      "Too many demo accounts were started from your network. Please try again in an hour.",
    );
    expect(readSession()).toBeNull();
    expect((screen.getByTestId("demo-start") as HTMLButtonElement).disabled).toBe(false);
    expect(logged).toHaveBeenCalled();
  });

  it("reports any other failure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubServer({ demoMode: true, startStatus: 500 });
    renderOnLanding();
    await userEvent.click(await screen.findByTestId("demo-start"));
    expect((await screen.findByTestId("demo-start-error")).textContent).toBe(
      "The demo could not be started. Please try again.",
    );
    expect(screen.queryByTestId("dashboard")).toBeNull();
  });
});
