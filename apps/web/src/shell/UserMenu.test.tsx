import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { saveSession } from "../session/session.ts";
import { UserMenu } from "./UserMenu.tsx";

function stubAccount(isAdmin: boolean) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname === "/api/account/me") {
        return Response.json({
          id: "user-1",
          email: "anna@example.com",
          username: "Anna",
          emailVerified: true,
          isAdmin,
          language: "en",
        });
      }
      return Response.json({ message: "unexpected" }, { status: 500 });
    }),
  );
}

describe("user menu", () => {
  beforeEach(() => saveSession("tok", "user-1", false));
  afterEach(() => vi.unstubAllGlobals());

  it("links administrators to /appsettings/", async () => {
    stubAccount(true);
    renderWithProviders(<UserMenu />);
    await screen.findByText("Anna");
    await userEvent.click(screen.getByTestId("user-menu"));
    const link = await screen.findByTestId("user-menu-appsettings");
    expect(link.getAttribute("href")).toBe("/appsettings/");
    expect(link.textContent).toContain("App settings");
  });

  it("shows no such entry to anybody else", async () => {
    stubAccount(false);
    renderWithProviders(<UserMenu />);
    await screen.findByText("Anna");
    await userEvent.click(screen.getByTestId("user-menu"));
    await screen.findByTestId("logout");
    expect(screen.queryByTestId("user-menu-appsettings")).toBeNull();
  });
});
