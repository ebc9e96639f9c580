import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { CallbacksPage } from "../../pages/CallbacksPage.tsx";
import { saveSession } from "../../session/session.ts";

describe("Stripe return pages", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    ["/callbacks/stripe/success?session_id=cs_test_1", "stripe-success", "Your payment went through"],
    ["/callbacks/stripe/cancel", "stripe-cancel", "Nothing was charged"],
  ])("%s says what happened and leads back to the payments", async (route, testId, text) => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json({}));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<CallbacksPage />, { route });
    expect((await screen.findByTestId(testId)).textContent).toContain(text);
    expect(screen.getByRole("link", { name: "To your payments" }).getAttribute("href")).toBe(
      "/settings/payments",
    );
    // Nothing is posted: the webhook confirms the payment, not this page.
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toEqual([]);
  });
});
