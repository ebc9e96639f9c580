import type { Insights } from "@jah/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { InsightsPage } from "./InsightsPage.tsx";
import { lastDays } from "./period.ts";

const counts = { applied: 0, answered: 0, appointment: 0, accepted: 0, noreply: 0, median_days: null };

const EMPTY: Insights = {
  from: "2026-01-01",
  to: "2026-01-14",
  weeks: [
    { week: "2025-12-29", applications: 0 },
    { week: "2026-01-05", applications: 0 },
    { week: "2026-01-12", applications: 0 },
  ],
  totals: counts,
  by_page: [],
  by_profile: [],
};

const FILLED: Insights = {
  ...EMPTY,
  weeks: [
    { week: "2025-12-29", applications: 3 },
    { week: "2026-01-05", applications: 0 },
    { week: "2026-01-12", applications: 2 },
  ],
  totals: { applied: 5, answered: 3, appointment: 2, accepted: 1, noreply: 1, median_days: 3.5 },
  by_page: [
    { page: "StepStone", applied: 3, answered: 2, appointment: 1, accepted: 1, noreply: 1, median_days: 4 },
    { page: "Indeed", applied: 2, answered: 1, appointment: 1, accepted: 0, noreply: 0, median_days: 2 },
  ],
  by_profile: [
    {
      profile_id: null,
      profile: "",
      applied: 4,
      answered: 2,
      appointment: 1,
      accepted: 0,
      noreply: 1,
      median_days: 2,
    },
    {
      profile_id: 7,
      profile: "Backend",
      applied: 1,
      answered: 1,
      appointment: 1,
      accepted: 1,
      noreply: 0,
      median_days: 5,
    },
  ],
};

/** Answers GET insights with `answer` and records the periods asked for. */
function stubInsights(answer: Insights) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname === "/api/insights") {
        asked.push(url.search);
        return Response.json(answer);
      }
      return Response.json({ message: "unexpected" }, { status: 404 });
    }),
  );
  return asked;
}

/** The rows of a chart's table as text, header row first. */
function rowsOf(testId: string): string[][] {
  const table = screen.getByTestId(testId);
  return [...table.querySelectorAll("tr")].map((row) =>
    [...row.children].map((cell) => cell.textContent ?? ""),
  );
}

describe("insights page", () => {
  beforeEach(() => {
    saveSession("tok", "user-1", false);
    // recharts measures its container; happy-dom has no layout.
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("explains what will appear when nothing was sent in the period", async () => {
    const asked = stubInsights(EMPTY);
    renderWithProviders(<InsightsPage />, { route: "/insights" });
    const empty = await screen.findByTestId("insights-empty");
    expect(empty.textContent).toContain("No applications sent in this period yet");
    expect(empty.textContent).toContain("by job board and by profile");
    expect(screen.queryByTestId("insights-charts")).toBeNull();
    const { from, to } = lastDays(91);
    expect(asked).toEqual([`?from=${from}&to=${to}`]);
  });

  it("says when the numbers could not be loaded, and asks again on request", async () => {
    let answer: Insights | null = null;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), "http://localhost");
        if (url.pathname !== "/api/insights")
          return Response.json({ message: "unexpected" }, { status: 404 });
        return answer ? Response.json(answer) : Response.json({}, { status: 503 });
      }),
    );
    renderWithProviders(<InsightsPage />, { route: "/insights" });
    const error = await screen.findByTestId("insights-error");
    expect(error.getAttribute("role")).toBe("alert");
    answer = FILLED;
    await userEvent.setup().click(within(error).getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("insights-charts")).toBeTruthy();
  });

  it("shows every chart with its numbers as a table", async () => {
    stubInsights(FILLED);
    renderWithProviders(<InsightsPage />, { route: "/insights" });
    await screen.findByTestId("insights-charts");
    expect(screen.getByTestId("insights-figure-sent").textContent).toBe("5");
    expect(screen.getByTestId("insights-figure-answer-rate").textContent).toBe("60%");
    expect(screen.getByTestId("insights-figure-median-days").textContent).toBe("3.5");

    expect(rowsOf("insights-weekly-table")).toEqual([
      ["Week starting", "Applications sent"],
      ["29 Dec 2025", "3"],
      ["5 Jan 2026", "0"],
      ["12 Jan 2026", "2"],
    ]);
    expect(rowsOf("insights-funnel-table")).toEqual([
      ["Stage", "Applications", "Share of the previous stage", "Of all sent"],
      ["Sent", "5", "–", "100%"],
      ["Appointment", "2", "40%", "40%"],
      ["Accepted", "1", "50%", "20%"],
    ]);
    expect(rowsOf("insights-replies-table")).toEqual([
      ["Outcome", "Applications", "Share"],
      ["Answered", "3", "60%"],
      ["No reply", "1", "20%"],
      ["Waiting", "1", "20%"],
    ]);
    expect(rowsOf("insights-by-page-table").slice(1)).toEqual([
      ["StepStone", "3", "67%", "1", "1", "4"],
      ["Indeed", "2", "50%", "1", "0", "2"],
    ]);
    expect(rowsOf("insights-by-profile-table").slice(1)).toEqual([
      ["Without a profile", "4", "50%", "1", "0", "2"],
      ["Backend", "1", "100%", "1", "1", "5"],
    ]);
    // The chart is for the eyes; screen readers read the table beside it.
    expect(screen.getByTestId("insights-weekly-chart").getAttribute("aria-hidden")).toBe("true");
  });

  it("switches a chart to its table, and asks for the period picked", async () => {
    const asked = stubInsights(FILLED);
    const user = userEvent.setup();
    renderWithProviders(<InsightsPage />, { route: "/insights" });
    await screen.findByTestId("insights-charts");
    await user.click(within(screen.getByTestId("insights-funnel-view")).getByText("Table"));
    expect(screen.queryByTestId("insights-funnel-chart")).toBeNull();
    expect(screen.getByTestId("insights-funnel-table")).toBeTruthy();

    await user.click(within(screen.getByTestId("insights-period")).getByText("12 months"));
    const { from, to } = lastDays(365);
    await waitFor(() => expect(asked).toContain(`?from=${from}&to=${to}`));
  });
});
