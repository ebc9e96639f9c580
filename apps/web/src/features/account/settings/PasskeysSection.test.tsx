import type { PasskeySummary } from "@jah/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render.tsx";
import { saveSession } from "../../../session/session.ts";
import { PasskeysSection } from "./PasskeysSection.tsx";

const passkey = (over: Partial<PasskeySummary>): PasskeySummary => ({
  id: "pk-1",
  name: "Laptop",
  created_at: "2027-03-14T09:30:00.000Z",
  device_type: "singleDevice",
  backed_up: false,
  ...over,
});

/** The passkey endpoints over an in-memory list; every call and its headers are kept. */
function stubServer(initial: PasskeySummary[]) {
  let list = [...initial];
  const calls: { call: string; authorization: string | null; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? "GET";
      const headers = new Headers(init?.headers);
      calls.push({
        call: `${method} ${path}`,
        authorization: headers.get("authorization"),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (path === "/api/account/passkeys") return Response.json(list);
      const match = /^\/api\/account\/passkeys\/(.+)$/.exec(path);
      if (match && method === "DELETE") {
        list = list.filter((p) => p.id !== match[1]);
        return Response.json({ ok: true });
      }
      if (path === "/api/auth/passkey/generate-register-options")
        return Response.json({
          challenge: "Y2hhbGxlbmdl",
          rp: { name: "Job Application Helper", id: "localhost" },
          user: { id: "dXNlcg", name: "ada@example.com", displayName: "ada@example.com" },
          pubKeyCredParams: [{ alg: -7, type: "public-key" }],
          excludeCredentials: [],
        });
      return Response.json({}, { status: 404 });
    }),
  );
  return calls;
}

/** A browser with WebAuthn whose authenticator answers `create` with the given error. */
function browserWithPasskeys(error: string) {
  vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
  Object.defineProperty(navigator, "credentials", {
    configurable: true,
    value: { create: vi.fn(async () => Promise.reject(Object.assign(new Error(error), { name: error }))) },
  });
}

describe("passkeys settings", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    saveSession("tok-pk", "user-1", false);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, "credentials");
    await i18next.changeLanguage("en");
  });

  it("lists the passkeys with name and date and deletes one after a confirmation", async () => {
    const calls = stubServer([
      passkey({}),
      passkey({ id: "pk-2", name: "Phone", backed_up: true, device_type: "multiDevice" }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<PasskeysSection />);
    const rows = await screen.findAllByTestId("passkey-row");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText("Laptop")).toBeTruthy();
    expect(within(rows[0]!).getByText(/^Added on .*2027/)).toBeTruthy();
    expect(within(rows[1]!).getByText(/synced/)).toBeTruthy();

    await user.click(within(rows[1]!).getByTestId("passkey-delete"));
    expect(screen.getByText("Delete passkey?")).toBeTruthy();
    expect(screen.getByText(/“Phone” can then no longer be used to sign in/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.call.startsWith("DELETE"))).toBe(false);

    await user.click(within(rows[1]!).getByTestId("passkey-delete"));
    await user.click(screen.getByTestId("passkey-delete-confirm"));
    await waitFor(() => expect(screen.getAllByTestId("passkey-row")).toHaveLength(1));
    expect(calls.map((c) => c.call)).toContain("DELETE /api/account/passkeys/pk-2");
  });

  it("says when there are none, and that this browser cannot add one", async () => {
    stubServer([]);
    renderWithProviders(<PasskeysSection />);
    expect((await screen.findByTestId("passkeys-empty")).textContent).toBe("You have no passkeys yet.");
    expect(screen.getByTestId("passkeys-unsupported")).toBeTruthy();
    expect(screen.queryByTestId("passkey-add")).toBeNull();
  });

  it("asks the browser for a new passkey with this session, and a closed dialog changes nothing", async () => {
    const calls = stubServer([]);
    browserWithPasskeys("NotAllowedError");
    const user = userEvent.setup();
    renderWithProviders(<PasskeysSection />);
    await user.click(await screen.findByTestId("passkey-add"));
    expect(await screen.findByText("Required")).toBeTruthy();

    await user.type(screen.getByTestId("passkey-name"), "  Work laptop ");
    await user.click(screen.getByTestId("passkey-add"));
    await waitFor(() => expect(navigator.credentials.create).toHaveBeenCalled());
    const options = calls.find((c) => c.call === "GET /api/auth/passkey/generate-register-options");
    expect(options?.authorization).toBe("Bearer tok-pk");
    await waitFor(() => expect(screen.getByTestId("passkey-add").hasAttribute("data-loading")).toBe(false));
    expect(screen.queryByTestId("passkeys-outcome")).toBeNull();
    expect(calls.some((c) => c.call.includes("verify-registration"))).toBe(false);
  });

  it("says so when this device already has a passkey, in German", async () => {
    await i18next.changeLanguage("de");
    stubServer([]);
    browserWithPasskeys("InvalidStateError");
    const user = userEvent.setup();
    renderWithProviders(<PasskeysSection />);
    await user.type(await screen.findByTestId("passkey-name"), "Laptop");
    await user.click(screen.getByTestId("passkey-add"));
    expect((await screen.findByTestId("passkeys-outcome")).textContent).toBe(
      "Auf diesem Gerät gibt es bereits einen Passkey für Ihr Konto.",
    );
  });
});
