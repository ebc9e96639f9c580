import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, makeApplication } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { DashboardPage } from "./DashboardPage.tsx";

const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });
const me = (name: string | null) =>
  json({ id: "u1", username: "lena.de3", name, email: "lena@example.com", emailVerified: true });
const connected = json({
  smtp: { connected: true, host: "smtp.example.org" },
  gmail: { available: false, connected: false },
});

/** The heading area's greeting, once it is decided. */
async function greeting() {
  return (await screen.findByText(/^Welcome/)).textContent;
}

describe("the dashboard's first visit (issue 43)", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    localStorage.clear();
    saveSession("tok", "user-1", false);
  });
  afterEach(() => vi.restoreAllMocks());

  it("greets a first visit with 'Welcome' and the name from sign-up, never the username", async () => {
    const api = fakeApi();
    api.override("GET account/me", me("Lena Schmidt"));
    renderWithProviders(<DashboardPage />);
    await waitFor(async () => expect(await greeting()).toBe("Welcome, Lena Schmidt"));
    expect(document.body.textContent).not.toContain("lena.de3");
  });

  it("greets a first visit without a name when none was given", async () => {
    const api = fakeApi();
    api.override("GET account/me", me(null));
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId("first-steps");
    expect(await greeting()).toBe("Welcome");
    expect(document.body.textContent).not.toContain("lena.de3");
  });

  it("greets a return once there is an application", async () => {
    const api = fakeApi([makeApplication({ id: 1, job_title: "Tester" })]);
    api.override("GET account/me", me("Lena Schmidt"));
    renderWithProviders(<DashboardPage />);
    await waitFor(async () => expect(await greeting()).toBe("Welcome back, Lena Schmidt"));
  });

  it("lists the three steps with links, ticking what the data shows done", async () => {
    const api = fakeApi();
    api.override("GET profile/", json([{ id: 7, name: "My CV" }]));
    renderWithProviders(<DashboardPage />);
    const list = await screen.findByTestId("first-steps");
    await waitFor(() => expect(screen.getByTestId("first-step-cv").dataset.done).toBe("true"));
    expect(screen.getByTestId("first-step-application").dataset.done).toBe("false");
    expect(screen.getByTestId("first-step-mailbox").dataset.done).toBe("false");
    expect(within(list).getByText("Import or create your CV").closest("a")).toBeNull();
    expect(within(list).getByText("(done)")).toBeTruthy();
    expect(
      within(list).getByRole("link", { name: "Add a first job as an application" }).getAttribute("href"),
    ).toBe("/applications");
    expect(within(list).getByRole("link", { name: "Connect your mail account" }).getAttribute("href")).toBe(
      "/settings/connections",
    );
  });

  it("is gone once all three steps are done", async () => {
    const api = fakeApi([makeApplication({ id: 1, job_title: "Tester" })]);
    api.override("GET profile/", json([{ id: 7, name: "My CV" }]));
    api.override("GET connections/", connected);
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId("stat-profiles");
    await waitFor(() => expect(screen.getByTestId("stat-profiles").textContent).toBe("1"));
    await waitFor(() => expect(api.callsTo("GET", "connections/")).toHaveLength(1));
    expect(screen.queryByTestId("first-steps")).toBeNull();
  });

  it("stays away once dismissed, also on the next visit", async () => {
    fakeApi();
    const user = userEvent.setup();
    const view = renderWithProviders(<DashboardPage />);
    await user.click(await screen.findByRole("button", { name: "Hide first steps" }));
    expect(screen.queryByTestId("first-steps")).toBeNull();
    view.unmount();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId("stat-profiles");
    await greeting();
    expect(screen.queryByTestId("first-steps")).toBeNull();
  });
});
