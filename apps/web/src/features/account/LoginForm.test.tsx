import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { LoginModalProvider } from "./LoginModalProvider.tsx";
import { useLoginModal } from "./login-modal-context.ts";

function OpenButton() {
  const { openLogin } = useLoginModal();
  return (
    <button type="button" onClick={openLogin}>
      open login
    </button>
  );
}

function renderModal() {
  renderWithProviders(
    <LoginModalProvider>
      <OpenButton />
    </LoginModalProvider>,
  );
  return userEvent.setup();
}

function answerSignIn(status: number, body: unknown = {}) {
  const fetchMock = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("login modal", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18next.changeLanguage("en");
  });

  it("shows 'Required' for empty fields and does not call the server", async () => {
    const fetchMock = answerSignIn(200);
    const user = renderModal();
    await user.click(screen.getByRole("button", { name: "open login" }));
    await user.click(await screen.findByTestId("login-submit"));
    expect(await screen.findAllByText("Required")).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("rejects an invalid address and a short password", async () => {
    const user = renderModal();
    await user.click(screen.getByRole("button", { name: "open login" }));
    await user.type(await screen.findByLabelText("E-mail"), "not-an-address");
    await user.type(screen.getByTestId("login-password"), "abc");
    await user.click(screen.getByTestId("login-submit"));
    expect(await screen.findByText("Invalid e-mail address")).toBeTruthy();
    expect(screen.getByText("Password must be at least 4 characters")).toBeTruthy();
  });

  it("shows validation messages in German", async () => {
    await i18next.changeLanguage("de");
    const user = renderModal();
    await user.click(screen.getByRole("button", { name: "open login" }));
    await user.click(await screen.findByTestId("login-submit"));
    expect(await screen.findAllByText("Pflichtfeld")).toHaveLength(2);
  });

  it("shows the error line on a failed sign-in and clears it when the modal opens again", async () => {
    answerSignIn(401, { message: "Invalid email or password" });
    const user = renderModal();
    await user.click(screen.getByRole("button", { name: "open login" }));
    await user.type(await screen.findByTestId("login-email"), "ada@example.com");
    await user.type(screen.getByTestId("login-password"), "wrong-password");
    await user.click(screen.getByTestId("login-submit"));
    expect((await screen.findByTestId("login-error")).textContent).toBe(i18next.t("Login.Messages.Error"));
    expect(console.error).toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByTestId("login-email")).toBeNull());
    await user.click(screen.getByRole("button", { name: "open login" }));
    expect(await screen.findByTestId("login-email")).toHaveProperty("value", "");
    expect(screen.queryByTestId("login-error")).toBeNull();
  });

  it("signs in, saves the session and closes", async () => {
    const fetchMock = answerSignIn(200, { token: "tok-9", user: { id: "user-9" } });
    const user = renderModal();
    await user.click(screen.getByRole("button", { name: "open login" }));
    await user.type(await screen.findByTestId("login-email"), "ada@example.com");
    await user.type(screen.getByTestId("login-password"), "correct-horse");
    await user.click(screen.getByRole("checkbox", { name: "Remember me" }));
    await user.click(screen.getByTestId("login-submit"));
    await waitFor(() => expect(screen.queryByTestId("login-email")).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/auth/sign-in/email",
      expect.objectContaining({
        method: "POST",
        body: '{"email":"ada@example.com","password":"correct-horse"}',
      }),
    );
    expect(sessionStorage.getItem("token")).toBe('"tok-9"');
    expect(sessionStorage.getItem("localId")).toBe('"user-9"');
    expect(localStorage.getItem("rememberedSession")).toContain("tok-9");
  });

  it("shows the bot check after three wrong passwords and waits for it before the next try", async () => {
    const fetchMock = answerSignIn(401, { message: "Invalid email or password" });
    const user = renderModal();
    await user.click(screen.getByRole("button", { name: "open login" }));
    await user.type(await screen.findByTestId("login-email"), "ada@example.com");
    await user.type(screen.getByTestId("login-password"), "wrong-password");
    for (let i = 0; i < 3; i++) {
      expect(screen.queryByTestId("login-botcheck")).toBeNull();
      await user.click(screen.getByTestId("login-submit"));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(i + 1));
    }
    expect(await screen.findByTestId("login-botcheck")).toBeTruthy();
    // Not solved yet: the form waits for the check and sends nothing meanwhile.
    await user.click(screen.getByTestId("login-submit"));
    expect((await screen.findByTestId("login-botcheck-waiting")).textContent).toBe(
      i18next.t("BotCheck.Waiting"),
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("shows the bot check when the server asks for it", async () => {
    answerSignIn(400, { statusCode: 400, message: "check", fields: { altcha: "Required" } });
    const user = renderModal();
    await user.click(screen.getByRole("button", { name: "open login" }));
    await user.type(await screen.findByTestId("login-email"), "ada@example.com");
    await user.type(screen.getByTestId("login-password"), "some-password");
    await user.click(screen.getByTestId("login-submit"));
    expect((await screen.findByTestId("login-botcheck-error")).textContent).toBe(
      i18next.t("BotCheck.Refused"),
    );
    expect(screen.queryByTestId("login-error")).toBeNull();
  });
});
