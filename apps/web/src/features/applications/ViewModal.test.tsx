import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, makeApplication } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { ApplicationsPage } from "./ApplicationsPage.tsx";

function renderPage() {
  renderWithProviders(<ApplicationsPage />, { route: "/applications" });
  return userEvent.setup();
}

describe("view and edit modals", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the job description as text, never as HTML", async () => {
    fakeApi([
      makeApplication({
        id: 3,
        status: "applied",
        job_description: '<img src=x onerror="alert(1)">\nSecond line',
        link: "javascript:alert(1)",
      }),
    ]);
    const user = renderPage();
    await user.click(await screen.findByTestId("view-button-3"));
    const description = await screen.findByTestId("job-description");
    expect(description.textContent).toBe('<img src=x onerror="alert(1)">\nSecond line');
    expect(description.querySelector("img")).toBeNull();
    // A link that is no web address is shown, not linked.
    expect(screen.queryByRole("link", { name: /javascript/ })).toBeNull();
  });

  it("adds notes (newest first) and deletes one after confirmation", async () => {
    const api = fakeApi([makeApplication({ id: 3, status: "applied" })]);
    const user = renderPage();
    await user.click(await screen.findByTestId("view-button-3"));
    await user.click(await screen.findByTestId("tab-notes"));
    const input = await screen.findByTestId("note-input");
    expect(input.getAttribute("rows")).toBe("10");

    await user.click(screen.getByTestId("note-save"));
    expect(await screen.findByText("Required")).toBeTruthy();
    expect(api.callsTo("POST", "application/notes/")).toHaveLength(0);

    await user.type(input, "First call");
    await user.click(screen.getByTestId("note-save"));
    await waitFor(() => expect(screen.getAllByTestId(/^note-\d+$/)).toHaveLength(1));
    await user.type(screen.getByTestId("note-input"), "Second call");
    await user.click(screen.getByTestId("note-save"));
    await waitFor(() => expect(screen.getAllByTestId(/^note-\d+$/)).toHaveLength(2));
    expect(screen.getAllByTestId(/^note-\d+$/).map((note) => note.textContent)).toEqual([
      expect.stringContaining("Second call"),
      expect.stringContaining("First call"),
    ]);

    const [newest] = screen.getAllByTestId(/^note-\d+$/);
    const id = newest?.getAttribute("data-testid")?.replace("note-", "");
    await user.click(within(newest as HTMLElement).getByTestId(`note-delete-${id}`));
    await user.click(await screen.findByTestId(`note-delete-${id}-confirm`));
    await waitFor(() => expect(api.callsTo("DELETE", `application/notes/delete/${id}`)).toHaveLength(1));
  });

  it("shows the status history", async () => {
    const api = fakeApi([makeApplication({ id: 4 })]);
    const user = renderPage();
    await user.selectOptions(await screen.findByTestId("status-select-4"), "applied");
    await waitFor(() => expect(api.callsTo("POST", "profile/applications/edit")).toHaveLength(1));
    await user.click(await screen.findByTestId("view-button-4"));
    await user.click(await screen.findByTestId("tab-history"));
    expect((await screen.findByTestId("history-timeline")).textContent).toContain("Applied");
  });

  it("edits with the whole application loaded, so the long texts are kept", async () => {
    const api = fakeApi([
      makeApplication({
        id: 5,
        job_title: "Old title",
        job_description: "Long text",
        mail_text: "Dear team",
      }),
    ]);
    const user = renderPage();
    await user.click(await screen.findByTestId("edit-button-5"));
    const title = (await screen.findByTestId("application-job_title")) as HTMLInputElement;
    expect((screen.getByTestId("application-job_description") as HTMLTextAreaElement).value).toBe(
      "Long text",
    );
    await user.clear(title);
    await user.type(title, "New title");
    await user.clear(screen.getByTestId("application-follow_up"));
    await user.click(screen.getByTestId("application-save"));
    await waitFor(() => expect(api.callsTo("POST", "profile/applications/edit")).toHaveLength(1));
    const body = api.callsTo("POST", "profile/applications/edit")[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      id: 5,
      job_title: "New title",
      job_description: "Long text",
      mail_text: "Dear team",
      follow_up: null,
    });
    expect(body).not.toHaveProperty("status");
    expect(body).not.toHaveProperty("date");
    await waitFor(() => expect(screen.getByTestId("app-row-5").textContent).toContain("New title"));
  });

  it("fills empty fields from the job link and says so when the link cannot be read", async () => {
    const api = fakeApi([]);
    api.override("POST profile/applications/fetchjob", () =>
      Response.json({
        job_title: "Found title",
        hireing_company: "Found GmbH",
        page: "Jobs.de",
        link: "https://x.de/1",
      }),
    );
    const user = renderPage();
    await user.click(await screen.findByTestId("new-application"));
    await user.type(await screen.findByTestId("application-hireing_company"), "My company");
    await user.type(screen.getByTestId("application-link"), "https://x.de/1");
    await user.click(screen.getByTestId("fetch-job"));
    await waitFor(() =>
      expect((screen.getByTestId("application-job_title") as HTMLInputElement).value).toBe("Found title"),
    );
    expect((screen.getByTestId("application-hireing_company") as HTMLInputElement).value).toBe("My company");
    expect((screen.getByTestId("application-page") as HTMLInputElement).value).toBe("Jobs.de");
    expect(api.callsTo("POST", "profile/applications/fetchjob")[0]?.body).toEqual({ url: "https://x.de/1" });

    api.override("POST profile/applications/fetchjob", () =>
      Response.json({ statusCode: 502 }, { status: 502 }),
    );
    await user.click(screen.getByTestId("fetch-job"));
    expect((await screen.findByTestId("fetch-job-error")).textContent).toContain(
      "could not be loaded right now",
    );

    api.override("POST profile/applications/fetchjob", () =>
      Response.json({ statusCode: 400, fields: { url: "no job posting found" } }, { status: 400 }),
    );
    await user.click(screen.getByTestId("fetch-job"));
    await waitFor(() =>
      expect(screen.getByTestId("fetch-job-error").textContent).toContain("No job details could be read"),
    );
  });
});
