import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { resetAppConfig } from "../../api/app-config.ts";
import { saveSession } from "../../session/session.ts";
import type { PaymentsOverview } from "./api.ts";
import { PaymentsTab } from "./PaymentsTab.tsx";

const END = "2027-01-15T10:00:00.000Z";
const running = (cancelAtPeriodEnd = false): PaymentsOverview => ({
  settings: [],
  subscription: {
    plan: "complete",
    name: "Complete",
    status: "active",
    current_period_end: END,
    cancel_at_period_end: cancelAtPeriodEnd,
  },
  free_year: null,
  profile_limit: 10,
});

/** The payments endpoints; POST payments/cancel answers `cancelStatus`. Every call is kept. */
function stub(overview: PaymentsOverview, cancelStatus = 200) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      calls.push(`${init?.method ?? "GET"} ${path}`);
      if (path === "/api/config")
        return Response.json({ stagingHost: false, demoMode: false, payments: true });
      if (path === "/api/payments/subscriptions") return Response.json(overview);
      if (path === "/api/payments/paymentdata") return Response.json({ has_payment_data: false });
      if (path === "/api/payments/cancel" && init?.method === "POST")
        return cancelStatus === 200
          ? Response.json({ plan: "Complete", cancel_at_period_end: true, current_period_end: END })
          : Response.json({ statusCode: cancelStatus, message: "Stripe" }, { status: cancelStatus });
      return Response.json({ statusCode: 404 }, { status: 404 });
    }),
  );
  return calls;
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe("Cancel subscription (§312k BGB)", () => {
  beforeEach(() => {
    resetAppConfig();
    saveSession("tok", "user-1", false);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage("en");
  });

  it("offers a clearly labelled button beside the portal that leads to the confirmation page", async () => {
    stub(running());
    renderWithProviders(
      <>
        <PaymentsTab />
        <Where />
      </>,
      { route: "/settings/payments" },
    );
    const button = await screen.findByTestId("cancel-subscription-button");
    expect(button.textContent).toBe("Cancel subscription");
    expect(screen.getByTestId("portal-button")).toBeTruthy();
    await userEvent.setup().click(button);
    expect(screen.getByTestId("where").textContent).toBe("/settings/payments/cancel");
  });

  it("shows the end date, cancels with one button and confirms with the date and the mail, in German", async () => {
    await i18next.changeLanguage("de");
    const calls = stub(running());
    renderWithProviders(<PaymentsTab />, { route: "/settings/payments/cancel" });
    expect((await screen.findByTestId("cancel-summary")).textContent).toBe(
      "Sie kündigen Ihren Tarif „Complete“. Ihr Vertrag endet dann zum 15.01.2027.",
    );
    expect(calls.filter((c) => c.startsWith("POST"))).toEqual([]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Jetzt kündigen" }));
    const done = await screen.findByTestId("cancel-done");
    expect(done.textContent).toContain("Ihre Kündigung ist eingegangen. Ihr Vertrag endet zum 15.01.2027.");
    expect(done.textContent).toContain("per E-Mail");
    expect(calls.filter((c) => c.startsWith("POST"))).toEqual(["POST /api/payments/cancel"]);
  });

  it("says so when Stripe fails, and keeps the button to try again", async () => {
    stub(running(), 502);
    renderWithProviders(<PaymentsTab />, { route: "/settings/payments/cancel" });
    await userEvent.setup().click(await screen.findByTestId("cancel-confirm"));
    expect((await screen.findByRole("alert")).textContent).toContain("could not be sent");
    expect(screen.getByTestId("cancel-confirm")).toBeTruthy();
    expect(screen.queryByTestId("cancel-done")).toBeNull();
  });

  it("shows no button for a subscription already cancelled, and the page says when it ends", async () => {
    stub(running(true));
    renderWithProviders(<PaymentsTab />, { route: "/settings/payments/cancel" });
    expect((await screen.findByTestId("cancel-nothing")).textContent).toBe(
      "Your subscription is already cancelled and ends on Jan 15, 2027.",
    );
    expect(screen.queryByTestId("cancel-confirm")).toBeNull();
  });
});
