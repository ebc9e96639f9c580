import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isAppRoute, PRICING_PATHS } from "@jah/shared";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { LoginModalProvider } from "../features/account/LoginModalProvider.tsx";
import { saveSession } from "../session/session.ts";
import { AppRoutes } from "./routes.tsx";

function renderAt(route: string) {
  renderWithProviders(
    <LoginModalProvider>
      <AppRoutes />
    </LoginModalProvider>,
    { route },
  );
}

async function pageTitle(): Promise<string | null> {
  return (await screen.findByTestId("page-title", {}, { timeout: 3000 })).textContent;
}

describe("routes (spec section 2)", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    // The app shell asks for the account and the saved language.
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes("usersettings")) return Response.json([{ id: 1, language: "en" }]);
        if (url.includes("profile/jobs/")) return Response.json({ items: [], total: 0, page: 1, limit: 20 });
        return Response.json({ username: "Ada" });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows visitors the 404 page for a path no route knows (issue 43)", async () => {
    renderAt("/no/such/page");
    expect(await pageTitle()).toBe("Page not found");
    expect(screen.queryByTestId("sidebar")).toBeNull();
  });

  it("shows visitors the landing page at / and at a signed-in page's address", async () => {
    for (const route of ["/", "/applications"]) {
      const view = renderWithProviders(
        <LoginModalProvider>
          <AppRoutes />
        </LoginModalProvider>,
        { route },
      );
      expect(await pageTitle(), route).toBe("Applying for jobs made easy");
      view.unmount();
    }
  });

  it("knows on the server every first segment the route table has", () => {
    const source = readFileSync(join(import.meta.dirname, "routes.tsx"), "utf8");
    const segments = [...source.matchAll(/<Route path="([^"*]+)/g)].map((m) => m[1]?.split("/")[0]);
    expect(segments.length).toBeGreaterThan(10);
    // The pricing page's addresses are known only where plans are configured (the server decides).
    const known = (segment: string | undefined) =>
      isAppRoute(`/${segment}`) || (PRICING_PATHS as readonly string[]).includes(`/${segment}`);
    expect(segments.filter((segment) => !known(segment))).toEqual([]);
  });

  it("shows visitors the sign-up form at /signup", async () => {
    renderAt("/signup");
    expect(await screen.findByTestId("signup-username")).toBeTruthy();
  });

  it("shows signed-in users the dashboard in the app shell at /", async () => {
    saveSession("tok", "user-1", false);
    renderAt("/");
    expect(await pageTitle()).toBe("Dashboard");
    expect(screen.getByTestId("sidebar")).toBeTruthy();
    // The dashboard's chunk may take over a second to load on a busy machine: 58:xx is fine too.
    expect(screen.getByTestId("session-timer").textContent).toMatch(/^5[89]:\d\d$/);
  });

  it("shows signed-in users the 404 page for unknown paths, also inside /profile", async () => {
    saveSession("tok", "user-1", false);
    renderAt("/profile/unknown/path");
    expect(await pageTitle()).toBe("Page not found");
  });

  it("opens the profile editor at /profile/edit/:id", async () => {
    saveSession("tok", "user-1", false);
    renderAt("/profile/edit/42");
    expect(await pageTitle()).toBe("Edit profile");
    expect(screen.getByText("Profile 42")).toBeTruthy();
  });

  it("opens a profile's matching jobs at /profile/jobs/:id", async () => {
    saveSession("tok", "user-1", false);
    renderAt("/profile/jobs/7");
    expect(await pageTitle()).toBe("Matching jobs");
    expect(await screen.findByTestId("jobs-empty")).toBeTruthy();
  });

  it("shows the 404 page at /profile/jobs without a profile", async () => {
    saveSession("tok", "user-1", false);
    renderAt("/profile/jobs");
    expect(await pageTitle()).toBe("Page not found");
  });
});
