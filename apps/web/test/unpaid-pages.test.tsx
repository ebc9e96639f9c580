import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetAppConfig } from "../src/api/app-config.ts";
import { setPaymentRequiredHandler } from "../src/api/payment.ts";
import { ApplicationPage, ApplicationsPage, ArchivePage } from "../src/features/applications/index.ts";
import { FilesPage } from "../src/features/documents/index.ts";
import { InsightsPage } from "../src/features/insights/index.ts";
import { MatchingJobsPage } from "../src/features/job-ads/index.ts";
import { DashboardPage, SettingsPage } from "../src/pages/index.ts";
import { saveSession } from "../src/session/session.ts";
import { renderWithProviders } from "./render.tsx";

/** What the server answers with PAYMENTS=stripe for a user without a plan: 402 on every premium path. */
const PREMIUM =
  /^(profile\/(applications|jobs|calculatefit)|application\/|documents?\/|connections|usersettings\/calendar|insights)/;

type Call = { method: string; path: string; status: number };

function unpaidServer() {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) => Response.json(body, { status });
  const answer = (method: string, path: string): Response => {
    if (path === "config") return json({ stagingHost: false, demoMode: false, payments: true });
    if (path === "usersettings/ispayeduser") return json({ code: "payment_required" }, 402);
    if (path === "payments/plans")
      return json({
        plans: [
          {
            key: "complete",
            name: "Complete",
            areas: ["applications", "document", "jobs"],
            profiles: null,
            prices: [{ interval: "month", cents: 990 }],
          },
        ],
      });
    if (path === "payments/subscriptions")
      return json({ settings: [], subscription: null, free_year: null, profile_limit: 2 });
    if (PREMIUM.test(path))
      return json({ statusCode: 402, code: "payment_required", area: "applications" }, 402);
    if (method === "GET" && path === "profile/") return json([]);
    // The connections tab's open sections: the extension's tokens and the AI provider.
    if (path === "extension/tokens") return json([]);
    if (path === "ai/status") return json({ configured: false, consented: false, fields_sent: [] });
    return json({ statusCode: 404, message: "Not found" }, 404);
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      const path = url.pathname.replace(/^\/api\//, "");
      const response = answer(method, path);
      calls.push({ method, path: path + url.search, status: response.status });
      return response;
    }),
  );
  return calls;
}

const pages: Array<[string, string, ReactElement]> = [
  ["applications", "/applications", <ApplicationsPage key="a" />],
  [
    "one application",
    "/applications/3",
    <Routes key="g">
      <Route path="/applications/:id" element={<ApplicationPage />} />
    </Routes>,
  ],
  ["archive", "/archive", <ArchivePage key="b" />],
  ["files", "/files", <FilesPage key="c" />],
  ["insights", "/insights", <InsightsPage key="d" />],
  [
    "matching jobs",
    "/profile/jobs/1",
    <Routes key="e">
      <Route path="/profile/jobs/:id" element={<MatchingJobsPage />} />
    </Routes>,
  ],
  [
    "settings, connections",
    "/settings/connections",
    <Routes key="f">
      <Route path="/settings/*" element={<SettingsPage />} />
    </Routes>,
  ],
];

describe("the unpaid path (issue 25)", () => {
  let prompts: number;
  beforeEach(() => {
    resetAppConfig();
    saveSession("tok", "user-1", false);
    prompts = 0;
    setPaymentRequiredHandler(() => {
      prompts++;
    });
  });
  afterEach(() => {
    resetAppConfig();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each(pages)(
    "%s: asks the entitlement once and shows the notice with the plans in place, without a 402 elsewhere",
    async (_name, route, page) => {
      const calls = unpaidServer();
      renderWithProviders(page, { route });
      const panel = await screen.findByTestId("premium-panel");
      expect(panel.textContent).toContain("This needs a paid plan");
      expect((await within(panel).findByTestId("plan-complete-price")).textContent).toBe("9,90 €");
      // The free-year request sits in the notice too.
      await within(panel).findByTestId("free-year-reason");
      const asked = calls.filter((c) => c.path.startsWith("usersettings/ispayeduser"));
      expect(asked.length).toBeGreaterThan(0);
      expect(new Set(asked.map((c) => c.path)).size).toBe(asked.length);
      // Nothing else answered 402, no prompt to dismiss, no error box.
      expect(calls.filter((c) => c.status === 402 && !c.path.startsWith("usersettings/ispayeduser"))).toEqual(
        [],
      );
      expect(prompts).toBe(0);
      // (On the settings page: within the tab; the other tabs' sections ask their own, open endpoints.)
      const region = panel.closest<HTMLElement>('[role="tabpanel"]') ?? document.body;
      expect(within(region).queryByText("Try again")).toBeNull();
      expect(within(region).queryByRole("alert")).toBeNull();
    },
  );

  it("the compose wizard opened from the dashboard shows the notice instead of its steps", async () => {
    const calls = unpaidServer();
    renderWithProviders(<DashboardPage />);
    const user = userEvent.setup();
    await screen.findByTestId("dashboard-premium");
    await user.click(screen.getByTestId("compose-open"));
    await waitFor(() => expect(screen.getAllByTestId("premium-panel").length).toBeGreaterThan(0));
    expect(calls.filter((c) => c.status === 402 && !c.path.startsWith("usersettings/ispayeduser"))).toEqual(
      [],
    );
    expect(prompts).toBe(0);
  });
});
