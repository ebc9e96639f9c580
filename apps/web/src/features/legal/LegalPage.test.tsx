import { screen } from "@testing-library/react";
import i18next from "i18next";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { LegalLinks } from "./LegalLinks.tsx";
import { LegalPage } from "./LegalPage.tsx";

/** GET /api/legal/{page}: the pages given, 404 for the others; the asked addresses are kept. */
function fakeLegal(pages: Record<string, string>) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      asked.push(url.pathname + url.search);
      const page = url.pathname.replace("/api/legal/", "");
      const html = pages[page];
      if (html === undefined) return Response.json({ statusCode: 404 }, { status: 404 });
      return Response.json({ page, language: url.searchParams.get("lang"), html });
    }),
  );
  return asked;
}

function renderAt(path: string) {
  renderWithProviders(
    <Routes>
      <Route path="/legal/:page" element={<LegalPage />} />
    </Routes>,
    { route: path },
  );
}

describe("legal pages", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage("en");
  });

  it("shows the operator's page in the interface language under its title", async () => {
    await i18next.changeLanguage("de");
    const asked = fakeLegal({ impressum: "<h2>Impressum</h2><p>Muster GmbH</p>" });
    renderAt("/legal/impressum");
    const body = await screen.findByTestId("legal-body");
    expect(body.textContent).toContain("Muster GmbH");
    expect(body.getAttribute("lang")).toBe("de");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Impressum");
    expect(asked).toEqual(["/api/legal/impressum?lang=de"]);
  });

  it("says the page is not provided yet when the operator has not written it", async () => {
    fakeLegal({});
    renderAt("/legal/widerruf");
    expect((await screen.findByTestId("legal-missing")).textContent).toBe(
      "The operator has not provided this page yet.",
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Withdrawal notice");
  });

  it("answers an unknown page with the not-found page, without asking the server", async () => {
    const asked = fakeLegal({});
    renderAt("/legal/cookies");
    expect(await screen.findByTestId("page-title")).toBeTruthy();
    expect(screen.queryByTestId("legal-body")).toBeNull();
    expect(asked).toEqual([]);
  });

  it("links all four pages in the footer, in both languages", async () => {
    renderWithProviders(<LegalLinks />);
    const names = () => screen.getAllByRole("link").map((a) => a.textContent);
    expect(names()).toEqual(["Legal notice", "Privacy policy", "Terms and conditions", "Withdrawal notice"]);
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/legal/impressum",
      "/legal/datenschutz",
      "/legal/agb",
      "/legal/widerruf",
    ]);
    await i18next.changeLanguage("de");
    expect(await screen.findByText("Datenschutzerklärung")).toBeTruthy();
    expect(names()).toEqual(["Impressum", "Datenschutzerklärung", "AGB", "Widerrufsbelehrung"]);
  });
});
