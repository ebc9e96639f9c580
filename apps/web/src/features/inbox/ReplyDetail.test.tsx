import type { InboxMessageDto } from "@jah/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, makeApplication } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { ReplyDetail } from "./ReplyDetail.tsx";

const message = (overrides: Partial<InboxMessageDto> = {}): InboxMessageDto => ({
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
  body: 'Hello,\n<img src="https://tracker.example/p.gif"> We would like to invite you to an interview on March 16 at 10 am.',
  attachments: [{ id: 31, name: "Fragebogen.pdf", mime: "application/pdf", size: 2048, not_stored: null }],
  ...overrides,
});

describe("a reply in full", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18next.changeLanguage("en");
  });

  it("shows the text as text (no markup, no remote image), lists attachments as downloads, accepts with the corrected date", async () => {
    const api = fakeApi([]);
    api.override("GET inbox/5", () => Response.json(message()));
    api.override("GET inbox/attachment/31", () => new Response(new Blob(["%PDF"]), { status: 200 }));
    api.override("POST inbox/5/accept", () => Response.json(message({ state: "accepted" })));
    const created = vi.fn(() => "blob:x");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => {} }));
    renderWithProviders(<ReplyDetail id={5} />);
    const user = userEvent.setup();

    const body = await screen.findByTestId("reply-body");
    expect(body.textContent).toContain('<img src="https://tracker.example/p.gif">');
    expect(body.querySelector("img")).toBeNull();
    expect(document.querySelector("img[src^='https://tracker']")).toBeNull();
    expect(screen.getByTestId("reply-suggestion").textContent).toContain("Invitation to an interview");
    expect(screen.getByTestId("reply-suggestion").textContent).toContain(
      "invite you to an interview on March 16",
    );

    // An attachment is a download button, never a link that would open it in the page.
    const download = screen.getByRole("button", { name: "Download Fragebogen.pdf" });
    expect(screen.queryByRole("link", { name: /Fragebogen/ })).toBeNull();
    await user.click(download);
    await waitFor(() => expect(api.callsTo("GET", "inbox/attachment/31")).toHaveLength(1));

    const date = screen.getByTestId("reply-appointment-date") as HTMLInputElement;
    expect(date.value).toBe("2027-03-16T10:00");
    await user.clear(date);
    await user.type(date, "2027-03-17T14:30");
    expect(api.callsTo("POST", "inbox/5/accept")).toHaveLength(0);
    await user.click(screen.getByTestId("reply-accept"));
    await waitFor(() =>
      expect(api.callsTo("POST", "inbox/5/accept")[0]?.body).toEqual({
        appointment_date: "2027-03-17T14:30",
      }),
    );
  });

  it("writes out why a sender is not verified, and nothing for a verified one", async () => {
    const api = fakeApi([]);
    api.override("GET inbox/5", () => Response.json(message()));
    api.override("GET inbox/9", () =>
      Response.json(
        message({
          id: 9,
          matched_by: "address",
          from_address: "karriere@beta-werke.example",
          sender_check: "none",
          suggestion: null,
          suggestion_sentence: null,
          suggestion_date: null,
        }),
      ),
    );
    const { unmount } = renderWithProviders(<ReplyDetail id={5} />);
    await screen.findByTestId("reply-body");
    expect(screen.queryByTestId("sender-notice")).toBeNull();
    unmount();
    renderWithProviders(<ReplyDetail id={9} />);
    const notice = await screen.findByTestId("sender-notice");
    expect(notice.textContent).toContain("Sender not verified");
    expect(notice.textContent).toContain("confirms this message comes from beta-werke.example");
    expect(notice.textContent).toContain("change the application's status yourself");
    expect(screen.queryByTestId("reply-suggestion")).toBeNull();
  });

  it("offers an unmatched reply a link to one of the applications, or ignoring it", async () => {
    const api = fakeApi([
      makeApplication({ id: 8, job_title: "Backend Developer", hireing_company: "Acme" }),
    ]);
    api.override("GET inbox/6", () =>
      Response.json(
        message({
          id: 6,
          application: null,
          matched_by: null,
          suggestion: null,
          body: null,
          attachments: [],
        }),
      ),
    );
    api.override("POST inbox/6/link", () => Response.json(message({ id: 6, matched_by: "manual" })));
    api.override("POST inbox/6/ignore", () => Response.json(message({ id: 6, state: "ignored" })));
    renderWithProviders(<ReplyDetail id={6} />);
    const user = userEvent.setup();
    expect((await screen.findByTestId("reply-no-body")).textContent).toContain("not kept");
    expect(screen.queryByTestId("reply-accept")).toBeNull();
    await user.click(screen.getByTestId("reply-link-select"));
    await user.click(await screen.findByRole("option", { name: "Backend Developer · Acme" }));
    await user.click(screen.getByTestId("reply-link"));
    await waitFor(() => expect(api.callsTo("POST", "inbox/6/link")[0]?.body).toEqual({ application: 8 }));
    await user.click(screen.getByRole("button", { name: "Ignore" }));
    await waitFor(() => expect(api.callsTo("POST", "inbox/6/ignore")).toHaveLength(1));
  });

  it("offers the applications an ambiguous reply names, one click each, in both languages", async () => {
    const api = fakeApi([makeApplication({ id: 8, job_title: "Controller", hireing_company: "Zeta AG" })]);
    api.override("GET inbox/6", () =>
      Response.json(
        message({
          id: 6,
          application: null,
          matched_by: null,
          suggestion: "documents",
          body: "Könnten Sie uns bitte Ihre Zeugnisse zusenden?",
          attachments: [],
          candidates: [
            { id: 12, job_title: "Risk Analyst", hireing_company: "Delta Bank AG" },
            { id: 11, job_title: "IT Auditor", hireing_company: "Delta Bank AG" },
          ],
        }),
      ),
    );
    api.override("POST inbox/6/link", () => Response.json(message({ id: 6, matched_by: "manual" })));
    const { unmount } = renderWithProviders(<ReplyDetail id={6} />);
    const user = userEvent.setup();
    expect((await screen.findByTestId("reply-candidates")).textContent).toContain(
      "may belong to one of these applications",
    );
    const buttons = screen.getAllByTestId("reply-candidate");
    expect(buttons.map((b) => b.textContent)).toEqual([
      "Risk Analyst · Delta Bank AG",
      "IT Auditor · Delta Bank AG",
    ]);
    // Any other application can still be chosen below.
    expect(screen.getByTestId("reply-link-select")).toBeTruthy();
    await user.click(buttons[1]!);
    await waitFor(() => expect(api.callsTo("POST", "inbox/6/link")[0]?.body).toEqual({ application: 11 }));
    unmount();
    await i18next.changeLanguage("de");
    renderWithProviders(<ReplyDetail id={6} />);
    expect((await screen.findByTestId("reply-candidates")).textContent).toContain(
      "gehört vielleicht zu einer dieser Bewerbungen",
    );
  });

  it("lists an attachment that was not kept with its reason instead of a download, in both languages", async () => {
    const api = fakeApi([]);
    api.override("GET inbox/7", () =>
      Response.json(
        message({
          id: 7,
          attachments: [
            {
              id: 41,
              name: "Vertrag.pdf",
              mime: "application/pdf",
              size: 2_000_000,
              not_stored: "storage-full",
            },
            { id: 42, name: "Video.mp4", mime: "video/mp4", size: 12_000_000, not_stored: "reply-too-big" },
            { id: 43, name: "Anfahrt.pdf", mime: "application/pdf", size: 2048, not_stored: null },
          ],
        }),
      ),
    );
    renderWithProviders(<ReplyDetail id={7} />);
    const [full, tooBig] = await screen.findAllByTestId("reply-attachment-not-stored");
    expect(full!.textContent).toBe("Vertrag.pdf2 MBAttachment not saved: storage space full");
    expect(tooBig!.textContent).toContain("this reply's attachments are too large together");
    expect(screen.queryByRole("button", { name: "Download Vertrag.pdf" })).toBeNull();
    expect(screen.getByRole("button", { name: "Download Anfahrt.pdf" })).toBeTruthy();
    await i18next.changeLanguage("de");
    await waitFor(() =>
      expect(screen.getAllByTestId("reply-attachment-not-stored")[0]!.textContent).toBe(
        "Vertrag.pdf2 MBAnhang nicht gespeichert: Speicherplatz voll",
      ),
    );
  });
});
