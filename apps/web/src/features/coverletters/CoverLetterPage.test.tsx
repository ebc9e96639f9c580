import type { CoverLetter } from "@jah/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { CoverLetterPage } from "./CoverLetterPage.tsx";

type Call = { method: string; path: string; body: unknown };

const PROFILES = [{ id: 7, profiletitle: "Frontend", vorname: "Lena", name: "Weißmüller" }];

/** A tiny in-memory cover-letter API stubbed in as fetch. */
function fakeLetters(initial: CoverLetter[] = []) {
  const letters = [...initial];
  const calls: Call[] = [];
  let nextId = 100;
  const json = (body: unknown, status = 200) => Response.json(body, { status });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const path = url.pathname.replace(/^\/api\//, "");
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    if (path === "application/coverletter/" && method === "GET") return json(letters);
    if (path === "profile/" && method === "GET") return json(PROFILES);
    if (/^application\/coverletter\/pdf\/\d+$/.test(path) && method === "GET") {
      calls[calls.length - 1]!.path += url.search;
      return new Response(new Blob(["%PDF-letter"]), {
        status: 200,
        headers: { "content-type": "application/pdf" },
      });
    }
    if (path === "application/coverletter/" && method === "POST") {
      const letter = {
        ...body,
        id: nextId++,
        created: "2026-11-22T10:00:00.000Z",
        updated: "2026-11-22T10:00:00.000Z",
      };
      letters.unshift(letter);
      return json(letter);
    }
    if (path === "application/coverletter/edit" && method === "POST") {
      const index = letters.findIndex((l) => l.id === body.id);
      letters[index] = { ...letters[index]!, ...body };
      return json(letters[index]);
    }
    const remove = /^application\/coverletter\/delete\/(\d+)$/.exec(path);
    if (remove && method === "DELETE") {
      letters.splice(
        letters.findIndex((l) => l.id === Number(remove[1])),
        1,
      );
      return json({ id: Number(remove[1]) });
    }
    return json({ statusCode: 404 }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { letters, calls, posts: () => calls.filter((c) => c.method === "POST") };
}

const letter = (fields: Partial<CoverLetter> & { id: number }): CoverLetter => ({
  title: `Letter ${fields.id}`,
  text: "Text",
  formal: false,
  active: true,
  cover_letter_language: "de",
  created: "2026-11-22T10:00:00.000Z",
  updated: "2026-11-22T10:00:00.000Z",
  ...fields,
});

describe("cover letters page", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows cards with title, the text with its line breaks and the tone and language badges", async () => {
    fakeLetters([letter({ id: 1, title: "Initiativ", text: "Zeile eins\nZeile zwei", formal: true })]);
    renderWithProviders(<CoverLetterPage />, { route: "/coverletter" });
    const card = await screen.findByTestId("coverletter-card-1");
    expect(card.textContent).toContain("Initiativ");
    expect(card.textContent).toContain("Formal");
    expect(card.textContent).toContain("German");
    const text = screen.getByTestId("coverletter-text-1");
    expect(text.textContent).toBe("Zeile eins\nZeile zwei");
    expect(text.style.whiteSpace).toBe("pre-line");
  });

  it("downloads a letter as its PDF page, signed by the profile chosen in the menu", async () => {
    const api = fakeLetters([letter({ id: 1, title: "Initiativ" })]);
    const saved: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:test/letter");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderWithProviders(<CoverLetterPage />, { route: "/coverletter" });
    await user.click(await screen.findByTestId("coverletter-pdf-1"));
    await user.click(await screen.findByTestId("coverletter-pdf-1-profile-7"));
    await waitFor(() => expect(saved).toEqual(["Anschreiben_Lena_Weißmüller.pdf"]));
    expect(api.calls.map((c) => c.path)).toContain("application/coverletter/pdf/1?profile=7");
  });

  it("shows the empty state when there are no letters", async () => {
    fakeLetters();
    renderWithProviders(<CoverLetterPage />, { route: "/coverletter" });
    expect(await screen.findByTestId("coverletter-empty")).toBeTruthy();
  });

  it("validates title and text as 'Required', then sends the form and closes on 200", async () => {
    const api = fakeLetters();
    const user = userEvent.setup();
    renderWithProviders(<CoverLetterPage />, { route: "/coverletter" });
    await user.click(await screen.findByTestId("coverletter-new"));
    const text = (await screen.findByTestId("coverletter-text")) as HTMLTextAreaElement;
    expect(text.getAttribute("rows")).toBe("20");

    await user.click(screen.getByTestId("coverletter-save"));
    expect(await screen.findAllByText("Required")).toHaveLength(2);
    expect(api.posts()).toEqual([]);

    await user.type(screen.getByTestId("coverletter-title"), "Formal EN");
    await user.type(text, "{{salutation}{Enter}I apply as {{jobtitle}.");
    await user.click(within(screen.getByTestId("coverletter-formal")).getByText("Formal"));
    await user.click(within(screen.getByTestId("coverletter-language")).getByText("English"));
    // The live example fills the placeholders by the shared rule, in the letter's language.
    expect(screen.getByTestId("placeholder-example").textContent).toBe(
      "Dear Mr Smith,\nI apply as Backend Developer.",
    );
    await user.click(screen.getByTestId("coverletter-save"));

    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]).toEqual({
      method: "POST",
      path: "application/coverletter/",
      body: {
        title: "Formal EN",
        text: "{salutation}\nI apply as {jobtitle}.",
        formal: true,
        active: true,
        cover_letter_language: "en",
      },
    });
    await waitFor(() => expect(screen.queryByTestId("coverletter-save")).toBeNull());
    expect(await screen.findByTestId("coverletter-card-100")).toBeTruthy();
  });

  it("offers typed text back after the session ended and a new sign-in, and forgets it once saved", async () => {
    const api = fakeLetters();
    const user = userEvent.setup();
    const first = renderWithProviders(<CoverLetterPage />, { route: "/coverletter" });
    await user.click(await screen.findByTestId("coverletter-new"));
    await user.type(await screen.findByTestId("coverletter-title"), "Initiativ");
    await user.type(screen.getByTestId("coverletter-text"), "Eine Stunde Arbeit");
    // The session ends: the page goes, the session with it; the same user signs in again.
    first.unmount();
    sessionStorage.clear();
    saveSession("tok-2", "user-1", false);

    renderWithProviders(<CoverLetterPage />, { route: "/coverletter" });
    await user.click(await screen.findByTestId("coverletter-new"));
    expect((await screen.findByTestId("coverletter-draft-offer")).textContent).toContain(
      "Restore your unsaved draft?",
    );
    expect((screen.getByTestId("coverletter-text") as HTMLTextAreaElement).value).toBe("");
    await user.click(screen.getByTestId("coverletter-draft-restore"));
    expect((screen.getByTestId("coverletter-text") as HTMLTextAreaElement).value).toBe("Eine Stunde Arbeit");
    expect((screen.getByTestId("coverletter-title") as HTMLInputElement).value).toBe("Initiativ");
    expect(screen.queryByTestId("coverletter-draft-offer")).toBeNull();

    await user.click(screen.getByTestId("coverletter-save"));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]!.body).toMatchObject({ title: "Initiativ", text: "Eine Stunde Arbeit" });
    await waitFor(() => expect(screen.queryByTestId("coverletter-save")).toBeNull());
    expect(localStorage.getItem("draft:user-1:coverletter:new")).toBeNull();
    await user.click(screen.getByTestId("coverletter-new"));
    await screen.findByTestId("coverletter-text");
    expect(screen.queryByTestId("coverletter-draft-offer")).toBeNull();
  });

  it("keeps the draft of one letter to that letter, and drops it on Discard", async () => {
    fakeLetters([letter({ id: 7, title: "Alt", text: "Alter Text" })]);
    const user = userEvent.setup();
    renderWithProviders(<CoverLetterPage />, { route: "/coverletter" });
    await user.click(await screen.findByTestId("coverletter-edit-7"));
    await user.type(await screen.findByTestId("coverletter-text"), " und mehr");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByTestId("coverletter-text")).toBeNull());

    await user.click(screen.getByTestId("coverletter-new"));
    await screen.findByTestId("coverletter-text");
    expect(screen.queryByTestId("coverletter-draft-offer")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByTestId("coverletter-text")).toBeNull());

    await user.click(screen.getByTestId("coverletter-edit-7"));
    await user.click(await screen.findByTestId("coverletter-draft-discard"));
    expect((screen.getByTestId("coverletter-text") as HTMLTextAreaElement).value).toBe("Alter Text");
    expect(localStorage.getItem("draft:user-1:coverletter:7")).toBeNull();
  });

  it("warns about a placeholder it cannot fill", async () => {
    fakeLetters();
    const user = userEvent.setup();
    renderWithProviders(<CoverLetterPage />, { route: "/coverletter" });
    await user.click(await screen.findByTestId("coverletter-new"));
    await user.type(await screen.findByTestId("coverletter-text"), "Hallo {{vorname}");
    expect(screen.getByTestId("placeholder-missing").textContent).toContain("{vorname}");
  });

  it("edits a letter by its id and closes on 200", async () => {
    const api = fakeLetters([letter({ id: 7, title: "Alt" })]);
    const user = userEvent.setup();
    renderWithProviders(<CoverLetterPage />, { route: "/coverletter" });
    await user.click(await screen.findByTestId("coverletter-edit-7"));
    const title = await screen.findByTestId("coverletter-title");
    await user.clear(title);
    await user.type(title, "Neu");
    await user.click(screen.getByTestId("coverletter-save"));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]!.path).toBe("application/coverletter/edit");
    expect(api.posts()[0]!.body).toMatchObject({ id: 7, title: "Neu" });
    await waitFor(() => expect(screen.queryByTestId("coverletter-save")).toBeNull());
  });

  it("deletes a letter only after the confirmation", async () => {
    const api = fakeLetters([letter({ id: 3, title: "Weg damit" })]);
    const user = userEvent.setup();
    renderWithProviders(<CoverLetterPage />, { route: "/coverletter" });
    await user.click(await screen.findByTestId("coverletter-delete-3"));
    expect(api.calls.filter((c) => c.method === "DELETE")).toEqual([]);
    await user.click(await screen.findByTestId("coverletter-delete-3-confirm"));
    await waitFor(() => expect(screen.queryByTestId("coverletter-card-3")).toBeNull());
    expect(api.calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([
      "application/coverletter/delete/3",
    ]);
  });
});
