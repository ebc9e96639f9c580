import { SESSION_LIFETIME_MS } from "@jah/shared";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { resetAppConfig } from "../api/app-config.ts";
import { readSession, saveSession } from "../session/session.ts";
import { RENEW_PROMPT_MS } from "../session/timer.ts";
import { SessionTimer } from "./SessionTimer.tsx";

/** The server: a demo system or not; `renew` is what POST /api/demo/renew answers. */
function stubServer({ demo, renew }: { demo: boolean; renew?: () => Response }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === "/api/config") return Response.json({ stagingHost: false, demoMode: demo, payments: false });
    if (path === "/api/demo/status") return Response.json({ demo, delete_at: "2027-03-15T09:30:00.000Z" });
    if (path === "/api/account/me") return Response.json({ email: "ada@example.com", emailVerified: true });
    if (path === "/api/demo/renew" && init?.method === "POST" && renew) return renew();
    return Response.json({}, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Signs in so that the prompt's window opens in a minute (the fake clock also moves with the real one). */
function signInAlmostDone() {
  saveSession("old-token", "user-1", false, Date.now() - SESSION_LIFETIME_MS + RENEW_PROMPT_MS + 60_000);
}

/** The clock moves: the countdown ticks once a second. */
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("the renew prompt of the session's last five minutes", () => {
  const reload = vi.fn();
  beforeEach(() => {
    // The clock and the countdown's interval are faked but keep moving, so waitFor's polling runs.
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"], shouldAdvanceTime: true });
    resetAppConfig();
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    Object.defineProperty(window, "location", { value: { ...window.location, reload }, configurable: true });
    reload.mockClear();
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18next.changeLanguage("en");
  });

  it("appears at five minutes to go; a demo account renews with one click, without a reload", async () => {
    const fetchMock = stubServer({
      demo: true,
      renew: () =>
        Response.json({
          token: "fresh-token",
          user: { id: "user-1", email: "demo-1@demo.invalid", name: "Demo", emailVerified: true },
        }),
    });
    signInAlmostDone();
    renderWithProviders(<SessionTimer />);
    pass(50_000);
    expect(screen.queryByTestId("renew-prompt")).toBeNull();
    pass(10_000);
    const prompt = await screen.findByTestId("renew-prompt");
    expect(prompt.textContent).toMatch(/Your session ends in 0[45]:\d\d minutes\./);
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/demo/status"),
    );

    fireEvent.click(screen.getByTestId("renew-prompt-renew"));
    await waitFor(() => expect(readSession()?.token).toBe("fresh-token"));
    const call = fetchMock.mock.calls.find(([url]) => String(url) === "/api/demo/renew");
    expect(new Headers(call?.[1]?.headers).get("x-auth-token")).toBe("old-token");
    // The timer starts again at 59:00 and the prompt goes; the page (and what is typed in it) stays.
    await waitFor(() => expect(screen.getByTestId("session-timer").textContent).toBe("59:00"));
    expect(screen.queryByTestId("renew-prompt")).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("opens the renew dialog for the password where the server cannot renew without it, in German", async () => {
    await i18next.changeLanguage("de");
    const fetchMock = stubServer({ demo: false });
    signInAlmostDone();
    renderWithProviders(<SessionTimer />);
    pass(60_000);
    const prompt = await screen.findByTestId("renew-prompt");
    expect(prompt.textContent).toContain("Ihre Sitzung endet bald");
    fireEvent.click(screen.getByRole("button", { name: "Sitzung verlängern" }));
    expect(await screen.findByLabelText("Passwort")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/demo/renew")).toBe(false);
  });

  it("stays away once dismissed in this session, and comes back in the next one", async () => {
    stubServer({ demo: false });
    signInAlmostDone();
    const view = renderWithProviders(<SessionTimer />);
    pass(60_000);
    fireEvent.click(await screen.findByTestId("renew-prompt-dismiss"));
    expect(screen.queryByTestId("renew-prompt")).toBeNull();
    pass(60_000);
    expect(screen.queryByTestId("renew-prompt")).toBeNull();
    // A reload of the page does not bring it back either.
    view.unmount();
    renderWithProviders(<SessionTimer />);
    pass(1_000);
    expect(screen.queryByTestId("renew-prompt")).toBeNull();

    // Signed in again: the new session's last minutes have their prompt.
    signInAlmostDone();
    pass(60_000);
    expect(await screen.findByTestId("renew-prompt")).toBeTruthy();
  });

  it("is gone once the session has run out", async () => {
    stubServer({ demo: false });
    signInAlmostDone();
    renderWithProviders(<SessionTimer />);
    pass(60_000);
    await screen.findByTestId("renew-prompt");
    pass(RENEW_PROMPT_MS);
    expect(screen.queryByTestId("renew-prompt")).toBeNull();
    expect(screen.getByTestId("session-timer").textContent).toBe("Session timed out");
  });
});
