import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { resetAppConfig } from "../../api/app-config.ts";
import { clearSession, saveSession } from "../../session/session.ts";
import { PricingLink } from "./PricingLink.tsx";
import { PublicPricingPage } from "./PublicPricingPage.tsx";

const PLANS = {
  plans: [
    {
      key: "complete",
      name: "Complete",
      areas: ["applications", "profile"],
      profiles: 5,
      prices: [
        { interval: "month", cents: 990 },
        { interval: "year", cents: 9900 },
      ],
    },
  ],
  vatRatePercent: 19,
};

/** The server: its config says whether plans exist; the public plans answer 404 without. */
function server(pricing: boolean) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith("/api/config"))
      return Response.json({ stagingHost: false, demoMode: false, payments: pricing, pricing });
    if (url.endsWith("/api/payments/pricing"))
      return pricing ? Response.json(PLANS) : Response.json({}, { status: 404 });
    return Response.json({}, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("the public pricing page (issue 43)", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    resetAppConfig();
    clearSession();
  });
  afterEach(() => {
    resetAppConfig();
    clearSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows each plan's gross price with the VAT it contains, monthly and yearly, and leads visitors to sign-up", async () => {
    server(true);
    renderWithProviders(<PublicPricingPage />, { route: "/pricing" });
    expect((await screen.findByTestId("plan-complete-price")).textContent).toBe("9,90 €");
    expect(screen.getByTestId("plan-complete-vat").textContent).toBe("incl. 19% VAT");
    expect(screen.getByTestId("page-title").textContent).toBe("Prices");
    expect(screen.getByText("Up to 5 profiles")).toBeTruthy();
    expect(screen.getByTestId("plan-complete-choose").getAttribute("href")).toBe("/signup");
    await userEvent.setup().click(screen.getByRole("radio", { name: "Yearly" }));
    expect(screen.getByTestId("plan-complete-price").textContent).toBe("99,00 €");
  });

  it("leads a signed-in user to the payments tab", async () => {
    server(true);
    saveSession("tok", "u1", false);
    renderWithProviders(<PublicPricingPage />, { route: "/pricing" });
    expect((await screen.findByTestId("plan-complete-choose")).getAttribute("href")).toBe(
      "/settings/payments",
    );
  });

  it("is 'page not found' where no plans are configured, and asks for no plans", async () => {
    const fetchMock = server(false);
    renderWithProviders(<PublicPricingPage />, { route: "/preise" });
    expect((await screen.findByTestId("page-title")).textContent).toBe("Page not found");
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain("/api/payments/pricing");
  });

  it("has a footer link in the visitor's language only where plans exist", async () => {
    server(true);
    const view = renderWithProviders(
      <Routes>
        <Route path="*" element={<PricingLink />} />
      </Routes>,
    );
    expect((await screen.findByTestId("pricing-link")).getAttribute("href")).toBe("/pricing");
    view.unmount();
    resetAppConfig();
    const fetchMock = server(false);
    renderWithProviders(<PricingLink />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/config", expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("pricing-link")).toBeNull();
  });
});
