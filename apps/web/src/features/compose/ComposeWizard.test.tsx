import { defaultFollowUp } from "@jah/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import dayjs from "dayjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, makeApplication } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { dateInputFormat } from "../../i18n/date-input-format.ts";
import { DashboardPage } from "../../pages/dashboard/DashboardPage.tsx";
import { saveSession } from "../../session/session.ts";
import { ApplicationsPage } from "../applications/ApplicationsPage.tsx";
import { makeLetter, makeSent, serveComposeData } from "./testing/compose-fixtures.ts";

const job = makeApplication({
  id: 5,
  job_title: "Backend-Entwicklerin",
  hireing_company: "ACME",
  recipient_name: "Anna Berg",
  recipient_salutation: "female",
  mail_address: "hr@acme.example",
});

function renderPage() {
  renderWithProviders(<ApplicationsPage />, { route: "/applications" });
  return userEvent.setup();
}

const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

describe("compose wizard", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("walks through the steps, goes back, checks 'Required' and sends the payload of the spec", async () => {
    const api = fakeApi([job]);
    serveComposeData(api);
    api.override("POST profile/applications/compose", () =>
      Response.json(
        { status: "queued", sent: makeSent({ application_id: 5, status: "queued" }) },
        { status: 202 },
      ),
    );
    const user = renderPage();
    await user.click(await screen.findByTestId("compose-open"));

    // Step 0: nothing chosen yet.
    await user.click(await screen.findByTestId("compose-next"));
    expect(screen.getByTestId("compose-step-error").textContent).toBe("Please choose a job first.");
    await user.click(await screen.findByTestId("compose-job-5"));
    await user.click(screen.getByTestId("compose-next"));

    // Step 1: the profile cards in compose mode.
    await user.click(await screen.findByTestId("profile-select-7"));
    await user.click(screen.getByTestId("compose-next"));

    // Step 2: recipient from the application, the German letter filled, the subject in its language.
    await waitFor(() => expect(value("compose-mail_text")).toContain("Sehr geehrte Frau Berg,"));
    expect(value("compose-mail_text")).toContain("ich bewerbe mich als Backend-Entwicklerin.");
    expect(value("compose-mail_address")).toBe("hr@acme.example");
    expect(value("compose-mail_subject")).toBe("Bewerbung als Backend-Entwicklerin");
    expect(screen.getByTestId("compose-mail_text").getAttribute("rows")).toBe("15");

    await user.clear(screen.getByTestId("compose-mail_subject"));
    await user.click(screen.getByTestId("compose-next"));
    expect(await screen.findByText("Required")).toBeTruthy();
    expect(screen.getByTestId("compose-step-2")).toBeTruthy();
    await user.type(screen.getByTestId("compose-mail_subject"), "Meine Bewerbung");
    await user.click(screen.getByTestId("compose-use-title"));
    expect(value("compose-updated-title")).toBe("Backend-Entwicklerin");
    await user.click(screen.getByTestId("compose-next"));

    // Step 3, then back to 2: the mail is kept.
    await screen.findByTestId("compose-step-3");
    await user.click(screen.getByTestId("compose-back"));
    await screen.findByTestId("compose-step-2");
    expect(value("compose-mail_subject")).toBe("Meine Bewerbung");
    await user.click(screen.getByTestId("compose-next"));
    await user.click(await screen.findByTestId("compose-file-3"));
    await user.click(screen.getByTestId("compose-next"));

    // Step 4: the summary, the default follow-up and the missing account.
    await screen.findByTestId("compose-step-4");
    expect(screen.getByTestId("compose-check-recipient").textContent).toBe("hr@acme.example");
    expect(screen.getByTestId("compose-check-cv").textContent).toContain("Ada_Lovelace_Profile_7.pdf");
    expect(screen.getByTestId("compose-check-attachments").textContent).toBe("Zeugnis.pdf");
    // Shown in the interface's language; sent as YYYY-MM-DD (the payload below).
    expect(value("compose-follow_up")).toBe(
      dayjs(defaultFollowUp()).format(dateInputFormat("en").valueFormat),
    );
    expect(await screen.findByTestId("compose-account-none")).toBeTruthy();

    await user.click(screen.getByTestId("compose-send"));
    await waitFor(() => expect(api.callsTo("POST", "profile/applications/compose")).toHaveLength(1));
    const body = api.callsTo("POST", "profile/applications/compose")[0]?.body;
    expect(body).toEqual({
      profile: { id: 7 },
      application: { id: 5 },
      mail_address: "hr@acme.example",
      mail_subject: "Meine Bewerbung",
      mail_text: expect.stringContaining("Sehr geehrte Frau Berg,"),
      updated_title: "Backend-Entwicklerin",
      use_updated_title: true,
      fit_percentage: 70,
      follow_up: defaultFollowUp(),
      documents: [3],
    });
    await waitFor(() => expect(screen.queryByTestId("compose-stepper")).toBeNull());
  });

  it("starts at the profile step when opened from a todo row, and goes back to the job list", async () => {
    const api = fakeApi([job]);
    serveComposeData(api);
    renderWithProviders(<DashboardPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId("compose-button-5"));
    await screen.findByTestId("compose-step-1");
    expect(screen.getByTestId("compose-chosen-job").textContent).toContain("Backend-Entwicklerin");
    await user.click(screen.getByTestId("compose-back"));
    await screen.findByTestId("compose-step-0");
    expect((await screen.findByTestId("compose-job-5")).getAttribute("aria-checked")).toBe("true");
  });

  it("warns about placeholders it cannot fill and does not go on until they are gone", async () => {
    const api = fakeApi([{ ...job, recipient_name: "", recipient_salutation: "none" }]);
    serveComposeData(api, {
      letters: [
        makeLetter({ id: 12, text: "Hallo {firstname} {lastname},\n\nText für {portal} und {foo}." }),
      ],
    });
    const user = renderPage();
    await user.click(await screen.findByTestId("compose-open"));
    await user.click(await screen.findByTestId("compose-job-5"));
    await user.click(screen.getByTestId("compose-next"));
    await user.click(await screen.findByTestId("profile-select-7"));
    await user.click(screen.getByTestId("compose-next"));

    const warning = await screen.findByTestId("compose-unfilled");
    expect(warning.textContent).toContain("{firstname}");
    expect(warning.textContent).toContain("{lastname}");
    expect(warning.textContent).toContain("{foo}");
    // The portal is known (the application's page): filled.
    expect(value("compose-mail_text")).toContain("Text für Jobboard");
    await user.click(screen.getByTestId("compose-next"));
    expect(screen.getByTestId("compose-step-error").textContent).toContain("placeholders");
    expect(screen.getByTestId("compose-step-2")).toBeTruthy();

    await user.clear(screen.getByTestId("compose-mail_text"));
    await user.type(screen.getByTestId("compose-mail_text"), "Guten Tag,{enter}{enter}Text.");
    await waitFor(() => expect(screen.queryByTestId("compose-unfilled")).toBeNull());
    await user.click(screen.getByTestId("compose-next"));
    await screen.findByTestId("compose-step-3");
  });

  it("opens the mail program without an account and says that attachments go in by hand", async () => {
    const api = fakeApi([job]);
    serveComposeData(api);
    const mailto = "mailto:hr@acme.example?subject=Bewerbung%20als%20X&body=Hallo%0D%0A";
    api.override("POST profile/applications/compose", () =>
      Response.json({ status: "mailto", mailto, attachments_note: true }),
    );
    const opened = vi.fn();
    const user = renderPage();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      opened(this.getAttribute("href"));
    });
    await user.click(await screen.findByTestId("compose-open"));
    await user.click(await screen.findByTestId("compose-job-5"));
    await user.click(screen.getByTestId("compose-next"));
    await user.click(await screen.findByTestId("profile-select-7"));
    await user.click(screen.getByTestId("compose-next"));
    await waitFor(() => expect(value("compose-mail_text")).toContain("Sehr geehrte"));
    await user.click(screen.getByTestId("compose-next"));
    await user.click(await screen.findByTestId("compose-next"));
    await user.click(await screen.findByTestId("compose-send"));

    const note = await screen.findByTestId("compose-mailto-note");
    expect(opened).toHaveBeenCalledWith(mailto);
    expect(note.textContent).toContain("attach these files by hand");
    expect(note.textContent).toContain("Ada_Lovelace_Profile_7.pdf");
    expect(screen.getByTestId("compose-mailto-link").getAttribute("href")).toBe(mailto);
    click.mockRestore();
  });
});
