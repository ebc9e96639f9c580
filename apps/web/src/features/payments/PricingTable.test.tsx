import { screen, within } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { resetAppConfig } from "../../api/app-config.ts";
import { saveSession } from "../../session/session.ts";
import { PricingTable } from "./PricingTable.tsx";

function fakeServer(vatRatePercent: number) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (path === "/api/config")
        return Response.json({ stagingHost: false, demoMode: false, payments: true, vatRatePercent });
      if (path === "/api/payments/plans")
        return Response.json({
          plans: [
            {
              key: "complete",
              name: "Complete",
              areas: ["applications"],
              profiles: null,
              prices: [{ interval: "month", cents: 990 }],
            },
          ],
        });
      return Response.json({ statusCode: 404 }, { status: 404 });
    }),
  );
}

describe("pricing table (issue 25)", () => {
  afterEach(async () => {
    resetAppConfig();
    vi.unstubAllGlobals();
    await i18next.changeLanguage("en");
  });

  it("says the price includes the configured VAT rate in German, and VAT in English", async () => {
    saveSession("tok", "user-1", false);
    resetAppConfig();
    fakeServer(7);
    await i18next.changeLanguage("de");
    renderWithProviders(<PricingTable />);
    expect((await screen.findByTestId("plan-complete-price")).textContent).toBe("9,90 €");
    expect((await screen.findByText("inkl. 7 % USt.")).getAttribute("data-testid")).toBe("plan-complete-vat");
    await i18next.changeLanguage("en");
    expect((await screen.findByTestId("plan-complete-vat")).textContent).toBe("incl. 7% VAT");
  });

  it("links the terms, the withdrawal notice and the privacy policy before Subscribe, in a new tab", async () => {
    saveSession("tok", "user-1", false);
    resetAppConfig();
    fakeServer(19);
    renderWithProviders(<PricingTable />);
    const legal = await screen.findByTestId("checkout-legal");
    const links = within(legal).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/legal/agb",
      "/legal/widerruf",
      "/legal/datenschutz",
    ]);
    expect(links.every((a) => a.getAttribute("target") === "_blank")).toBe(true);
  });
});
