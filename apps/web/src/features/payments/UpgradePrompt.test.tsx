import { screen } from "@testing-library/react";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { apiRequest } from "../../api/client.ts";
import { saveSession } from "../../session/session.ts";
import { UpgradePrompt } from "../../shell/UpgradePrompt.tsx";

describe("upgrade prompt", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("opens on a 402 answer of any call and leads to the plans", async () => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const path = String(input);
        if (path === "/api/payments/plans")
          return Response.json({
            plans: [
              {
                key: "files",
                name: "Files",
                areas: ["document"],
                profiles: null,
                prices: [{ interval: "month", cents: 300 }],
              },
            ],
          });
        if (path === "/api/payments/subscriptions")
          return Response.json({ settings: [], subscription: null, free_year: null });
        return Response.json(
          { statusCode: 402, error: "Payment Required", code: "payment_required", area: "document" },
          { status: 402 },
        );
      }),
    );
    renderWithProviders(<UpgradePrompt />);
    expect(screen.queryByText("This needs a paid plan")).toBeNull();
    await act(async () => {
      await apiRequest("documents/");
    });
    expect(await screen.findByText("This needs a paid plan")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See plans" }).getAttribute("href")).toBe("/settings/payments");
    // The premium notice: our pricing table and the free-year request.
    expect((await screen.findByTestId("plan-files-price")).textContent).toBe("3,00 €");
    expect(await screen.findByTestId("free-year-request")).toBeTruthy();
  });
});
