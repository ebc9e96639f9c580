import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, makeApplication } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { makeSent, serveComposeData } from "../compose/testing/compose-fixtures.ts";
import { ApplicationsPage } from "./ApplicationsPage.tsx";

function renderPage() {
  renderWithProviders(<ApplicationsPage />, { route: "/applications" });
  return userEvent.setup();
}

describe("the view modal's mail tab", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows what was sent, with the CV download, and no send button", async () => {
    const api = fakeApi([makeApplication({ id: 8, status: "applied", send: true })]);
    serveComposeData(api);
    api.override("GET profile/applications/sent/8", () =>
      Response.json({ sent: makeSent({ application_id: 8, subject: "Bewerbung als Job 8" }) }),
    );
    const user = renderPage();
    await user.click(await screen.findByTestId("view-button-8"));
    await user.click(await screen.findByTestId("tab-mail"));

    expect((await screen.findByTestId("sent-status")).textContent).toBe("Sent");
    expect(screen.getByTestId("sent-recipient").textContent).toBe("hr@acme.example");
    expect(screen.getByTestId("sent-subject").textContent).toBe("Bewerbung als Job 8");
    expect(screen.getByTestId("sent-body").textContent).toBe("Sehr geehrte Damen und Herren,\n\nText");
    expect(screen.getByTestId("sent-attachments").textContent).toContain("Ada_Lovelace_Profile_7.pdf");
    expect(screen.getByTestId("sent-attachments").textContent).toContain("Zeugnis.pdf");
    expect(screen.getByTestId("sent-cv-download")).toBeTruthy();
    expect(screen.queryByTestId("mail-send")).toBeNull();
  });

  it("shows a failed delivery with its reason and a hint", async () => {
    const api = fakeApi([makeApplication({ id: 9, status: "ready" })]);
    serveComposeData(api);
    api.override("GET profile/applications/sent/9", () =>
      Response.json({
        sent: makeSent({
          application_id: 9,
          status: "failed",
          error: "550 Mailbox unavailable",
          sent_at: null,
        }),
      }),
    );
    const user = renderPage();
    await user.click(await screen.findByTestId("view-button-9"));
    await user.click(await screen.findByTestId("tab-mail"));
    expect((await screen.findByTestId("sent-status")).textContent).toBe("Failed");
    expect(screen.getByTestId("sent-error").textContent).toContain("550 Mailbox unavailable");
    expect(screen.getByTestId("sent-error").textContent).toContain("Check your mail account");
  });

  it("sends from the tab, attaches files, then hides the button and follows the delivery", async () => {
    const api = fakeApi([
      makeApplication({
        id: 10,
        status: "ready",
        job_title: "Tester",
        mail_address: "jobs@acme.example",
        recipient_name: "Anna Berg",
        recipient_salutation: "female",
        profile: { id: 7, profiletitle: "Profile 7" },
      }),
    ]);
    serveComposeData(api, { connected: true });
    // Nothing sent yet; after Send the record is queued at first, then delivered.
    const records: unknown[] = [null];
    api.override("GET profile/applications/sent/10", () =>
      Response.json({ sent: records.length > 1 ? records.shift() : records[0] }),
    );
    let links: Array<{ id: number; application: { id: number }; document: unknown }> = [];
    api.override("GET document/application/show/10", () => Response.json(links));
    api.override("GET document/application/connect/10/3", () => {
      links = [{ id: 44, application: { id: 10 }, document: { id: 3, original_name: "Zeugnis.pdf" } }];
      return Response.json({ id: 44 });
    });
    api.override("POST profile/applications/compose", () => {
      records.splice(
        0,
        1,
        makeSent({ application_id: 10, status: "queued", sent_at: null }),
        makeSent({ application_id: 10, status: "sent", recipient: "jobs@acme.example" }),
      );
      return Response.json(
        { status: "queued", sent: makeSent({ application_id: 10, status: "queued", sent_at: null }) },
        { status: 202 },
      );
    });
    const user = renderPage();
    await user.click(await screen.findByTestId("view-button-10"));
    await user.click(await screen.findByTestId("tab-mail"));

    const body = (await screen.findByTestId("mail-mail_text")) as HTMLTextAreaElement;
    await waitFor(() => expect(body.value).toContain("Sehr geehrte Frau Berg,"));
    expect(body.getAttribute("rows")).toBe("15");
    expect((screen.getByTestId("mail-mail_subject") as HTMLInputElement).value).toBe("Bewerbung als Tester");
    expect(await screen.findByTestId("compose-account")).toBeTruthy();
    expect(screen.getByTestId("mail-title-panel")).toBeTruthy();

    await user.click(await screen.findByTestId("mail-file-3"));
    await waitFor(() => expect(api.callsTo("GET", "document/application/connect/10/3")).toHaveLength(1));

    await user.click(screen.getByTestId("mail-send"));
    await waitFor(() => expect(api.callsTo("POST", "profile/applications/compose")).toHaveLength(1));
    expect(api.callsTo("POST", "profile/applications/compose")[0]?.body).toMatchObject({
      profile: { id: 7 },
      application: { id: 10 },
      mail_address: "jobs@acme.example",
      mail_subject: "Bewerbung als Tester",
      documents: [3],
    });
    expect((await screen.findByTestId("sent-status")).textContent).toBe("Queued");
    expect(screen.queryByTestId("mail-send")).toBeNull();
    // The record is asked for again while the mail is on its way, until it is final.
    await waitFor(() => expect(screen.getByTestId("sent-status").textContent).toBe("Sent"), {
      timeout: 6000,
    });
  }, 15_000);
});
