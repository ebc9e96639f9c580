import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { MailHistory } from "./MailHistory.tsx";

const received = {
  direction: "received",
  id: 5,
  at: "2027-03-03T09:00:00.000Z",
  address: "hr@acme.example",
  application: { id: 8, job_title: "Backend Developer", hireing_company: "Acme" },
  matched_by: "thread",
  from_address: "hr@acme.example",
  from_name: "Erika",
  sender_check: "verified",
  subject: "Re: Bewerbung als Backend Developer",
  received_at: "2027-03-03T09:00:00.000Z",
  suggestion: "rejection",
  suggestion_sentence: "Leider müssen wir Ihnen absagen.",
  suggestion_date: null,
  state: "open",
  candidates: [],
  body: "Sehr geehrte Frau Lovelace,\nleider müssen wir Ihnen absagen.",
  attachments: [],
};

describe("an application's Mail history", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists sent and received mail in the server's order and opens a reply with its suggestion", async () => {
    const api = fakeApi([]);
    api.override("GET inbox/application/8", () =>
      Response.json([
        {
          direction: "sent",
          id: 2,
          at: "2027-03-01T08:00:00.000Z",
          address: "hr@acme.example",
          subject: "Bewerbung als Backend Developer",
          body: "Sehr geehrte Damen und Herren,\nanbei meine Bewerbung.",
          status: "sent",
        },
        received,
      ]),
    );
    api.override("GET inbox/5", () => Response.json(received));
    renderWithProviders(<MailHistory applicationId={8} />);
    const user = userEvent.setup();
    const sent = await screen.findByTestId("mail-history-sent");
    const reply = screen.getByTestId("mail-history-received");
    // Sent first, then the reply: the order the server gave (oldest first).
    expect(sent.compareDocumentPosition(reply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sent.textContent).toContain("Sent");
    expect(reply.textContent).toContain("Received");
    expect(reply.textContent).toContain("Rejection");
    await user.click(reply);
    expect((await screen.findByTestId("reply-body")).textContent).toContain(
      "leider müssen wir Ihnen absagen",
    );
    expect(screen.getByRole("button", { name: "Accept" })).toBeTruthy();
  });

  it("says so when nothing was sent or received yet", async () => {
    const api = fakeApi([]);
    api.override("GET inbox/application/9", () => Response.json([]));
    renderWithProviders(<MailHistory applicationId={9} />);
    expect(await screen.findByText("No e-mails sent or received for this application yet.")).toBeTruthy();
  });
});
