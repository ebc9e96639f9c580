import type { DeletionStatus } from "@jah/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render.tsx";
import { signedInSection } from "../../../../test/section-api.ts";
import { formatDate } from "../../../i18n/format.ts";
import { AppRoutes } from "../../../shell/routes.tsx";
import { LoginModalProvider } from "../LoginModalProvider.tsx";
import { AccountSection } from "./AccountSection.tsx";
import { DeletionBanner } from "./DeletionBanner.tsx";
import { DeletionConfirmation } from "./DeletionConfirmation.tsx";

const DATE = "2027-03-14T09:30:00.000Z";
const CODE = "K7PQ2MX9TB";

/** The deletion endpoints as a small state machine: the code must match, cancel may be made to fail. */
function stubServer(initial: DeletionStatus, options: { cancelFails?: boolean } = {}) {
  let status = initial;
  const posted: Array<{ path: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === "/api/account/goingtobedeleted") return Response.json(status);
    if (/^\/api\/account\/(requestdelete|canceldelete)$/.test(path) && (init?.method ?? "GET") === "GET") {
      return Response.json({ code: CODE });
    }
    if (path === "/api/account/requestdelete" || path === "/api/account/canceldelete") {
      const body = JSON.parse(String(init?.body)) as { code: string };
      posted.push({ path, body });
      // As the server: case and spaces do not matter.
      if (body.code.replace(/\s+/g, "").toUpperCase() !== CODE)
        return Response.json({ fields: { code: "The code does not match the one shown" } }, { status: 400 });
      if (path.endsWith("canceldelete") && options.cancelFails) return Response.json({}, { status: 409 });
      status = path.endsWith("requestdelete")
        ? { state: "requested", date: null }
        : { state: "cancel_requested", date: status.date };
      return Response.json(status);
    }
    return Response.json({}, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, posted };
}

describe("account tab", () => {
  signedInSection();

  it("requests the deletion only after the shown code is typed", async () => {
    const { posted } = stubServer({ state: "none", date: null });
    renderWithProviders(<AccountSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId("deletion-request"));
    expect((await screen.findByTestId("deletion-code")).textContent).toBe(CODE);
    const submit = screen.getByTestId("deletion-code-submit") as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    await user.type(screen.getByTestId("deletion-code-input"), "AAAAAAAAAA");
    await user.click(submit);
    expect(await screen.findByText("The code does not match. Please type it exactly as shown.")).toBeTruthy();

    await user.clear(screen.getByTestId("deletion-code-input"));
    await user.type(screen.getByTestId("deletion-code-input"), CODE.toLowerCase());
    await user.click(screen.getByTestId("deletion-code-submit"));
    expect(await screen.findByText(/Please follow the link in it to confirm the deletion/)).toBeTruthy();
    expect(posted.map((p) => p.body)).toEqual([{ code: "AAAAAAAAAA" }, { code: CODE.toLowerCase() }]);
    expect(screen.getByTestId("deletion-state").getAttribute("data-state")).toBe("requested");
  });

  it("shows the scheduled date and cancels with the code", async () => {
    stubServer({ state: "scheduled", date: DATE });
    renderWithProviders(<AccountSection />);
    const user = userEvent.setup();
    const date = formatDate(DATE, "en");
    expect((await screen.findByTestId("deletion-scheduled")).textContent).toBe(
      `Your account will be deleted on ${date}. Until then you can cancel the deletion at any time.`,
    );
    await user.click(screen.getByTestId("deletion-cancel"));
    await screen.findByTestId("deletion-code");
    await user.type(screen.getByTestId("deletion-code-input"), CODE);
    await user.click(screen.getByTestId("deletion-code-submit"));
    expect(await screen.findByText(/Please follow the link in it to keep your account/)).toBeTruthy();
    expect(screen.getByTestId("deletion-scheduled")).toBeTruthy();
  });

  it("opens the contact-support modal when cancelling fails", async () => {
    stubServer({ state: "scheduled", date: DATE }, { cancelFails: true });
    renderWithProviders(<AccountSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId("deletion-cancel"));
    await screen.findByTestId("deletion-code");
    await user.type(screen.getByTestId("deletion-code-input"), CODE);
    await user.click(screen.getByTestId("deletion-code-submit"));
    expect((await screen.findByTestId("deletion-support")).textContent).toMatch(/contact our support/);
  });
});

describe("deletion banner", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the date with a cancel link while the deletion is scheduled, and nothing otherwise", async () => {
    stubServer({ state: "scheduled", date: DATE });
    const { unmount } = renderWithProviders(<DeletionBanner />);
    expect((await screen.findByTestId("deletion-banner")).textContent).toContain(formatDate(DATE, "en"));
    expect(screen.getByTestId("deletion-banner-cancel").getAttribute("href")).toBe("/settings/account");
    unmount();
    const { fetchMock } = stubServer({ state: "none", date: null });
    renderWithProviders(<DeletionBanner />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId("deletion-banner")).toBeNull();
  });

  it("is left out where the page says the deletion's state itself", async () => {
    const { fetchMock } = stubServer({ state: "scheduled", date: DATE });
    const { unmount } = renderWithProviders(<DeletionBanner />, { route: "/settings/account" });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId("deletion-banner")).toBeNull();
    unmount();
    renderWithProviders(<DeletionBanner />, { route: "/settings/confirmdelete" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("deletion-banner")).toBeNull();
    renderWithProviders(<DeletionBanner />, { route: "/settings/calendar" });
    expect(await screen.findByTestId("deletion-banner")).toBeTruthy();
  });
});

describe("deletion confirmation pages", () => {
  afterEach(() => vi.unstubAllGlobals());

  const page = (path: string, answer: Response) => {
    const fetchMock = vi.fn(async () => answer);
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(
      <Routes>
        <Route path="/settings/confirmdelete" element={<DeletionConfirmation link="confirmdelete" />} />
        <Route
          path="/settings/confirmcanceldelete"
          element={<DeletionConfirmation link="confirmcanceldelete" />}
        />
      </Routes>,
      { route: path },
    );
    return fetchMock;
  };

  it("confirms the deletion once with the link's query string", async () => {
    const fetchMock = page(
      "/settings/confirmdelete?token=abc",
      Response.json({ state: "scheduled", date: DATE }),
    );
    await waitFor(() =>
      expect(screen.getByTestId("deletion-confirm-status").getAttribute("data-tone")).toBe("success"),
    );
    expect(screen.getByTestId("deletion-confirm-status").textContent).toContain(
      `Your account will be deleted on ${formatDate(DATE, "en")}.`,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The public footer asks for the installation's config too (whether to link the pricing page).
    const called = fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(called.filter((url) => url !== "/api/config")).toEqual(["/api/account/confirmdelete?token=abc"]);
  });

  it("says the deletion is cancelled", async () => {
    page("/settings/confirmcanceldelete?token=abc", Response.json({ state: "none", date: null }));
    expect((await screen.findByText(/will no longer be deleted/)).textContent).toContain(
      "Your account will no longer be deleted, all your subscriptions will continue",
    );
  });

  it("shows the spec's message for a bad link, and the support modal for a failed cancel", async () => {
    page(
      "/settings/confirmcanceldelete?token=used",
      Response.json(
        { message: "There was an error confirming the request. Please contact support." },
        { status: 400 },
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId("deletion-confirm-status").getAttribute("data-tone")).toBe("error"),
    );
    expect(screen.getByTestId("deletion-confirm-status").textContent).toContain(
      "There was an error confirming the request. Please contact support.",
    );
    expect(await screen.findByTestId("deletion-support")).toBeTruthy();
  });

  it("works for a visitor who is not signed in, with a way to log in", async () => {
    const fetchMock = vi.fn(async () => Response.json({ state: "scheduled", date: DATE }));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(
      <LoginModalProvider>
        <AppRoutes />
      </LoginModalProvider>,
      { route: "/settings/confirmdelete?token=abc" },
    );
    const status = await screen.findByTestId("deletion-confirm-status", {}, { timeout: 3000 });
    await waitFor(() => expect(status.getAttribute("data-tone")).toBe("success"));
    expect(within(status).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByTestId("sidebar")).toBeNull();
    // The public footer asks for the installation's config too (whether to link the pricing page).
    const called = fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(called.filter((url) => url !== "/api/config")).toEqual(["/api/account/confirmdelete?token=abc"]);
  });
});
