import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { readSession, saveSession } from "../../session/session.ts";
import { ExtensionConnectLogin } from "./ExtensionConnectLogin.tsx";
import { ExtensionConnectPage } from "./ExtensionConnectPage.tsx";

/** Where the router is: the visitor's page must send the user back to the same code. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

type Answer = { status: number; body?: unknown };

/** The connect endpoints with fixed answers; records what the page sent. */
function stubServer({ request, answer }: { request: Answer; answer?: Answer }) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? "GET";
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const reply = path.startsWith("/api/extension/connect/request") ? request : answer;
      return Response.json(reply?.body ?? {}, { status: reply?.status ?? 404 });
    }),
  );
  return calls;
}

const pending = { status: 200, body: { userCode: "ABCD-2345", client: "Firefox", status: "pending" } };
const page = (code = "abcd-2345") =>
  renderWithProviders(<ExtensionConnectPage />, { route: `/extension/connect?code=${code}` });

describe("the extension's connect page", () => {
  beforeEach(() => saveSession("tok", "user-1", false));
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18next.changeLanguage("en");
  });

  it("shows the extension and the code, and Allow connects it", async () => {
    const calls = stubServer({
      request: pending,
      answer: { status: 200, body: { userCode: "ABCD-2345", client: "Firefox", status: "approved" } },
    });
    page();
    expect(
      await screen.findByText("The browser extension “Firefox” wants to connect to your account."),
    ).toBeTruthy();
    expect(screen.getByTestId("connect-code").textContent).toBe("ABCD-2345");
    expect(calls[0]?.path).toBe("/api/extension/connect/request?userCode=ABCD-2345");

    await userEvent.setup().click(screen.getByTestId("connect-allow"));
    const result = await screen.findByTestId("connect-result");
    expect(result.getAttribute("data-state")).toBe("approved");
    expect(result.textContent).toContain("You can close this tab.");
    expect(calls.at(-1)).toEqual({
      method: "POST",
      path: "/api/extension/connect/approve",
      body: { userCode: "ABCD-2345" },
    });
    expect(screen.queryByTestId("connect-allow")).toBeNull();
  });

  it("Deny refuses it", async () => {
    const calls = stubServer({ request: pending, answer: { status: 200, body: { status: "denied" } } });
    page();
    await userEvent.setup().click(await screen.findByTestId("connect-deny"));
    expect((await screen.findByTestId("connect-result")).getAttribute("data-state")).toBe("denied");
    expect(screen.getByText("Connection denied")).toBeTruthy();
    expect(calls.at(-1)?.path).toBe("/api/extension/connect/deny");
  });

  it("says when the code expired while the page was open, or was answered elsewhere", async () => {
    stubServer({ request: pending, answer: { status: 410 } });
    page();
    await userEvent.setup().click(await screen.findByTestId("connect-allow"));
    expect((await screen.findByTestId("connect-result")).getAttribute("data-state")).toBe("expired");
    expect(screen.getByText(/Codes are valid for 10 minutes/)).toBeTruthy();
    vi.unstubAllGlobals();

    stubServer({ request: pending, answer: { status: 409 } });
    page();
    await userEvent.setup().click((await screen.findAllByTestId("connect-allow"))[0] as HTMLElement);
    await waitFor(() =>
      expect(screen.getAllByTestId("connect-result").map((r) => r.getAttribute("data-state"))).toContain(
        "answered",
      ),
    );
  });

  it("shows an expired request without the buttons", async () => {
    stubServer({
      request: { status: 200, body: { userCode: "ABCD-2345", client: "Chrome", status: "expired" } },
    });
    page();
    expect((await screen.findByTestId("connect-result")).getAttribute("data-state")).toBe("expired");
    expect(screen.queryByTestId("connect-allow")).toBeNull();
  });

  it("calls an unknown code unknown, and a malformed one without asking the server", async () => {
    stubServer({ request: { status: 404 } });
    page("ZZZZ-9999");
    expect((await screen.findByTestId("connect-result")).getAttribute("data-state")).toBe("unknown");
    expect(screen.getByText("Unknown code")).toBeTruthy();
    vi.unstubAllGlobals();

    const calls = stubServer({ request: pending });
    page("<script>");
    await waitFor(() => expect(screen.getAllByTestId("connect-result")).toHaveLength(2));
    expect(calls).toEqual([]);
  });

  it("offers a retry when the server cannot be reached, in German", async () => {
    await i18next.changeLanguage("de");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    page();
    const result = await screen.findByTestId("connect-result");
    expect(result.getAttribute("data-state")).toBe("failed");
    expect(result.textContent).toContain("Der Server war nicht erreichbar.");
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeTruthy();
  });
});

describe("the connect page for a visitor", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks to sign in and comes back to the same code afterwards", async () => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    const fetchMock = vi.fn(async () => Response.json({ token: "session-token", user: { id: "user-7" } }));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(
      <Routes>
        <Route
          path="/extension/connect"
          element={
            <>
              <ExtensionConnectLogin />
              <Where />
            </>
          }
        />
        <Route path="/" element={<p>dashboard</p>} />
      </Routes>,
      { route: "/extension/connect?code=ABCD-2345" },
    );
    expect(screen.getByText("Sign in to connect the extension")).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByTestId("login-email"), "anna@example.com");
    await user.type(screen.getByTestId("login-password"), "correct horse 42");
    await user.click(screen.getByTestId("login-submit"));
    await waitFor(() => expect(readSession()?.token).toBe("session-token"));
    // Signed in, the app shows this address again, now as the connect page (routes.tsx).
    expect(screen.getByTestId("where").textContent).toBe("/extension/connect?code=ABCD-2345");
    expect(screen.queryByText("dashboard")).toBeNull();
  });
});
