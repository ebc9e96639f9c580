import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, makeApplication } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { ApplicationsPage } from "../applications/ApplicationsPage.tsx";
import { makeSent, serveComposeData } from "./testing/compose-fixtures.ts";

const job = makeApplication({
  id: 5,
  job_title: "Backend-Entwicklerin",
  hireing_company: "ACME",
  recipient_name: "Anna Berg",
  recipient_salutation: "female",
  mail_address: "hr@acme.example",
});

const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

/** Opens the wizard on the applications page and goes to the mail step of job 5. */
async function toMailStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId("compose-open"));
  await user.click(await screen.findByTestId("compose-job-5"));
  await user.click(screen.getByTestId("compose-next"));
  await user.click(await screen.findByTestId("profile-select-7"));
  await user.click(screen.getByTestId("compose-next"));
  await waitFor(() => expect(value("compose-mail_text")).toContain("Sehr geehrte Frau Berg,"));
}

describe("the compose wizard's draft", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18next.changeLanguage("en");
  });

  it("asks before closing with typed text, keeps it as a draft and offers it back", async () => {
    serveComposeData(fakeApi([job]));
    const user = userEvent.setup();
    renderWithProviders(<ApplicationsPage />, { route: "/applications" });
    await toMailStep(user);
    await user.type(screen.getByTestId("compose-mail_text"), "Mein eigener Satz.");

    // Escape asks; Escape on the question goes back to the wizard with its text.
    await user.keyboard("{Escape}");
    expect(await screen.findByText("Discard the draft?")).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByText("Discard the draft?")).toBeNull());
    expect(value("compose-mail_text")).toContain("Mein eigener Satz.");

    await user.keyboard("{Escape}");
    await user.click(await screen.findByTestId("compose-draft-keep"));
    await waitFor(() => expect(screen.queryByTestId("compose-stepper")).toBeNull());

    // Opened again for the same job: the draft is offered and comes back into the mail step.
    await user.click(screen.getByTestId("compose-open"));
    await user.click(await screen.findByTestId("compose-job-5"));
    await user.click(await screen.findByTestId("compose-draft-restore"));
    await user.click(screen.getByTestId("compose-next"));
    await user.click(await screen.findByTestId("profile-select-7"));
    await user.click(screen.getByTestId("compose-next"));
    await screen.findByTestId("compose-step-2");
    expect(value("compose-mail_text")).toContain("Mein eigener Satz.");
  });

  it("closes without asking when nothing was typed (a template's text is no draft)", async () => {
    serveComposeData(fakeApi([job]));
    const user = userEvent.setup();
    renderWithProviders(<ApplicationsPage />, { route: "/applications" });
    await toMailStep(user);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByTestId("compose-stepper")).toBeNull());
    expect(localStorage.getItem("draft:user-1:compose:5")).toBeNull();
  });

  it("drops the draft when the user discards it, in German", async () => {
    await i18next.changeLanguage("de");
    serveComposeData(fakeApi([job]));
    const user = userEvent.setup();
    renderWithProviders(<ApplicationsPage />, { route: "/applications" });
    await toMailStep(user);
    await user.type(screen.getByTestId("compose-mail_subject"), " (Teilzeit)");
    await user.keyboard("{Escape}");
    expect(await screen.findByText("Entwurf verwerfen?")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Verwerfen" }));
    await waitFor(() => expect(screen.queryByTestId("compose-stepper")).toBeNull());
    expect(localStorage.getItem("draft:user-1:compose:5")).toBeNull();

    await user.click(screen.getByTestId("compose-open"));
    await user.click(await screen.findByTestId("compose-job-5"));
    expect(screen.queryByTestId("compose-draft-offer")).toBeNull();
  });

  it("forgets the draft once the mail is sent", async () => {
    const api = fakeApi([job]);
    serveComposeData(api);
    api.override("POST profile/applications/compose", () =>
      Response.json(
        { status: "queued", sent: makeSent({ application_id: 5, status: "queued" }) },
        { status: 202 },
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ApplicationsPage />, { route: "/applications" });
    await toMailStep(user);
    await user.type(screen.getByTestId("compose-mail_text"), " Gesendet.");
    await waitFor(() => expect(localStorage.getItem("draft:user-1:compose:5")).not.toBeNull());
    await user.click(screen.getByTestId("compose-next"));
    await user.click(await screen.findByTestId("compose-next"));
    await user.click(await screen.findByTestId("compose-send"));
    await waitFor(() => expect(screen.queryByTestId("compose-stepper")).toBeNull());
    expect(localStorage.getItem("draft:user-1:compose:5")).toBeNull();
  });
});
