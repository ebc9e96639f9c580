import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, makeApplication } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { ApplicationPage } from "./ApplicationPage.tsx";

const json = (body: unknown) => () => Response.json(body);

/** The page under its route, as the shell declares it. */
function renderAt(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/applications/:id" element={<ApplicationPage />} />
      <Route path="/applications" element={<p data-testid="the-list">list</p>} />
    </Routes>,
    { route },
  );
  return userEvent.setup();
}

/** An application with everything the page shows, and the other areas' answers about it. */
function filledApi() {
  const api = fakeApi([
    makeApplication({
      id: 3,
      job_title: "Backend Engineer",
      hireing_company: "Nordwind GmbH",
      location: "Hamburg",
      link: "https://jobs.example.com/3",
      status: "applied",
      send: true,
      job_description: "Go and PostgreSQL.\nRemote possible.",
    }),
  ]);
  api.override("GET profile/applications/sent/3", json({ sent: null }));
  api.override(
    "GET document/application/show/3",
    json([
      {
        id: 9,
        application: { id: 3 },
        document: {
          id: 5,
          original_name: "Zeugnis.pdf",
          name: "Zeugnis",
          date: "2026-01-02",
          file_size: 2048,
          mime_type: "application/pdf",
        },
      },
    ]),
  );
  api.override(
    "GET inbox/application/3",
    json([
      {
        direction: "sent",
        id: 1,
        at: "2026-03-01T10:00:00.000Z",
        address: "jobs@nordwind.example",
        subject: "Application as Backend Engineer",
        body: "Dear Sir or Madam",
        status: "sent",
      },
    ]),
  );
  api.override("GET profile/", json([]));
  return api;
}

describe("the application page (/applications/:id)", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says it is loading until the application arrives", async () => {
    filledApi();
    renderAt("/applications/3");
    expect(await screen.findByText("Loading the application …")).toBeTruthy();
    await screen.findByTestId("application-page");
    expect(screen.queryByText("Loading the application …")).toBeNull();
  });

  it("shows the job, status with history, notes, appointments, files, mails and fit under one h1", async () => {
    filledApi();
    renderAt("/applications/3");
    await screen.findByTestId("application-page");
    const h1 = screen.getByRole("heading", { level: 1 });
    expect(h1.textContent).toBe("Backend Engineer");
    expect(screen.getByText("Nordwind GmbH · Hamburg")).toBeTruthy();
    // Every section has its second-level heading, in the page's order.
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Job",
      "Mails",
      "Notes",
      "Status and history",
      "Fit",
      "Appointments",
      "Files",
    ]);
    const job = screen.getByTestId("section-job");
    expect(within(job).getByTestId("job-description").textContent).toBe(
      "Go and PostgreSQL.\nRemote possible.",
    );
    expect(
      within(job)
        .getByRole("link", { name: /jobs\.example\.com\/3/ })
        .getAttribute("rel"),
    ).toBe("noopener noreferrer");
    expect((screen.getByTestId("status-select-3") as HTMLSelectElement).value).toBe("applied");
    await within(screen.getByTestId("section-files")).findByText("Zeugnis");
    await within(screen.getByTestId("section-mails")).findByText("Application as Backend Engineer");
    await within(screen.getByTestId("section-fit")).findByText(/Create a profile/);
    expect(screen.getByTestId("notes-empty")).toBeTruthy();
    expect(screen.getByTestId("appointments-empty")).toBeTruthy();
  });

  it("records a status change in the history on the page", async () => {
    const api = filledApi();
    const user = renderAt("/applications/3");
    await user.selectOptions(await screen.findByTestId("status-select-3"), "waiting");
    await waitFor(() => expect(api.callsTo("POST", "profile/applications/edit")).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId("history-timeline").textContent).toContain("Waiting"));
  });

  it("opens the edit form from 'Edit', and leads back to the list", async () => {
    filledApi();
    const user = renderAt("/applications/3");
    await user.click(await screen.findByTestId("application-page-edit"));
    expect(((await screen.findByTestId("application-job_title")) as HTMLInputElement).value).toBe(
      "Backend Engineer",
    );
    await user.click(screen.getByTestId("application-save"));
    await waitFor(() => expect(screen.queryByTestId("application-save")).toBeNull());
    await user.click(screen.getByTestId("back-to-list"));
    await screen.findByTestId("the-list");
  });

  it("says plainly when the application is not the user's or does not exist (404), without a toast", async () => {
    const api = filledApi();
    renderAt("/applications/77");
    const missing = await screen.findByTestId("application-not-found");
    expect(missing.textContent).toContain("Application not found");
    expect(api.callsTo("GET", "profile/applications/show/77")).toHaveLength(1);
    expect(screen.queryByTestId("application-page")).toBeNull();
    expect(within(missing).getByTestId("back-to-list").getAttribute("href")).toBe("/applications");
  });

  it("asks nothing for an address that names no application", async () => {
    const api = filledApi();
    renderAt("/applications/not-a-number");
    await screen.findByTestId("application-not-found");
    expect(api.calls.filter((call) => call.path.startsWith("profile/applications/show"))).toEqual([]);
  });
});
