import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { AppHeader } from "./AppHeader.tsx";

/** Mantine's Burger marks its lines with data-opened while they draw the close icon (X). */
const toggle = () => screen.getByRole("button", { name: "Toggle navigation" });

describe("the header's sidebar toggle", () => {
  // The user menu asks for the account; this test is about the toggle alone.
  beforeEach(() =>
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({}, { status: 401 })),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it("stays three lines on a desktop with the sidebar in full, and says it is expanded", () => {
    renderWithProviders(<AppHeader sidebarOpen showsClose={false} onToggleSidebar={vi.fn()} />);
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(toggle().querySelector("[data-opened]") !== null).toBe(false);
  });

  it("becomes a close icon only while it closes the sidebar over a phone's page", () => {
    renderWithProviders(<AppHeader sidebarOpen showsClose onToggleSidebar={vi.fn()} />);
    expect(toggle().querySelector("[data-opened]") !== null).toBe(true);
  });
});
