import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { CallToAction, HowItWorks } from "./LandingSections.tsx";

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
