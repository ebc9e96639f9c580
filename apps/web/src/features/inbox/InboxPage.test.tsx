import type { InboxItemDto } from "@jah/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { InboxPage } from "./InboxPage.tsx";

const reply = (overrides: Partial<InboxItemDto> = {}): InboxItemDto => ({
  id: 5,
  application: { id: 8, job_title: "Backend Developer", hireing_company: "Acme" },
  matched_by: "thread",
  from_address: "hr@acme.example",
  from_name: "Erika",
  sender_check: "verified",
  subject: "Re: Bewerbung",
  received_at: "2027-03-01T09:00:00.000Z",
  suggestion: "invitation",
  suggestion_sentence: "We would like to invite you to an interview on March 16 at 10 am.",
  suggestion_date: "2027-03-16T10:00",
  state: "open",
  candidates: [],
  ...overrides,
});

describe("the inbox page", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows a matched reply with its suggestion and sentence, and accepts it only on click", async () => {
    const api = fakeApi([]);
    api.override("GET inbox/", () =>
      Response.json({
        matched: [reply()],
        unmatched: [
          reply({ id: 6, application: null, suggestion: null }),
          reply({
            id: 7,
            application: null,
            suggestion: "documents",
            suggestion_date: null,
            candidates: [
              { id: 12, job_title: "Risk Analyst", hireing_company: "Delta Bank" },
              { id: 11, job_title: "IT Auditor", hireing_company: "Delta Bank" },
            ],
          }),
        ],
      }),
    );
    api.override("POST inbox/5/accept", () => Response.json(reply({ state: "accepted" })));
    renderWithProviders(<InboxPage />, { route: "/applications/inbox" });
    const user = userEvent.setup();
    const cards = await screen.findAllByTestId("inbox-reply");
    expect(cards).toHaveLength(3);
    // A reply that names two applications alike says which, for the user to choose when opening it.
    expect(screen.getAllByTestId("inbox-candidates").map((c) => c.textContent)).toEqual([
      "Belongs to one of these applications: Risk Analyst · Delta Bank / IT Auditor · Delta Bank",
    ]);
    expect(cards[0]!.textContent).toContain("Backend Developer · Acme");
    expect(cards[0]!.textContent).toContain("Invitation to an interview");
    expect(cards[0]!.textContent).toContain("invite you to an interview");
    // In the reader's format (issue 43), without seconds and not as ISO text.
    expect(screen.getByTestId("inbox-date").textContent).toBe(
      new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(2027, 2, 16, 10, 0),
      ),
    );
    expect(screen.getByText("Not matched to an application")).toBeTruthy();
    expect(api.callsTo("POST", "inbox/5/accept")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(api.callsTo("POST", "inbox/5/accept")).toHaveLength(1));
  });

  it("marks a sender the mail server did not verify, and says why no step is suggested when only the sender tied it", async () => {
    const api = fakeApi([]);
    api.override("GET inbox/", () =>
      Response.json({
        matched: [
          reply({ id: 5 }),
          reply({
            id: 6,
            matched_by: "domain",
            from_address: "p.beta@beta-werke.example",
            sender_check: "failed",
            suggestion: null,
            suggestion_sentence: null,
            suggestion_date: null,
          }),
          reply({ id: 7, matched_by: "thread", sender_check: "none" }),
        ],
        unmatched: [],
      }),
    );
    renderWithProviders(<InboxPage />, { route: "/applications/inbox" });
    const user = userEvent.setup();
    const cards = await screen.findAllByTestId("inbox-reply");
    const badgeOf = (card: HTMLElement) => within(card).queryByTestId("sender-not-verified");
    expect(badgeOf(cards[0]!)).toBeNull();
    expect(badgeOf(cards[1]!)?.textContent).toBe("Sender not verified");
    expect(badgeOf(cards[2]!)?.textContent).toBe("Sender not verified");
    // No suggestion and so no Accept for the forged one; the thread reply keeps its suggestion.
    expect(within(cards[1]!).queryByRole("button", { name: "Accept" })).toBeNull();
    expect(within(cards[2]!).getByRole("button", { name: "Accept" })).toBeTruthy();

    // The badge explains itself to the keyboard as to the mouse.
    await user.tab();
    while (document.activeElement !== badgeOf(cards[1]!)) await user.tab();
    const failed = await screen.findByRole("tooltip");
    expect(failed.textContent).toContain("failed for beta-werke.example");
    expect(failed.textContent).toContain("no next step is suggested");
    await user.hover(badgeOf(cards[2]!)!);
    await waitFor(() =>
      expect(
        screen
          .getAllByRole("tooltip")
          .map((t) => t.textContent)
          .join(" "),
      ).toContain("recorded no check of the sender"),
    );
    expect(screen.getAllByRole("tooltip").at(-1)!.textContent).not.toContain("no next step");
  });

  it("says so when there are no replies yet", async () => {
    const api = fakeApi([]);
    api.override("GET inbox/", () => Response.json({ matched: [], unmatched: [] }));
    renderWithProviders(<InboxPage />, { route: "/applications/inbox" });
    expect(await screen.findByText("No replies yet")).toBeTruthy();
  });
});
