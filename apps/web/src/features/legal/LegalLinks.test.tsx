import { screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { resetAppConfig } from "../../api/app-config.ts";
import { applyConfigToStaticPage } from "../../islands/static-page-config.ts";
import { LegalLinks } from "./LegalLinks.tsx";

/** GET /api/config with the given published pages (none given: an older server without the flag). */
function answerConfig(legalPages?: Record<string, boolean>, ai?: boolean) {
  resetAppConfig();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      Response.json({ stagingHost: false, demoMode: false, payments: false, legalPages, ai }),
    ),
  );
}

const FRESH_INSTALL = { impressum: false, datenschutz: true, agb: false, widerruf: false };

describe("legal links until the operator publishes the pages (issue 43)", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    resetAppConfig();
    await i18next.changeLanguage("en");
  });

  it("names an unpublished page as missing instead of linking it, in both languages", async () => {
    answerConfig(FRESH_INSTALL);
    renderWithProviders(<LegalLinks />);
    await waitFor(() => expect(screen.getAllByRole("link")).toHaveLength(1));
    expect(screen.getByTestId("legal-unpublished-impressum").textContent).toBe(
      "The operator has not published a legal notice yet.",
    );
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/legal/datenschutz"]);
    expect(screen.queryByTestId("legal-unpublished-datenschutz")).toBeNull();
    await i18next.changeLanguage("de");
    expect((await screen.findByTestId("legal-unpublished-agb")).textContent).toBe(
      "Der Betreiber hat noch keine AGB veröffentlicht.",
    );
    expect(screen.getByTestId("legal-unpublished-impressum").textContent).toBe(
      "Der Betreiber hat noch kein Impressum veröffentlicht.",
    );
  });

  it("links every page while the server does not say (prerendered pages are built that way)", async () => {
    answerConfig(undefined);
    renderWithProviders(<LegalLinks />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.getAllByRole("link")).toHaveLength(4);
    // The sentences are in the markup for a prerendered page to switch, but hidden.
    expect(screen.getByTestId("legal-unpublished-impressum").hidden).toBe(true);
  });

  it("switches a prerendered footer once the installation's answer is in", async () => {
    answerConfig(undefined);
    const { container } = renderWithProviders(<LegalLinks />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    answerConfig(FRESH_INSTALL);
    await applyConfigToStaticPage(container);
    expect(screen.getByTestId("legal-link-impressum").hidden).toBe(true);
    expect(screen.getByTestId("legal-unpublished-impressum").hidden).toBe(false);
    expect(screen.getByTestId("legal-link-datenschutz").hidden).toBe(false);
    expect(screen.getByTestId("legal-unpublished-datenschutz").hidden).toBe(true);
  });
});
