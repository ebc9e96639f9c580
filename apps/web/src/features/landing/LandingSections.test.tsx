import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { CallToAction } from "./LandingSections.tsx";

describe("CallToAction", () => {
  it("links the sign-up button to /signup and the extension safely in a new tab", () => {
    renderWithProviders(<CallToAction extensionUrl="https://addons.example.org/jah" />);
    const cta = within(screen.getByTestId("landing-cta"));
    expect(cta.getByRole("heading", { level: 2 }).textContent).toBe("Ready for your next application?");
    expect(cta.getByRole("link", { name: "Sign up for free" }).getAttribute("href")).toBe("/signup");
    const extension = cta.getByRole("link", { name: /Get the browser extension/ });
    expect(extension.getAttribute("href")).toBe("https://addons.example.org/jah");
    expect(extension.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("hides the extension link when no address is configured", () => {
    renderWithProviders(<CallToAction extensionUrl="" />);
    const cta = within(screen.getByTestId("landing-cta"));
    expect(cta.getByRole("link", { name: "Sign up for free" })).toBeTruthy();
    expect(cta.queryByRole("link", { name: /browser extension/ })).toBeNull();
  });
});
