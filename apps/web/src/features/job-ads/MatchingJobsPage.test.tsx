import type { FitResult, MatchingJobs } from "@jah/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { MatchingJobsPage } from "./MatchingJobsPage.tsx";

const spot = {
  field: "description" as const,
  start: 0,
  end: 10,
  text: "TypeScript",
  snippet: "mit TypeScript",
};
const fit = (score: number): FitResult => ({
  score,
  ad_language: "de",
  parts: { skills: 1, title: 1, experience: 0.5, language: 1, location: 1 },
  reasons: [
    {
      type: "skill_matched",
      skill: "TypeScript",
      profile_skill: "TS",
      source: "skills",
      level: 75,
      where: spot,
    },
    { type: "skill_missing", skill: "Kubernetes", category: "it", where: spot },
  ],
});
const ad = (id: number, title: string, tracked: number | null = null) => ({
  id,
  title,
  company: "Nordlicht GmbH",
  location: "Berlin",
  url: `https://jobs.example.com/${id}`,
  source: "Testbörse",
  remote: id === 2,
  employment: "permanent",
  posted_at: "2026-11-20T00:00:00.000Z",
  first_seen: "2026-11-21T00:00:00.000Z",
  tracked_application_id: tracked,
});

const TWO: MatchingJobs = {
  items: [
    { ad: ad(1, "Softwareentwickler (m/w/d)"), fit: fit(88) },
    { ad: ad(2, "Frontend Developer"), fit: fit(61) },
  ],
  total: 2,
  page: 1,
  limit: 20,
  sources_configured: true,
};

type Call = { method: string; path: string; search: string; body: unknown };

/** Answers the page's calls; `lists` are the successive answers of GET profile/jobs/7. */
function stubApi(lists: Array<MatchingJobs | number>) {
  const calls: Call[] = [];
  let listCall = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, search: url.search, body });
      if (url.pathname === "/api/profile/show/7") return Response.json({ id: 7, profiletitle: "Backend" });
      if (url.pathname === "/api/profile/jobs/7") {
        const answer = lists[Math.min(listCall++, lists.length - 1)]!;
        return typeof answer === "number"
          ? Response.json({ message: "Not found" }, { status: answer })
          : Response.json(answer);
      }
      if (url.pathname === "/api/profile/jobs/track") return Response.json({ id: 55 });
      if (url.pathname === "/api/profile/jobs/dismiss") return Response.json({ ok: true });
      if (url.pathname === "/api/job-alerts/7") {
        if (method === "PUT") {
          const saved = body as { frequency: string; min_score: number };
          return saved.min_score > 100
            ? Response.json({ message: "Invalid input" }, { status: 400 })
            : Response.json({ profile: 7, ...saved });
        }
        return Response.json({ profile: 7, frequency: "off", min_score: 60 });
      }
      return Response.json({ message: "unexpected" }, { status: 500 });
    }),
  );
  return calls;
}

function renderPage(route = "/profile/jobs/7") {
  renderWithProviders(
    <Routes>
      <Route path="/profile/jobs/:id" element={<MatchingJobsPage />} />
    </Routes>,
    { route },
  );
}

describe("matching jobs page", () => {
  beforeEach(() => saveSession("tok", "user-1", false));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists the ads best first with their score, and shows why on request", async () => {
    stubApi([TWO]);
    renderPage();
    const first = await screen.findByTestId("job-1");
    expect(screen.getByTestId("jobs-total").textContent).toBe("2 matching job ads");
    expect(within(first).getByTestId("job-score").textContent).toBe("88 %");
    expect(within(first).getByText("Nordlicht GmbH · Berlin · Testbörse", { exact: false })).toBeTruthy();
    expect(screen.getByText("Backend", { exact: false })).toBeTruthy();
    await userEvent.click(within(first).getByTestId("job-why"));
    expect(within(first).getByTestId("fit-matched").textContent).toContain("TypeScript");
    expect(within(first).getByTestId("fit-missing").textContent).toContain("Kubernetes");
  });

  it("tracks an ad and then offers the applications instead", async () => {
    const calls = stubApi([
      TWO,
      { ...TWO, items: [{ ad: ad(1, "Softwareentwickler (m/w/d)", 55), fit: fit(88) }] },
    ]);
    renderPage();
    await userEvent.click(within(await screen.findByTestId("job-1")).getByTestId("job-track"));
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/profile/jobs/track")).toHaveLength(1));
    expect(calls.find((c) => c.path === "/api/profile/jobs/track")?.body).toEqual({ job_ad_id: 1 });
    expect(await screen.findByTestId("job-open-application")).toBeTruthy();
  });

  it("hides an ad on request", async () => {
    const calls = stubApi([TWO, { ...TWO, items: [TWO.items[1]!], total: 1 }]);
    renderPage();
    await userEvent.click(within(await screen.findByTestId("job-1")).getByTestId("job-dismiss"));
    await waitFor(() => expect(screen.queryByTestId("job-1")).toBeNull());
    expect(calls.find((c) => c.path === "/api/profile/jobs/dismiss")?.body).toEqual({
      job_ad_id: 1,
      dismissed: true,
    });
  });

  it("sends the filters and explains an empty result", async () => {
    const calls = stubApi([TWO, { items: [], total: 0, page: 1, limit: 20, sources_configured: true }]);
    renderPage();
    await screen.findByTestId("job-1");
    await userEvent.click(screen.getByLabelText("Remote only"));
    expect(await screen.findByTestId("jobs-empty")).toBeTruthy();
    expect(screen.getByTestId("jobs-empty").textContent).toContain("No job ads match these filters");
    const last = calls.filter((c) => c.path === "/api/profile/jobs/7").at(-1)!;
    expect(new URLSearchParams(last.search).get("remote")).toBe("1");
  });

  it("explains where ads come from when there are none", async () => {
    stubApi([{ items: [], total: 0, page: 1, limit: 20, sources_configured: true }]);
    renderPage();
    expect((await screen.findByTestId("jobs-empty")).textContent).toContain("No job ads yet");
  });

  it("says honestly that no job sources are set up, with the alert off (issue 40)", async () => {
    stubApi([{ items: [], total: 0, page: 1, limit: 20, sources_configured: false }]);
    renderPage();
    const empty = await screen.findByTestId("jobs-empty");
    expect(empty.textContent).toContain("No job sources are set up on this server.");
    expect(empty.textContent).not.toMatch(/next run/);
    await waitFor(() =>
      expect(screen.getByTestId("job-alert-hint").textContent).toContain("need job sources"),
    );
    expect((screen.getByTestId("job-alert-frequency") as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId("job-alert-save") as HTMLButtonElement).disabled).toBe(true);
  });

  it("marks the ad an alert mail links to (?ad=)", async () => {
    stubApi([TWO]);
    renderPage("/profile/jobs/7?ad=2");
    expect((await screen.findByTestId("job-2")).getAttribute("data-marked")).toBe("true");
    expect(screen.getByTestId("job-1").getAttribute("data-marked")).toBeNull();
  });

  it("shows the not-found page for another user's profile", async () => {
    stubApi([404]);
    renderPage();
    expect(await screen.findByText(/page you are looking for does not exist/)).toBeTruthy();
  });

  it("switches on a daily job alert from a chosen score", async () => {
    const calls = stubApi([TWO]);
    renderPage();
    const box = await screen.findByTestId("job-alert");
    expect(within(box).getByText("Job alert by e-mail")).toBeTruthy();
    expect((screen.getByTestId("job-alert-save") as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByTestId("job-alert-frequency"));
    await userEvent.click(await screen.findByRole("option", { name: "Daily" }));
    await userEvent.click(screen.getByTestId("job-alert-min-score"));
    await userEvent.click(await screen.findByRole("option", { name: "≥ 80 %" }));
    await userEvent.click(screen.getByTestId("job-alert-save"));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/job-alerts/7" && c.method === "PUT")).toHaveLength(1),
    );
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ frequency: "daily", min_score: 80 });
    // Saved: the stored setting shows and there is nothing left to save.
    await waitFor(() =>
      expect((screen.getByTestId("job-alert-save") as HTMLButtonElement).disabled).toBe(true),
    );
    expect((screen.getByTestId("job-alert-frequency") as HTMLInputElement).value).toBe("Daily");
  });

  it("offers the alert in German", async () => {
    await i18next.changeLanguage("de");
    try {
      stubApi([TWO]);
      renderPage();
      const box = await screen.findByTestId("job-alert");
      expect(within(box).getByText("Stellen-Benachrichtigung per E-Mail")).toBeTruthy();
      expect((within(box).getByTestId("job-alert-frequency") as HTMLInputElement).value).toBe("Aus");
    } finally {
      await i18next.changeLanguage("en");
    }
  });
});
