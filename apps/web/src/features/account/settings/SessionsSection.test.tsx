import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render.tsx";
import { signedInSection } from "../../../../test/section-api.ts";
import { readSession } from "../../../session/session.ts";
import { type ActiveSession, SessionsSection } from "./SessionsSection.tsx";

const session = (over: Partial<ActiveSession>): ActiveSession => ({
  id: "s-current",
  browser: "Firefox 128",
  os: "Linux",
  created_at: "2027-03-14T09:30:00.000Z",
  last_used_at: "2027-03-14T09:45:00.000Z",
  expires_at: "2027-03-14T10:29:00.000Z",
  current: true,
  ...over,
});

/** The sessions endpoints over an in-memory list. */
function stubServer(initial: ActiveSession[]) {
  let sessions = [...initial];
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? "GET";
    calls.push(`${method} ${path}`);
    if (path === "/api/account/sessions") return Response.json(sessions);
    if (path === "/api/account/sessions/revoke-others" && method === "POST") {
      const revoked = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return Response.json({ revoked });
    }
    const match = /^\/api\/account\/sessions\/(.+)$/.exec(path);
    if (match && method === "DELETE") {
      const before = sessions.length;
      sessions = sessions.filter((s) => s.id !== decodeURIComponent(match[1] as string));
      return sessions.length < before
        ? Response.json({ ok: true })
        : Response.json({ message: "Not found" }, { status: 404 });
    }
    return Response.json({}, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

describe("active sessions", () => {
  signedInSection();

  it("lists the sessions with this one marked and signs out another", async () => {
    const calls = stubServer([
      session({}),
      session({ id: "s-phone", browser: "Safari 17", os: "iOS", current: false }),
      session({ id: "s-old", browser: null, os: null, current: false }),
    ]);
    renderWithProviders(<SessionsSection />);
    const rows = await screen.findAllByTestId("session-row");
    expect(rows).toHaveLength(3);
    expect(rows[0]?.getAttribute("data-current")).toBe("true");
    expect(within(rows[0] as HTMLElement).getByText("This session")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("Safari 17 on iOS")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("Unknown browser on unknown system")).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(rows[1] as HTMLElement).getByTestId("session-sign-out"));
    await waitFor(() => expect(screen.getAllByTestId("session-row")).toHaveLength(2));
    expect(calls).toContain("DELETE /api/account/sessions/s-phone");
    expect(readSession()).not.toBeNull();
  });

  it("asks before signing out all others, and a cancel changes nothing", async () => {
    const calls = stubServer([session({}), session({ id: "s-phone", current: false })]);
    renderWithProviders(<SessionsSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId("sessions-others"));
    expect(screen.getByText("Sign out all other sessions?")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(calls.some((call) => call.includes("revoke-others"))).toBe(false);

    await user.click(screen.getByTestId("sessions-others"));
    await user.click(screen.getByTestId("sessions-others-confirm"));
    expect(await screen.findByText("All other sessions have been signed out.")).toBeTruthy();
    expect(calls).toContain("POST /api/account/sessions/revoke-others");
    await waitFor(() => expect(screen.getAllByTestId("session-row")).toHaveLength(1));
    expect(screen.queryByTestId("sessions-others")).toBeNull();
  });

  it("signs out here when this session is ended, in German", async () => {
    await i18next.changeLanguage("de");
    stubServer([session({})]);
    renderWithProviders(<SessionsSection />);
    expect(await screen.findByText("Diese Sitzung")).toBeTruthy();
    expect(screen.getByText("Sie sind nirgendwo sonst angemeldet.")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByTestId("session-sign-out"));
    await waitFor(() => expect(readSession()).toBeNull());
  });
});
