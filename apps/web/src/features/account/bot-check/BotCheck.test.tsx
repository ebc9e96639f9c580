import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render.tsx";
import { SignupPage } from "../SignupPage.tsx";
import { defineFakeAltchaWidget, FakeAltchaWidget } from "./testing/fake-altcha-widget.ts";
import { BOT_CHECK_TIMEOUT_MS } from "./use-bot-check.ts";

// The real widget needs workers; its texts are registered on a global the stand-in does not have.
vi.mock("./altcha-setup.ts", () => ({ setWidgetTexts: () => {} }));

/** The server: sign-up answers with an account, registration with 200; every call is recorded. */
function answerSignUp() {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url.includes("auth/sign-up")
      ? Response.json({ token: "tok-1", user: { id: "u-1" } })
      : Response.json({ ok: true }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const signUpCalls = (fetchMock: ReturnType<typeof answerSignUp>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes("auth/sign-up"));

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId("signup-username"), "Ada");
  await user.type(screen.getByTestId("signup-email"), "ada@example.com");
  await user.type(screen.getByTestId("signup-password"), "correct horse");
  await user.type(screen.getByTestId("signup-passwordconfirmation"), "correct horse");
}

async function renderSignup() {
  renderWithProviders(<SignupPage />, { route: "/signup" });
  // The widget comes with a lazy import.
  await waitFor(() => FakeAltchaWidget.current());
}

describe("bot check on sign-up", () => {
  beforeAll(defineFakeAltchaWidget);
  beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18next.changeLanguage("en");
  });

  it("shows a solved check as a status that a click does not undo, and sends its solution", async () => {
    const fetchMock = answerSignUp();
    const user = userEvent.setup();
    await renderSignup();
    await fillIn(user);
    act(() => FakeAltchaWidget.current().solve("solution-1"));

    const solved = await screen.findByTestId("signup-botcheck-solved");
    expect(solved.textContent).toBe(i18next.t("BotCheck.Solved"));
    // No checkbox left to untick: the widget is hidden and inert.
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(FakeAltchaWidget.current().closest("[inert]")).not.toBeNull();
    await user.click(solved);
    await user.click(screen.getByTestId("signup-botcheck"));
    expect(screen.getByTestId("signup-botcheck").dataset.status).toBe("solved");

    await user.click(screen.getByTestId("signup-submit"));
    await waitFor(() => expect(signUpCalls(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(signUpCalls(fetchMock)[0]?.[1]?.body)).altcha).toBe("solution-1");
  });

  it("waits with a submit for a running check and sends the form once when it is done", async () => {
    const fetchMock = answerSignUp();
    const user = userEvent.setup();
    await renderSignup();
    await fillIn(user);
    // Focus started the check; it is still working.
    expect(FakeAltchaWidget.current().state).toBe("verifying");

    await user.click(screen.getByTestId("signup-submit"));
    await user.click(screen.getByTestId("signup-submit"));
    expect((await screen.findByTestId("signup-botcheck-waiting")).textContent).toBe(
      i18next.t("BotCheck.Waiting"),
    );
    expect(signUpCalls(fetchMock)).toHaveLength(0);

    act(() => FakeAltchaWidget.current().solve("solution-2"));
    await waitFor(() => expect(screen.getByTestId("signup-status").dataset.tone).toBe("success"));
    expect(signUpCalls(fetchMock)).toHaveLength(1);
    expect(JSON.parse(String(signUpCalls(fetchMock)[0]?.[1]?.body)).altcha).toBe("solution-2");
  });

  it("starts the check on a submit before any field had focus", async () => {
    const fetchMock = answerSignUp();
    const user = userEvent.setup();
    await renderSignup();
    expect(FakeAltchaWidget.current().state).toBe("unverified");
    await fillIn(user);
    act(() => FakeAltchaWidget.current().reset());
    await user.click(screen.getByTestId("signup-submit"));
    await waitFor(() => expect(FakeAltchaWidget.current().state).toBe("verifying"));
    act(() => FakeAltchaWidget.current().solve("solution-3"));
    await waitFor(() => expect(signUpCalls(fetchMock)).toHaveLength(1));
  });

  it("says in German when the check failed, sends nothing, and checks again on request", async () => {
    await i18next.changeLanguage("de");
    const fetchMock = answerSignUp();
    const user = userEvent.setup();
    await renderSignup();
    await fillIn(user);
    await user.click(screen.getByTestId("signup-submit"));
    act(() => FakeAltchaWidget.current().fail());

    const failed = await screen.findByTestId("signup-botcheck-failed");
    expect(failed.textContent).toContain(
      "Die Prüfung ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.",
    );
    expect(signUpCalls(fetchMock)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Erneut prüfen" }));
    // A new widget that starts at once.
    await waitFor(() => expect(FakeAltchaWidget.current().state).toBe("verifying"));
    expect(screen.queryByTestId("signup-botcheck-failed")).toBeNull();
  });

  it("gives up on a check that runs too long, with a message and a retry", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = answerSignUp();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderSignup();
    await fillIn(user);
    await user.click(screen.getByTestId("signup-submit"));
    await act(() => vi.advanceTimersByTimeAsync(BOT_CHECK_TIMEOUT_MS + 100));

    expect((await screen.findByTestId("signup-botcheck-failed")).textContent).toContain(
      i18next.t("BotCheck.TimedOut"),
    );
    expect(screen.queryByTestId("signup-botcheck-waiting")).toBeNull();
    expect(signUpCalls(fetchMock)).toHaveLength(0);
    expect(screen.getByTestId("signup-botcheck-retry")).toBeTruthy();
  });
});
