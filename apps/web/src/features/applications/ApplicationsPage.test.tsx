import { fireEvent, screen, waitFor, within } from "@testing-library/react";
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

describe("applications page", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists rows with title (a link to its page), company, recipient, status, and an edit button for todo, view otherwise", async () => {
    fakeApi([
      makeApplication({ id: 1, job_title: "Frontend developer", recipient_name: "Ada Lovelace" }),
      makeApplication({ id: 2, job_title: "Backend developer", status: "applied" }),
    ]);
    renderPage();
    const row = await screen.findByTestId("app-row-1");
    expect(row.textContent).toContain("Frontend developer");
    expect(row.textContent).toContain("ACME");
    expect(row.textContent).toContain("Ada Lovelace");
    expect(screen.getByTestId("edit-button-1")).toBeTruthy();
    expect(screen.queryByTestId("view-button-1")).toBeNull();
    expect(screen.getByTestId("view-button-2")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Frontend developer" }).getAttribute("href")).toBe(
      "/applications/1",
    );
    const link = within(row).getByRole("link", { name: /Jobboard/ });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("offers all nine statuses in the dropdown", async () => {
    fakeApi([makeApplication({ id: 1 })]);
    renderPage();
    const select = (await screen.findByTestId("status-select-1")) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual([
      "todo",
      "ready",
      "applied",
      "waiting",
      "appointment",
      "canceled",
      "noreply",
      "rejected",
      "accepted",
    ]);
  });

  it("removes a row whose new status belongs in the archive, and keeps one that stays active", async () => {
    const api = fakeApi([makeApplication({ id: 1 }), makeApplication({ id: 2 })]);
    const user = renderPage();
    await user.selectOptions(await screen.findByTestId("status-select-1"), "rejected");
    await waitFor(() => expect(screen.queryByTestId("app-row-1")).toBeNull());
    expect(api.callsTo("POST", "profile/applications/edit").map((call) => call.body)).toEqual([
      { id: 1, status: "rejected" },
    ]);

    await user.selectOptions(screen.getByTestId("status-select-2"), "applied");
    await waitFor(() => expect(api.callsTo("POST", "profile/applications/edit")).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId("view-button-2")).toBeTruthy());
    expect(screen.getByTestId("app-row-2")).toBeTruthy();
    expect((screen.getByTestId("status-select-2") as HTMLSelectElement).value).toBe("applied");
  });

  it("keeps the row and its status when the server refuses the change", async () => {
    const api = fakeApi([makeApplication({ id: 1 })]);
    api.override("POST profile/applications/edit", () => Response.json({ statusCode: 400 }, { status: 400 }));
    const user = renderPage();
    await user.selectOptions(await screen.findByTestId("status-select-1"), "accepted");
    await waitFor(() => expect(api.callsTo("POST", "profile/applications/edit")).toHaveLength(1));
    await waitFor(() =>
      expect((screen.getByTestId("status-select-1") as HTMLSelectElement).value).toBe("todo"),
    );
    expect(screen.getByTestId("app-row-1")).toBeTruthy();
  });

  it("opens the appointment dialog when 'appointment' is chosen and saves the appointment", async () => {
    const api = fakeApi([makeApplication({ id: 1, job_title: "Data analyst" })]);
    const user = renderPage();
    await user.selectOptions(await screen.findByTestId("status-select-1"), "appointment");
    const date = await screen.findByTestId("appointment-date");
    await user.type(date, "2030-05-04");
    // A native time field: set as a browser's time picker sets it (typing digits is not how it works).
    fireEvent.change(screen.getByTestId("appointment-time"), { target: { value: "10:30" } });
    await user.type(screen.getByTestId("appointment-text"), "Interview");
    await user.click(screen.getByTestId("appointment-save"));
    await waitFor(() =>
      expect(api.callsTo("POST", "application/appointment/").map((call) => call.body)).toEqual([
        { appointment_date: "2030-05-04T10:30", value: "Interview", application: { id: 1 } },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId("appointment-date")).toBeNull());
  });

  it("puts the status back when the appointment dialog is closed without an appointment", async () => {
    const api = fakeApi([makeApplication({ id: 1, job_title: "Data analyst", status: "applied" })]);
    const user = renderPage();
    await user.selectOptions(await screen.findByTestId("status-select-1"), "appointment");
    await screen.findByTestId("appointment-date");
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(api.callsTo("POST", "profile/applications/edit").map((call) => call.body)).toEqual([
        { id: 1, status: "appointment" },
        { id: 1, status: "applied" },
      ]),
    );
    await waitFor(() =>
      expect((screen.getByTestId("status-select-1") as HTMLSelectElement).value).toBe("applied"),
    );
    expect(api.callsTo("POST", "application/appointment/")).toHaveLength(0);
  });

  it("moves a focused board card with the arrow keys through the edit endpoint", async () => {
    const api = fakeApi([makeApplication({ id: 7, job_title: "Tester" })]);
    const user = renderPage();
    await user.click(await screen.findByTestId("board-view-toggle"));
    const card = await screen.findByTestId("board-card-7");
    expect(within(screen.getByTestId("board-column-todo")).getByTestId("board-card-7")).toBe(card);

    card.focus();
    await user.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(api.callsTo("POST", "profile/applications/edit").map((call) => call.body)).toEqual([
        { id: 7, status: "ready" },
      ]),
    );
    await waitFor(() =>
      expect(within(screen.getByTestId("board-column-ready")).getByTestId("board-card-7")).toBeTruthy(),
    );
    // Focus follows the card into its new column, so the next key press moves it on.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId("board-card-7")));
    await user.keyboard("{ArrowLeft}");
    await waitFor(() => expect(api.callsTo("POST", "profile/applications/edit")).toHaveLength(2));
    expect(api.callsTo("POST", "profile/applications/edit")[1]?.body).toEqual({ id: 7, status: "todo" });
  });

  it("archives a card dropped on the archive zone", async () => {
    const api = fakeApi([makeApplication({ id: 8 })]);
    const user = renderPage();
    await user.click(await screen.findByTestId("board-view-toggle"));
    const card = await screen.findByTestId("board-card-8");
    const store = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => store.set(type, value),
      getData: (type: string) => store.get(type) ?? "",
      get types() {
        return [...store.keys()];
      },
      effectAllowed: "all",
      dropEffect: "none",
    };
    const { fireEvent } = await import("@testing-library/react");
    fireEvent.dragStart(card, { dataTransfer });
    const target = screen.getByTestId("board-drop-noreply");
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    await waitFor(() => expect(screen.queryByTestId("board-card-8")).toBeNull());
    expect(api.callsTo("POST", "profile/applications/edit")[0]?.body).toEqual({ id: 8, status: "noreply" });
  });

  it("shows an empty state with a call to action", async () => {
    fakeApi([]);
    renderPage();
    expect((await screen.findByTestId("list-empty")).textContent).toContain("No applications yet");
    expect(screen.getByTestId("empty-new-application")).toBeTruthy();
  });
});
