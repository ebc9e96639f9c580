import { screen, within } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { ExtensionPage } from "./ExtensionPage.tsx";

const builds = {
  chrome: {
    available: true,
    url: "/extension/downloads/job-application-helper-chrome.zip",
    bytes: 48_200,
    version: "0.1.0",
  },
  firefox: {
    available: false,
    url: "/extension/downloads/job-application-helper-firefox.zip",
    bytes: null,
    version: null,
  },
};

describe("the extension's public page", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage("en");
  });

  it("offers the builds this server has and says how to make a missing one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(builds)),
    );
    renderWithProviders(<ExtensionPage />, { route: "/extension" });
    const chrome = screen.getByTestId("download-chrome");
    // Before the server answered, the links are there (they are what the prerendered HTML shows).
    expect(within(chrome).getByRole("link").getAttribute("href")).toBe(builds.chrome.url);
    expect(await screen.findByTestId("download-firefox-missing")).toBeTruthy();
    expect(screen.getByTestId("download-firefox").textContent).toContain("npm run build:extension");
    expect(chrome.textContent).toContain("Version 0.1.0");
    expect(within(chrome).getByRole("link", { name: "Download for Chromium browsers" })).toBeTruthy();
    expect(screen.getByTestId("extension-server-address").textContent).toContain(window.location.origin);
  });

  it("guides through installing and connecting with labelled pictures, in German", async () => {
    await i18next.changeLanguage("de");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(builds)),
    );
    renderWithProviders(<ExtensionPage />, { route: "/extension" });
    expect(screen.getByRole("heading", { level: 1, name: "Browser-Erweiterung" })).toBeTruthy();
    for (const name of [
      "In Chrome, Edge, Brave oder Opera installieren",
      "In Firefox installieren",
      "Mit Ihrem Server verbinden",
      "Eine Stelle speichern",
      "Was die Erweiterung darf",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeTruthy();
    }
    const pictures = screen.getAllByRole("img");
    expect(pictures.map((picture) => picture.getAttribute("aria-label"))).toContain(
      "Die Erweiterungsseite mit eingeschaltetem Entwicklermodus und der Schaltfläche „Entpackte Erweiterung laden“",
    );
    expect(pictures).toHaveLength(4);
    expect(screen.getByText("Entpackte Erweiterung laden")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Einstellungen › Verbindungen" }).getAttribute("href")).toBe(
      "/settings/connections",
    );
    expect(await screen.findByText("Auf diesem Server noch nicht gebaut")).toBeTruthy();
  });
});
