import type { AccessTokenSummary } from "@jah/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { ExtensionSection } from "./ExtensionSection.tsx";

const TOKEN = `jah_${"Q".repeat(64)}`;

/** The token endpoints over an in-memory list, like the server. */
function stubServer(initial: AccessTokenSummary[], options: { failList?: boolean } = {}) {
  let tokens = [...initial];
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? "GET";
      calls.push(`${method} ${path}`);
      if (path === "/api/extension/tokens" && method === "GET") {
        return options.failList ? Response.json({}, { status: 503 }) : Response.json(tokens);
      }
      if (path === "/api/extension/tokens" && method === "POST") {
        const { name } = JSON.parse(String(init?.body)) as { name: string };
        const created = { id: `t-${tokens.length + 1}`, name, createdAt: "2027-03-14T10:00:00.000Z" };
        tokens = [{ ...created, lastUsedAt: null }, ...tokens];
        return Response.json({ ...created, token: TOKEN }, { status: 201 });
      }
      const match = /^\/api\/extension\/tokens\/(.+)$/.exec(path);
      if (match && method === "DELETE") {
        tokens = tokens.filter((token) => token.id !== decodeURIComponent(match[1] as string));
        return new Response(null, { status: 204 });
      }
      return Response.json({}, { status: 404 });
    }),
  );
  return calls;
}

const token = (over: Partial<AccessTokenSummary>): AccessTokenSummary => ({
  id: "t-chrome",
  name: "Chrome",
  createdAt: "2027-03-01T08:00:00.000Z",
  lastUsedAt: "2027-03-13T17:45:00.000Z",
  ...over,
});

describe("settings: browser extension tokens", () => {
  beforeEach(() => saveSession("tok", "user-1", false));
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18next.changeLanguage("en");
  });

  it("shows the empty state with the way to the extension's page", async () => {
    stubServer([]);
    renderWithProviders(<ExtensionSection />);
    expect(await screen.findByTestId("extension-tokens-empty")).toBeTruthy();
    expect(screen.getByText("No extension connected yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "How to install it" }).getAttribute("href")).toBe("/extension");
  });

  it("lists name, created and last used, and revokes only after a confirmation", async () => {
    const calls = stubServer([token({}), token({ id: "t-ff", name: "Firefox", lastUsedAt: null })]);
    renderWithProviders(<ExtensionSection />);
    const rows = await screen.findAllByTestId("extension-token-row");
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText("Chrome")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(/Created .*2027.*last used .*2027/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/never used/)).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Revoke Firefox" }));
    expect(screen.getByText("Revoke this token?")).toBeTruthy();
    expect(screen.getByText(/The extension that uses “Firefox” is disconnected/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(calls.some((call) => call.startsWith("DELETE"))).toBe(false);

    await user.click(screen.getByRole("button", { name: "Revoke Firefox" }));
    await user.click(screen.getByTestId("extension-token-revoke-confirm"));
    await waitFor(() => expect(screen.getAllByTestId("extension-token-row")).toHaveLength(1));
    expect(calls).toContain("DELETE /api/extension/tokens/t-ff");
    expect(screen.getByText("Chrome")).toBeTruthy();
  });

  it("creates a token by hand and shows it once, with a copy button", async () => {
    const calls = stubServer([]);
    renderWithProviders(<ExtensionSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId("extension-token-create"));
    expect(await screen.findByText("Required")).toBeTruthy();
    expect(calls.some((call) => call.startsWith("POST"))).toBe(false);

    await user.type(screen.getByLabelText(/Name of a new token/), "Firefox at work");
    await user.click(screen.getByTestId("extension-token-create"));
    expect(await screen.findByText("Token “Firefox at work” created")).toBeTruthy();
    expect(screen.getByTestId("extension-token-value").textContent).toBe(TOKEN);
    await user.click(screen.getByTestId("extension-token-copy"));
    // user-event puts a clipboard of its own in place of the browser's.
    expect(await navigator.clipboard.readText()).toBe(TOKEN);
    expect(await screen.findByText("Copied")).toBeTruthy();
    // The list shows the new token without its value.
    const row = await screen.findByTestId("extension-token-row");
    expect(within(row).getByText("Firefox at work")).toBeTruthy();
    expect(row.textContent).not.toContain(TOKEN);

    await user.click(screen.getByTestId("extension-token-done"));
    expect(screen.queryByTestId("extension-token-value")).toBeNull();
    expect(document.body.textContent).not.toContain(TOKEN);
  });

  it("says when the list cannot load, in German", async () => {
    await i18next.changeLanguage("de");
    stubServer([], { failList: true });
    renderWithProviders(<ExtensionSection />);
    expect(await screen.findByText("Die Tokens konnten nicht geladen werden.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Browser-Erweiterung" })).toBeTruthy();
  });
});
