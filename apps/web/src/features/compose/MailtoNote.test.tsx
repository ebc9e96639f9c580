import { cvFileName } from "@jah/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, makeApplication } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { MailtoNote } from "./MailtoNote.tsx";

const profile = { id: 7, vorname: "Ada", name: "Lovelace", profiletitle: "Profile 7" };
const MAILTO = "mailto:hr@acme.example?subject=Bewerbung";

/** The files the page handed to the browser as downloads (name and size). */
function recordDownloads() {
  const saved: { name: string; size: number }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, size: blobs.get(this.href)?.size ?? -1 });
  });
  return saved;
}

function renderNote(onMarkedSent = vi.fn()) {
  renderWithProviders(
    <MailtoNote
      url={MAILTO}
      applicationId={5}
      profile={profile}
      cvFile={cvFileName(profile)}
      files={[{ id: 31, name: "Zeugnis.pdf" }]}
      onMarkedSent={onMarkedSent}
    />,
  );
  return { user: userEvent.setup(), onMarkedSent };
}

describe("the mailto fallback's note (issue 43)", () => {
  beforeEach(() => saveSession("tok", "user-1", false));
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18next.changeLanguage("en");
  });

  it("downloads the CV and every chosen file in place, for attaching by hand", async () => {
    const api = fakeApi([makeApplication({ id: 5, status: "todo" })]);
    api.override("GET profile/download/7", () => new Response(new Blob(["%PDF-cv"]), { status: 200 }));
    api.override(
      "GET documents/download/31",
      () => new Response(new Blob(["%PDF-zeugnis!"]), { status: 200 }),
    );
    const saved = recordDownloads();
    const { user } = renderNote();

    await user.click(screen.getByRole("button", { name: "Download CV" }));
    await user.click(screen.getByRole("button", { name: "Download Zeugnis.pdf" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual([
      { name: cvFileName(profile), size: 7 },
      { name: "Zeugnis.pdf", size: 13 },
    ]);
    expect(screen.getByTestId("compose-mailto-files").textContent).toContain(cvFileName(profile));
  });

  it("asks whether the mail went out and marks the application as sent", async () => {
    await i18next.changeLanguage("de");
    const api = fakeApi([makeApplication({ id: 5, status: "todo" })]);
    const { user, onMarkedSent } = renderNote();
    expect(screen.getByText("Als versendet markieren?")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Lebenslauf herunterladen" })).toBeTruthy();

    await user.click(screen.getByTestId("compose-mailto-mark-sent"));
    expect((await screen.findByTestId("compose-mailto-marked")).textContent).toBe(
      "Die Bewerbung ist als versendet markiert.",
    );
    expect(api.callsTo("POST", "profile/applications/edit").map((call) => call.body)).toEqual([
      { id: 5, status: "applied" },
    ]);
    expect(api.apps.get(5)?.status).toBe("applied");
    expect(onMarkedSent).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("compose-mailto-mark-sent")).toBeNull();
  });

  it("keeps the question when the status could not be saved", async () => {
    const api = fakeApi([]);
    const { user, onMarkedSent } = renderNote();
    await user.click(screen.getByTestId("compose-mailto-mark-sent"));
    await waitFor(() => expect(api.callsTo("POST", "profile/applications/edit")).toHaveLength(1));
    expect(screen.getByTestId("compose-mailto-mark-sent")).toBeTruthy();
    expect(onMarkedSent).not.toHaveBeenCalled();
  });
});
