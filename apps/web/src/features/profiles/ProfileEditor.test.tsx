import { PICTURE_MAX_BYTES } from "@jah/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { ProfileEditPage } from "./ProfileEditPage.tsx";
import { fakeProfileApi, makeProfile } from "./testing/fake-profile-api.ts";

function renderEditor(id = 1) {
  renderWithProviders(
    <Routes>
      <Route path="/profile/edit/:id" element={<ProfileEditPage />} />
    </Routes>,
    { route: `/profile/edit/${id}` },
  );
  return userEvent.setup();
}

describe("profile editor", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows 'Required' for missing names, opens their tab and sends nothing", async () => {
    const api = fakeProfileApi([makeProfile({ id: 1, vorname: "", name: "" })]);
    const user = renderEditor();
    await user.type(await screen.findByTestId("profile-title"), "Engineer");
    await user.click(screen.getByTestId("profile-save"));
    expect(await screen.findByTestId("profile-vorname")).toBeTruthy();
    expect(screen.getByTestId("tab-personal").getAttribute("aria-selected")).toBe("true");
    expect(screen.getAllByText("Required")).toHaveLength(2);
    expect(screen.getByTestId("editor-problem")).toBeTruthy();
    expect(api.callsTo("POST", "profile/edit")).toHaveLength(0);
  });

  it("saves the whole form: fields, looking-for list (empty input ignored) and languages", async () => {
    const api = fakeProfileApi([makeProfile({ id: 1, vorname: "Ada", name: "Lovelace", profiletitle: "" })]);
    const user = renderEditor();
    await user.type(await screen.findByTestId("profile-profiletitle"), "Backend");
    await user.type(screen.getByTestId("profile-title"), "Software engineer");
    await user.click(screen.getByTestId("profile-remote_only"));
    await user.click(screen.getByTestId("searching-add"));
    await user.type(screen.getByTestId("searching-input"), "   ");
    await user.click(screen.getByTestId("searching-add"));
    expect(screen.getByText("No entries yet.")).toBeTruthy();
    await user.type(screen.getByTestId("searching-input"), "Tech lead{Enter}");
    expect(screen.getByTestId("searching-items").textContent).toContain("Tech lead");
    expect(screen.getByTestId("unsaved")).toBeTruthy();

    await user.click(screen.getByTestId("tab-personal"));
    await user.type(screen.getByTestId("language-name"), "English");
    await user.selectOptions(screen.getByTestId("language-level"), "100");
    await user.click(screen.getByTestId("language-add"));
    expect(screen.getByTestId("language-0").textContent).toBe("English");

    await user.click(screen.getByTestId("profile-save"));
    await waitFor(() => expect(api.callsTo("POST", "profile/edit")).toHaveLength(1));
    const body = api.callsTo("POST", "profile/edit")[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      id: 1,
      vorname: "Ada",
      name: "Lovelace",
      profiletitle: "Backend",
      title: "Software engineer",
      remote_only: true,
      _searching: [{ name: "Tech lead" }],
      languages: [{ name: "English", level: 100 }],
      birthdate: null,
      max_hours: null,
    });
    expect(body).not.toHaveProperty("picture");
    await waitFor(() => expect(screen.queryByTestId("unsaved")).toBeNull());

    // Ctrl+S saves too, also while typing in a field.
    await user.click(screen.getByTestId("tab-basics"));
    await user.type(screen.getByTestId("profile-mantra"), "Keep going");
    await user.keyboard("{Control>}s{/Control}");
    await waitFor(() => expect(api.callsTo("POST", "profile/edit")).toHaveLength(2));
    expect(api.callsTo("POST", "profile/edit")[1]?.body).toMatchObject({ mantra: "Keep going" });
  });

  it("saves unsaved changes before the server draws the PDF, and names the file after them", async () => {
    const api = fakeProfileApi([makeProfile({ id: 1, profiletitle: "Old" })]);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = renderEditor();
    const title = await screen.findByTestId("profile-profiletitle");
    await user.clear(title);
    await user.type(title, "New title");
    await user.click(screen.getByTestId("editor-download"));
    await waitFor(() => expect(saved).toEqual(["Ada_Lovelace_New_title.pdf"]));
    const order = api.calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf("POST profile/edit")).toBeGreaterThan(-1);
    expect(order.indexOf("POST profile/edit")).toBeLessThan(order.indexOf("GET profile/download/1"));
  });

  it("shows the rates tab only for freelance profiles; the type is saved at once", async () => {
    const api = fakeProfileApi([makeProfile({ id: 1, freelance: false })]);
    const user = renderEditor();
    await screen.findByTestId("tab-basics");
    expect(screen.queryByTestId("tab-rates")).toBeNull();
    await user.click(screen.getByTestId("tab-settings"));
    await user.click(within(screen.getByTestId("profile-freelance")).getByText("Freelance"));
    await waitFor(() => expect(api.callsTo("POST", "profile/edit")).toHaveLength(1));
    expect(api.callsTo("POST", "profile/edit")[0]?.body).toMatchObject({ id: 1, freelance: true });
    await user.click(await screen.findByTestId("tab-rates"));
    expect(screen.getByTestId("profile-max_hours")).toBeTruthy();
    expect(screen.getByTestId("profile-hourly_rate_remote_public")).toBeTruthy();
  });

  it("groups hard skills by category and checks a new skill's name and category", async () => {
    const api = fakeProfileApi([
      makeProfile({
        id: 1,
        skills: [
          { id: 11, name: "TypeScript", category: "Languages", percentage: 100 },
          { id: 12, name: "Docker", category: "Tools", percentage: 50 },
          { id: 13, name: "Go", category: "Languages", percentage: 75 },
        ],
      }),
    ]);
    const user = renderEditor();
    await user.click(await screen.findByTestId("tab-skills"));
    const groups = screen.getAllByTestId(/^skill-group-/);
    expect(groups.map((group) => group.dataset.testid)).toEqual([
      "skill-group-Languages",
      "skill-group-Tools",
    ]);
    expect(
      within(groups[0] as HTMLElement)
        .getAllByTestId(/^skill-\d+$/)
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining("Go"), expect.stringContaining("TypeScript")]);
    expect(groups[0]?.textContent).toContain("Absolute expert (100 %)");

    await user.click(screen.getByTestId("skill-add"));
    await user.click(screen.getByTestId("skill-save"));
    expect(await screen.findAllByText("Required")).toHaveLength(2);
    expect(api.callsTo("POST", "profile/skill/")).toHaveLength(0);

    await user.type(screen.getByTestId("skill-name"), "Kubernetes");
    await user.type(screen.getByTestId("skill-category"), "Tools");
    await user.selectOptions(screen.getByTestId("skill-percentage"), "75");
    await user.click(screen.getByTestId("skill-save"));
    await waitFor(() => expect(api.callsTo("POST", "profile/skill/")).toHaveLength(1));
    expect(api.callsTo("POST", "profile/skill/")[0]?.body).toEqual({
      name: "Kubernetes",
      category: "Tools",
      percentage: 75,
      profile: { id: 1 },
    });
    await waitFor(() => expect(screen.getByTestId("skill-group-Tools").textContent).toContain("Kubernetes"));
  });

  it("checks education dates and sends them as YYYY-MM-DD", async () => {
    const api = fakeProfileApi([makeProfile({ id: 1 })]);
    const user = renderEditor();
    await user.click(await screen.findByTestId("tab-education"));
    await user.click(screen.getByTestId("education-add"));
    await user.type(screen.getByTestId("education-name"), "TU Berlin");
    await user.type(screen.getByTestId("education-subject_area"), "Computer science");
    await user.click(screen.getByTestId("education-save"));
    expect(await screen.findAllByText("Required")).toHaveLength(2);

    await user.type(screen.getByTestId("education-start"), "2015-10-01");
    await user.type(screen.getByTestId("education-ende"), "2019-09-30");
    await user.click(screen.getByTestId("education-save"));
    await waitFor(() => expect(api.callsTo("POST", "profile/education/")).toHaveLength(1));
    expect(api.callsTo("POST", "profile/education/")[0]?.body).toMatchObject({
      name: "TU Berlin",
      start: "2015-10-01",
      ende: "2019-09-30",
      profile: { id: 1 },
    });
    expect((await screen.findByTestId("education-timeline")).textContent).toContain("TU Berlin");
  });

  it("adds a job with an open end and a task to it", async () => {
    const api = fakeProfileApi([makeProfile({ id: 1 })]);
    const user = renderEditor();
    await user.click(await screen.findByTestId("tab-work"));
    await user.click(screen.getByTestId("work-add"));
    await user.type(screen.getByTestId("work-position_name"), "Developer");
    await user.type(screen.getByTestId("work-position_type"), "Employed");
    await user.type(screen.getByTestId("work-start"), "2020-01-01");
    await user.click(screen.getByTestId("work-current"));
    await user.click(screen.getByTestId("work-save"));
    await waitFor(() => expect(api.callsTo("POST", "profile/workexperience/")).toHaveLength(1));
    expect(api.callsTo("POST", "profile/workexperience/")[0]?.body).toMatchObject({
      position_name: "Developer",
      start: "2020-01-01",
      ende: null,
      current: true,
    });
    const timeline = await screen.findByTestId("work-timeline");
    expect(timeline.textContent).toContain("today");
    const taskInput = within(timeline).getByPlaceholderText("Add a task and press Enter");
    await user.type(taskInput, "Built the API{Enter}");
    await waitFor(() => expect(api.callsTo("POST", "profile/workexperience/addJobTask")).toHaveLength(1));
    expect(api.callsTo("POST", "profile/workexperience/addJobTask")[0]?.body).toEqual({
      description: "Built the API",
      workexperience: { id: 500 },
    });
    await waitFor(() => expect(screen.getByTestId("work-timeline").textContent).toContain("Built the API"));
  });

  it("refuses a photo that is too big or no JPEG/PNG before uploading", async () => {
    const api = fakeProfileApi([makeProfile({ id: 1 })]);
    const user = renderEditor();
    await screen.findByTestId("editor-header");
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(
      input,
      new File([new Uint8Array(PICTURE_MAX_BYTES + 1)], "big.jpg", { type: "image/jpeg" }),
    );
    expect((await screen.findByTestId("editor-problem")).textContent).toBe(
      "File: big.jpg is too big. Max. allowed size: 5MB",
    );
    expect(api.callsTo("POST", "profile/edit")).toHaveLength(0);

    await user.upload(input, new File(["png"], "me.png", { type: "image/png" }));
    await waitFor(() => expect(api.callsTo("POST", "profile/edit")).toHaveLength(1));
    const body = api.callsTo("POST", "profile/edit")[0]?.body as { picture?: string } | undefined;
    expect(body?.picture).toMatch(/^data:image\/png;base64,/);
  });

  it("shows social links with the icon of their site and adds one", async () => {
    const api = fakeProfileApi([
      makeProfile({
        id: 1,
        socialmedias: [{ id: 7, key_name: "LinkedIn", value: "https://www.linkedin.com/in/ada", date: "" }],
      }),
    ]);
    const user = renderEditor();
    const header = await screen.findByTestId("editor-social");
    expect(within(header).getByRole("link", { name: "LinkedIn" }).dataset.site).toBe("linkedin");
    await user.click(screen.getByTestId("tab-address"));
    await user.click(screen.getByTestId("social-add"));
    await user.type(screen.getByTestId("social-value"), "javascript:alert(1)");
    await user.click(screen.getByTestId("social-save"));
    expect(await screen.findByText("Must be a web address (http or https)")).toBeTruthy();
    await user.clear(screen.getByTestId("social-value"));
    await user.type(screen.getByTestId("social-value"), "https://github.com/ada");
    await user.click(screen.getByTestId("social-save"));
    await waitFor(() => expect(api.callsTo("POST", "profile/socialmedia/")).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByTestId(/^social-\d+$/)).toHaveLength(2));
  });
});
