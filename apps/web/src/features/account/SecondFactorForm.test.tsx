import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { LoginPage } from "./LoginPage.tsx";

type Answer = { status: number; body: unknown };

/**
 * better-auth's sign-in endpoints as the browser sees them: the password step asks for the second
 * factor, the verify endpoints answer from the queue given (one per call); every call is kept.
 */
function stubServer(verifyAnswers: Answer[]) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : {};
      calls.push({ path, body });
      if (path === "/api/auth/sign-in/email")
        return Response.json({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
      if (path.startsWith("/api/auth/two-factor/verify-")) {
        const answer = verifyAnswers.shift() ?? { status: 500, body: {} };
        return Response.json(answer.body, { status: answer.status });
      }
      return Response.json({}, { status: 404 });
    }),
  );
  return calls;
}

const signedIn: Answer = { status: 200, body: { token: "tok-2fa", user: { id: "user-7" } } };
const wrong = (code = "INVALID_CODE"): Answer => ({ status: 401, body: { code, message: "Invalid code" } });

async function passwordStep() {
  const user = userEvent.setup();
  renderWithProviders(<LoginPage />, { route: "/login" });
  await user.type(await screen.findByTestId("login-email"), "ada@example.com");
  await user.type(screen.getByTestId("login-password"), "correct-horse");
  await user.click(screen.getByTestId("login-submit"));
  await screen.findByTestId("second-factor");
  return user;
}

describe("second factor at sign-in", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18next.changeLanguage("en");
  });

  it("asks for the app's code with the field focused, says when it is wrong, and signs in with the right one", async () => {
    const calls = stubServer([wrong(), signedIn]);
    const user = await passwordStep();
    const input = screen.getByTestId("second-factor-code") as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute("autocomplete")).toBe("one-time-code");
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(screen.getByText(/Enter the 6-digit code from your authenticator app/)).toBeTruthy();
    expect(sessionStorage.getItem("token")).toBeNull();

    // Six digits send themselves.
    await user.type(input, "111111");
    expect((await screen.findByTestId("second-factor-error")).textContent).toBe(
      "That code is not right. Please check it and try again.",
    );
    await waitFor(() => expect(input.value).toBe(""));
    expect(document.activeElement).toBe(input);

    // Pasted with a space, as apps show it.
    await user.click(input);
    await user.paste("123 456");
    await waitFor(() => expect(sessionStorage.getItem("token")).toBe('"tok-2fa"'));
    expect(sessionStorage.getItem("localId")).toBe('"user-7"');
    const verifies = calls.filter((c) => c.path.includes("/two-factor/"));
    expect(verifies).toEqual([
      { path: "/api/auth/two-factor/verify-totp", body: { code: "111111", trustDevice: false } },
      { path: "/api/auth/two-factor/verify-totp", body: { code: "123456", trustDevice: false } },
    ]);
  });

  it("takes a backup code instead, and trusts the device when asked", async () => {
    const calls = stubServer([wrong("INVALID_BACKUP_CODE"), signedIn]);
    const user = await passwordStep();
    // There and back: the switch goes both ways.
    await user.click(screen.getByTestId("second-factor-switch"));
    await user.click(screen.getByTestId("second-factor-switch"));
    expect(screen.getByTestId("second-factor-code")).toBeTruthy();
    await user.click(screen.getByTestId("second-factor-switch"));
    expect(screen.queryByTestId("second-factor-code")).toBeNull();
    const input = screen.getByTestId("second-factor-backup");
    expect(document.activeElement).toBe(input);
    await user.click(screen.getByTestId("second-factor-trust"));
    await user.type(input, "abcde-12345");
    await user.click(screen.getByTestId("second-factor-submit"));
    expect(await screen.findByTestId("second-factor-error")).toBeTruthy();
    await user.type(screen.getByTestId("second-factor-backup"), " fghij-67890 ");
    await user.click(screen.getByTestId("second-factor-submit"));
    await waitFor(() => expect(sessionStorage.getItem("token")).toBe('"tok-2fa"'));
    expect(calls.filter((c) => c.path.includes("/two-factor/"))).toEqual([
      { path: "/api/auth/two-factor/verify-backup-code", body: { code: "abcde-12345", trustDevice: true } },
      { path: "/api/auth/two-factor/verify-backup-code", body: { code: "fghij-67890", trustDevice: true } },
    ]);
  });

  it("goes back to the password when the step ran out or had too many tries", async () => {
    stubServer([{ status: 400, body: { code: "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" } }]);
    const user = await passwordStep();
    await user.type(screen.getByTestId("second-factor-code"), "222222");
    expect((await screen.findByTestId("login-error")).textContent).toBe(
      "This sign-in took too long or had too many attempts. Please enter your password again.",
    );
    expect((screen.getByTestId("login-password") as HTMLInputElement).value).toBe("");
    expect(screen.queryByTestId("second-factor")).toBeNull();
  });

  it("speaks German and says when the account is locked for a while", async () => {
    await i18next.changeLanguage("de");
    stubServer([{ status: 429, body: { code: "ACCOUNT_TEMPORARILY_LOCKED" } }]);
    const user = await passwordStep();
    expect(screen.getByLabelText("6-stelliger Code")).toBeTruthy();
    expect(screen.getByText("Stattdessen einen Backup-Code verwenden")).toBeTruthy();
    expect(screen.getByText("Diesem Gerät 30 Tage lang vertrauen")).toBeTruthy();
    await user.type(screen.getByTestId("second-factor-code"), "333333");
    expect((await screen.findByTestId("second-factor-error")).textContent).toBe(
      "Zu viele falsche Codes. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.",
    );
  });

  it("offers a passkey only where the browser has WebAuthn, and a closed dialog is no error", async () => {
    stubServer([]);
    const { unmount } = renderWithProviders(<LoginPage />, { route: "/login" });
    await screen.findByTestId("login-email");
    expect(screen.queryByTestId("login-passkey")).toBeNull();
    unmount();

    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ challenge: "abc", rpId: "localhost" })),
    );
    const notAllowed = Object.assign(new Error("The operation either timed out or was not allowed."), {
      name: "NotAllowedError",
    });
    Object.defineProperty(navigator, "credentials", {
      configurable: true,
      value: { get: vi.fn(async () => Promise.reject(notAllowed)) },
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: "/login" });
    const button = await screen.findByTestId("login-passkey");
    expect(button.textContent).toContain("Sign in with a passkey");
    await user.click(button);
    await waitFor(() => expect(navigator.credentials.get).toHaveBeenCalled());
    await waitFor(() => expect(button.hasAttribute("data-loading")).toBe(false));
    expect(screen.queryByTestId("login-error")).toBeNull();
    expect(sessionStorage.getItem("token")).toBeNull();
  });
});
