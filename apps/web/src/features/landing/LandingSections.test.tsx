import { screen, waitFor, within } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { resetAppConfig } from "../../api/app-config.ts";
import { applyConfigToStaticPage } from "../../islands/static-page-config.ts";
import { AiSection, CallToAction, HowItWorks } from "./LandingSections.tsx";

describe("CallToAction", () => {
  it("links the sign-up button to /signup and the extension to its page on this server", () => {
    renderWithProviders(<CallToAction />);
    const cta = within(screen.getByTestId("landing-cta"));
    expect(cta.getByRole("heading", { level: 2 }).textContent).toBe("Ready for your next application?");
    expect(cta.getByRole("link", { name: "Sign up for free" }).getAttribute("href")).toBe("/signup");
    const extension = cta.getByRole("link", { name: /Get the browser extension/ });
    expect(extension.getAttribute("href")).toBe("/extension");
    expect(extension.getAttribute("target")).toBeNull();
  });
});

describe("HowItWorks", () => {
  it("leads from the extension step to the extension's page", () => {
    renderWithProviders(<HowItWorks />);
    const steps = within(screen.getByTestId("landing-how")).getAllByRole("listitem");
    expect(steps).toHaveLength(3);
    const link = within(steps[1] as HTMLElement).getByRole("link", { name: "Install the extension" });
    expect(link.getAttribute("href")).toBe("/extension");
    expect(within(steps[0] as HTMLElement).queryByRole("link")).toBeNull();
  });
});

describe("AiSection", () => {
  /** GET /api/config saying whether an AI provider is configured. */
  function answerConfig(ai: boolean | undefined) {
    resetAppConfig();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ stagingHost: false, demoMode: false, payments: false, ai })),
    );
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAppConfig();
  });

  it("is not shown on an installation without an AI provider (issue 43)", async () => {
    answerConfig(false);
    renderWithProviders(<AiSection videoUrl="" />);
    await waitFor(() => expect(screen.getByTestId("landing-ai").hidden).toBe(true));
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
  });

  it("is shown where a provider is configured", async () => {
    answerConfig(true);
    renderWithProviders(<AiSection videoUrl="" />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.getByTestId("landing-ai").hidden).toBe(false);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(i18next.t("Landing.AiTitle"));
  });

  it("goes from the prerendered page once the config says there is no AI", async () => {
    answerConfig(undefined);
    const { container } = renderWithProviders(<AiSection videoUrl="" />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.getByTestId("landing-ai").hidden).toBe(false);
    answerConfig(false);
    await applyConfigToStaticPage(container);
    expect(screen.getByTestId("landing-ai").hidden).toBe(true);
  });
});
