import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { resetAppConfig } from "../../api/app-config.ts";
import { SignupPage } from "./SignupPage.tsx";

// The widget's texts go to a global the real widget sets up; this test is about the legal lines.
vi.mock("./bot-check/altcha-setup.ts", () => ({ setWidgetTexts: () => {} }));

function answerConfig(legalPages: Record<string, boolean>) {
  resetAppConfig();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ stagingHost: false, demoMode: false, payments: false, legalPages })),
  );
}

describe("sign-up's legal lines (issue 43)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAppConfig();
  });

  it("says plainly that the terms are not published, rather than that they apply", async () => {
    answerConfig({ impressum: false, datenschutz: true, agb: false, widerruf: false });
    renderWithProviders(<SignupPage />, { route: "/signup" });
    const unpublished = await screen.findByText("The operator has not published terms and conditions yet.");
    await waitFor(() => expect(unpublished.hidden).toBe(false));
    expect(screen.queryByText(/By signing up you accept our terms/)).toBeNull();
    expect(screen.getByTestId("legal-link-datenschutz").getAttribute("href")).toBe("/legal/datenschutz");
  });

  it("names the terms that apply once they are published", async () => {
    answerConfig({ impressum: true, datenschutz: true, agb: true, widerruf: true });
    renderWithProviders(<SignupPage />, { route: "/signup" });
    await waitFor(() => expect(screen.queryByTestId("legal-unpublished-agb")).toBeNull());
    expect(screen.getByText(/By signing up you accept our terms/)).toBeTruthy();
    expect(screen.getByTestId("legal-link-agb").getAttribute("href")).toBe("/legal/agb");
  });
});
