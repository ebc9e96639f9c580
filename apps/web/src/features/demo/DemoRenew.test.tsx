import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { resetAppConfig } from "../../api/app-config.ts";
import { readSession, saveSession } from "../../session/session.ts";
import { RenewDialog } from "../../shell/RenewDialog.tsx";

/** A demo system; `renew` is what POST /api/demo/renew answers. */
function stubServer(renew: Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === "/api/config") return Response.json({ stagingHost: false, demoMode: true, payments: false });
    if (path === "/api/demo/status")
      return Response.json({ demo: true, delete_at: "2027-03-15T09:30:00.000Z" });
    if (path === "/api/account/me")
      return Response.json({ email: "demo-1@demo.invalid", emailVerified: true });
    if (path === "/api/demo/renew" && init?.method === "POST") return renew;
    return Response.json({}, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("renewing a demo account's session", () => {
  const reload = vi.fn();
  beforeEach(() => {
    resetAppConfig();
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    Object.defineProperty(window, "location", { value: { ...window.location, reload }, configurable: true });
    reload.mockClear();
    saveSession("old-token", "demo-user", false);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18next.changeLanguage("en");
  });

  it("continues with one click and no password field, and stores the fresh session", async () => {
    const fetchMock = stubServer(
      Response.json({
        token: "fresh-token",
        user: { id: "demo-user", email: "demo-1@demo.invalid", name: "Demo", emailVerified: true },
      }),
    );
    renderWithProviders(<RenewDialog opened onClose={() => {}} />);
    const button = await screen.findByRole("button", { name: "Continue the demo" });
    expect(screen.queryByLabelText("Password")).toBeNull();
    await userEvent.click(button);
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(readSession()?.token).toBe("fresh-token");
    const call = fetchMock.mock.calls.find(([url]) => String(url) === "/api/demo/renew");
    expect(new Headers(call?.[1]?.headers).get("x-auth-token")).toBe("old-token");
  });

  it("says so when the demo session has already ended, in German too", async () => {
    await i18next.changeLanguage("de");
    stubServer(Response.json({ message: "Your session has ended." }, { status: 401 }));
    renderWithProviders(<RenewDialog opened onClose={() => {}} />);
    await userEvent.click(await screen.findByRole("button", { name: "Demo fortsetzen" }));
    expect((await screen.findByTestId("renew-status")).textContent).toBe(
      "Diese Demo-Sitzung ist bereits abgelaufen. Auf der Startseite können Sie eine neue Demo starten.",
    );
    expect(screen.getByRole("link", { name: "Zur Startseite" }).getAttribute("href")).toBe("/");
    expect(reload).not.toHaveBeenCalled();
    expect(readSession()?.token).toBe("old-token");
  });
});
