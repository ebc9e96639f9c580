import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { AppSettingsPage } from "./AppSettingsPage.tsx";
import type { JobState, SourceState } from "./api.ts";

const SOURCE: SourceState = {
  key: "board",
  name: "Arbeitnow",
  kind: "arbeitnow",
  enabled: true,
  last_run_at: null,
  last_success_at: null,
  ads_found: 0,
  ads_new: 0,
  error: null,
  running: false,
};

const JOB: JobState = {
  name: "job-crawler",
  schedule: "* * * * *",
  running: false,
  holder: null,
  lease_until: null,
  last_run_at: "2026-11-25T10:00:00Z",
  last_finished_at: "2026-11-25T10:00:02Z",
  next_run_at: "2026-11-25T10:01:00Z",
  last_error: "The source answered 503",
  last_error_at: "2026-11-25T10:00:02Z",
  last_duration_ms: 2000,
  runs: 7,
  failures: 1,
};

type Call = { method: string; path: string; body: unknown };

/** Answers the page's calls like the admin API; `edit` decides the answer to a save. */
function stubApi(
  options: {
    settingsStatus?: number;
    edit?: () => Response;
    isDefault?: boolean;
    jobRun?: () => Response;
  } = {},
) {
  const calls: Call[] = [];
  let ran = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (url.pathname === "/api/admin/settings") {
        return options.settingsStatus
          ? Response.json({ message: "Forbidden" }, { status: options.settingsStatus })
          : Response.json({
              crawler_config: { sources: [{ kind: "arbeitnow", key: "board" }] },
              crawler_config_default: options.isDefault ?? false,
            });
      }
      if (url.pathname === "/api/admin/settings/edit")
        return options.edit?.() ?? Response.json({ crawler_config: {} });
      if (url.pathname === "/api/admin/sources")
        return Response.json([
          ran ? { ...SOURCE, last_run_at: "2026-11-25T10:00:00Z", ads_found: 12, ads_new: 3 } : SOURCE,
        ]);
      if (url.pathname === "/api/admin/sources/run") {
        ran = true;
        return Response.json({ ...SOURCE, ads_found: 12, ads_new: 3 });
      }
      if (url.pathname === "/api/admin/jobs/run") {
        if (options.jobRun) return options.jobRun();
        return body?.job === "alerts"
          ? Response.json({ job: "alerts", checked: 4, sent: 2, duration_ms: 80 })
          : Response.json({
              job: "sources",
              sources: [{ ...SOURCE, ads_found: 12, ads_new: 3 }],
              duration_ms: 900,
            });
      }
      if (url.pathname === "/api/admin/jobs") return Response.json([JOB]);
      if (url.pathname === "/api/admin/ai")
        return Response.json({ configured: false, model: null, host: null, limits: {} });
      return Response.json({ message: "unexpected" }, { status: 500 });
    }),
  );
  return calls;
}

function setConfig(text: string) {
  fireEvent.change(screen.getByTestId("crawler-config"), { target: { value: text } });
}

describe("app settings page", () => {
  beforeEach(() => saveSession("tok", "user-1", false));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the configuration in a 75-row text area", async () => {
    stubApi();
    renderWithProviders(<AppSettingsPage />);
    const area = (await screen.findByTestId("crawler-config")) as HTMLTextAreaElement;
    expect(area.getAttribute("rows")).toBe("75");
    expect(JSON.parse(area.value)).toEqual({ sources: [{ kind: "arbeitnow", key: "board" }] });
  });

  it("says when the default sources are in force, and only then", async () => {
    stubApi({ isDefault: true });
    const { unmount } = renderWithProviders(<AppSettingsPage />);
    expect((await screen.findByTestId("crawler-config-default")).textContent).toContain("JOB_SOURCES=off");
    unmount();
    stubApi({ isDefault: false });
    renderWithProviders(<AppSettingsPage />);
    await screen.findByTestId("crawler-config");
    expect(screen.queryByTestId("crawler-config-default")).toBeNull();
  });

  it("refuses text that is not JSON without calling the server", async () => {
    const calls = stubApi();
    renderWithProviders(<AppSettingsPage />);
    await screen.findByTestId("crawler-config");
    setConfig("{ not json");
    await userEvent.click(screen.getByTestId("crawler-config-save"));
    expect(screen.getByTestId("crawler-config-invalid").textContent).toBe("Invalid JSON format!");
    expect(calls.filter((c) => c.path === "/api/admin/settings/edit")).toHaveLength(0);
  });

  it("saves JSON and lists every mistake the server names", async () => {
    const calls = stubApi({
      edit: () =>
        Response.json(
          { message: "The crawler configuration has mistakes", fields: { "sources.0.board": "Required" } },
          { status: 400 },
        ),
    });
    renderWithProviders(<AppSettingsPage />);
    await screen.findByTestId("crawler-config");
    setConfig('{"sources":[{"kind":"greenhouse","key":"gh"}]}');
    await userEvent.click(screen.getByTestId("crawler-config-save"));
    const mistakes = await screen.findByTestId("crawler-config-mistakes");
    expect(mistakes.textContent).toContain("sources.0.board: Required");
    expect(calls.find((c) => c.path === "/api/admin/settings/edit")?.body).toEqual({
      crawler_config: '{"sources":[{"kind":"greenhouse","key":"gh"}]}',
    });
  });

  it("sends the due alerts or runs all sources now and says what came of it (issue 40)", async () => {
    const calls = stubApi();
    renderWithProviders(<AppSettingsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Send alerts now" }));
    expect((await screen.findByTestId("run-now-outcome")).textContent).toBe(
      "4 due alerts checked, 2 mails queued.",
    );
    expect(calls.find((c) => c.path === "/api/admin/jobs/run")?.body).toEqual({ job: "alerts" });
    await userEvent.click(screen.getByRole("button", { name: "Run all sources now" }));
    await waitFor(() =>
      expect(screen.getByTestId("run-now-outcome").textContent).toBe("1 source ran: 12 ads found, 3 new."),
    );
  });

  it("says when another run holds the job", async () => {
    stubApi({ jobRun: () => Response.json({ message: "Another run" }, { status: 409 }) });
    renderWithProviders(<AppSettingsPage />);
    await userEvent.click(await screen.findByTestId("run-now-alerts"));
    expect((await screen.findByTestId("run-now-outcome")).textContent).toBe(
      "Another run is in progress. Please try again once it has finished.",
    );
  });

  it("runs a source now and shows its outcome", async () => {
    const calls = stubApi();
    renderWithProviders(<AppSettingsPage />);
    const row = await screen.findByTestId("source-board");
    expect(within(row).getByText("Not run yet")).toBeTruthy();
    await userEvent.click(within(row).getByTestId("source-run-board"));
    await waitFor(() =>
      expect(within(screen.getByTestId("source-board")).getByTestId("source-new").textContent).toBe("3"),
    );
    expect(calls.find((c) => c.path === "/api/admin/sources/run")?.body).toEqual({ key: "board" });
  });

  it("shows each background job's runs and last error", async () => {
    stubApi();
    renderWithProviders(<AppSettingsPage />);
    const row = await screen.findByTestId("job-job-crawler");
    expect(within(row).getByText("Job ad crawler").textContent).toBe("Job ad crawler");
    expect(within(row).getByTestId("job-runs").textContent).toBe("7 (1 failed)");
    expect(within(row).getByTestId("job-error").textContent).toContain("The source answered 503");
  });

  it("tells a user who is not an administrator", async () => {
    stubApi({ settingsStatus: 403 });
    renderWithProviders(<AppSettingsPage />);
    expect((await screen.findByTestId("appsettings-forbidden")).textContent).toContain("Only administrators");
  });
});
