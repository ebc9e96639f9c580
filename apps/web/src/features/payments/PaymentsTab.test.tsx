import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { resetAppConfig } from "../../api/app-config.ts";
import { SettingsPage } from "../../pages/SettingsPage.tsx";
import { saveSession } from "../../session/session.ts";
import type { PaymentsOverview } from "./api.ts";
import { PaymentsTab } from "./PaymentsTab.tsx";

const PLANS = {
  plans: [
    {
      key: "complete",
      name: "Complete",
      areas: ["applications", "document", "profile"],
      profiles: 10,
      prices: [
        { interval: "month", cents: 990 },
        { interval: "year", cents: 9900 },
      ],
    },
  ],
};

const EMPTY_DATA = {
  first_name: "",
  last_name: "",
  company_name: "",
  street: "",
  house_number: "",
  postal_code: "",
  city: "",
  country: "",
  vat_number: "",
  delivery_first_name: "",
  delivery_last_name: "",
  delivery_company_name: "",
  delivery_street: "",
  delivery_house_number: "",
  delivery_postal_code: "",
  delivery_city: "",
  delivery_country: "",
  has_payment_data: false,
};

/** The payment endpoints as the server answers them; every call is kept. */
function stubPayments(overview: PaymentsOverview, payments = true) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === "/api/config") return Response.json({ stagingHost: false, demoMode: false, payments });
    if (path === "/api/payments/subscriptions") return Response.json(overview);
    if (path === "/api/payments/paymentdata") return Response.json(EMPTY_DATA);
    if (path === "/api/payments/plans") return Response.json(PLANS);
    if (path === "/api/payments/checkout" && init?.method === "POST")
      return Response.json({ url: "https://checkout.stripe.test/c/pay/cs_1" });
    if (path === "/api/payments/portal" && init?.method === "POST")
      return Response.json({ url: "https://billing.stripe.test/p/1" });
    if (path === "/api/payments/newPaymentData" && init?.method === "POST")
      return Response.json({ ...EMPTY_DATA, ...JSON.parse(String(init.body)), has_payment_data: true });
    return Response.json({}, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubPayments>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path);

describe("payments tab", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
    resetAppConfig();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows our own pricing table in euros, monthly or yearly, and sends Subscribe to Stripe Checkout", async () => {
    const fetchMock = stubPayments({ settings: [], subscription: null, free_year: null, profile_limit: 2 });
    const navigate = vi.fn();
    renderWithProviders(<PaymentsTab navigate={navigate} />);
    const user = userEvent.setup();
    expect((await screen.findByTestId("plan-complete-price")).textContent).toBe("9,90 €");
    expect(screen.getByText("No Payments made")).toBeTruthy();
    expect(screen.getByText("Up to 10 profiles")).toBeTruthy();
    await user.click(screen.getByText("Yearly"));
    expect(screen.getByTestId("plan-complete-price").textContent).toBe("99,00 €");
    await user.click(screen.getByTestId("plan-complete-subscribe"));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("https://checkout.stripe.test/c/pay/cs_1"));
    const [, init] = calls(fetchMock, "/api/payments/checkout")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ plan: "complete", interval: "year" });
    // No script of a payment provider on our page.
    expect(document.querySelector("script[src*='stripe']")).toBeNull();
  });

  it("says when the plan cannot be loaded instead of waiting forever, and asks again on request", async () => {
    const fetchMock = stubPayments({ settings: [], subscription: null, free_year: null, profile_limit: 2 });
    const server = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === "/api/payments/subscriptions"
        ? Response.json({}, { status: 503 })
        : server(input, init),
    );
    renderWithProviders(<PaymentsTab />);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Your plan and payments could not be loaded.",
    );
    fetchMock.mockImplementation(server);
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("plan-complete-price")).toBeTruthy();
  });

  it("lists payments with invoices and the running plan with its renewal date and the portal", async () => {
    stubPayments({
      settings: [{ id: 7, date: "2026-11-01", product_name: "Complete", price: 990, payload_id: "12" }],
      subscription: {
        plan: "complete",
        name: "Complete",
        status: "active",
        current_period_end: "2026-12-01T00:00:00.000Z",
        cancel_at_period_end: false,
      },
      free_year: null,
      profile_limit: 10,
    });
    const navigate = vi.fn();
    renderWithProviders(<PaymentsTab navigate={navigate} />);
    const user = userEvent.setup();
    expect((await screen.findByTestId("current-plan-date")).textContent).toBe("Renews on 2026-12-01");
    expect(screen.getByTestId("payments-list").textContent).toContain("9,90 €");
    expect(screen.getByTestId("invoice-7")).toBeTruthy();
    expect(screen.queryByTestId("pricing-table")).toBeNull();
    await user.click(screen.getByTestId("portal-button"));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("https://billing.stripe.test/p/1"));
  });

  it("checks payment data with the server's rules before sending", async () => {
    const fetchMock = stubPayments({ settings: [], subscription: null, free_year: null, profile_limit: 2 });
    renderWithProviders(<PaymentsTab navigate={vi.fn()} />);
    const user = userEvent.setup();
    const type = async (field: string, text: string) =>
      user.type(await screen.findByTestId(`payment-data-${field}`), text);
    await type("first_name", "Anna");
    await type("last_name", "Muster");
    await type("street", "Lindenstraße");
    await type("house_number", "5");
    await type("postal_code", "8033");
    await type("city", "München");
    await type("country", "DE");
    await type("vat_number", "DE12");
    await user.click(screen.getByTestId("payment-data-submit"));
    expect(await screen.findByText("Not a postal code of this country")).toBeTruthy();
    expect(screen.getByText("Not a VAT number of this country")).toBeTruthy();
    expect(calls(fetchMock, "/api/payments/newPaymentData")).toHaveLength(0);
    await user.type(screen.getByTestId("payment-data-postal_code"), "1");
    await user.clear(screen.getByTestId("payment-data-vat_number"));
    await user.click(screen.getByTestId("payment-data-submit"));
    expect(await screen.findByTestId("payment-data-saved")).toBeTruthy();
    const [, init] = calls(fetchMock, "/api/payments/newPaymentData")[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ postal_code: "80331", country: "DE" });
  });

  it("has no payments tab while payments are off", async () => {
    stubPayments({ settings: [], subscription: null, free_year: null, profile_limit: 2 }, false);
    renderWithProviders(<SettingsPage />, { route: "/settings/payments" });
    expect(await screen.findByTestId("settings-tab-profile")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("settings-tab-payments")).toBeNull();
    expect(screen.queryByTestId("payments-tab")).toBeNull();
  });
});
