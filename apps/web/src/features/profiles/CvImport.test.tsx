import type { CvImportErrorCode } from "@jah/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { ProfileEditPage } from "./ProfileEditPage.tsx";
import { ProfileListPage } from "./ProfileListPage.tsx";
import { deferred, fakeCvUploads } from "./testing/fake-cv-upload.ts";
import { fakeProfileApi, makeProfile } from "./testing/fake-profile-api.ts";

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/profile" element={<ProfileListPage />} />
      <Route path="/profile/edit/:id" element={<ProfileEditPage />} />
    </Routes>,
    { route: "/profile" },
  );
  // The chooser's accept list is what the page checks itself here.
  return userEvent.setup({ applyAccept: false });
}

const pdf = (name = "cv.pdf", size = 2048) =>
  new File([new Uint8Array(size)], name, { type: "application/pdf" });
const fileInput = () => screen.getByTestId("cv-import-input") as HTMLInputElement;

/** Opens the dialog and goes past the notice. */
async function toFileStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId("import-cv"));
  await user.click(await screen.findByTestId("cv-import-continue"));
  await screen.findByTestId("cv-import-dropzone");
}

describe("CV import", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("without an AI provider says the import stays on this server and offers no consent", async () => {
    fakeProfileApi([]);
    const sent = fakeCvUploads(() => ({ status: 400, body: { code: "no-text", message: "scan" } }));
    const user = renderPage();
    await user.click(await screen.findByTestId("import-cv"));
    const notice = await screen.findByTestId("cv-import-local");
    expect(notice.textContent).toContain("runs locally on this server");
    expect(notice.textContent).toContain("does not leave this server");
    expect(screen.queryByTestId("cv-import-use-ai")).toBeNull();
    await user.click(screen.getByTestId("cv-import-continue"));
    await user.upload(fileInput(), pdf());
    await screen.findByTestId("cv-import-error");
    expect(sent[0]?.body.use_ai).toBe(false);
  });

  it("with an AI provider explains what is sent and sends use_ai only after consent", async () => {
    const api = fakeProfileApi([]);
    api.override("GET profile/importcv/options", () =>
      Response.json({ ai_available: true, max_bytes: 5_000_000 }),
    );
    const sent = fakeCvUploads(() => ({ status: 400, body: { code: "timeout", message: "slow" } }));
    const user = renderPage();
    await user.click(await screen.findByTestId("import-cv"));
    const notice = await screen.findByTestId("cv-import-ai");
    expect(notice.textContent).toContain("An AI provider is configured on this server");
    expect(notice.textContent).toContain("name, address and phone number");
    const consent = within(notice).getByRole("checkbox", {
      name: "Send the text of my CV to the AI provider for a second opinion",
    }) as HTMLInputElement;
    expect(consent.checked).toBe(false);

    // Without the tick the file goes up without AI.
    await user.click(screen.getByTestId("cv-import-continue"));
    await user.upload(fileInput(), pdf());
    await screen.findByTestId("cv-import-error");
    expect(sent[0]?.body.use_ai).toBe(false);

    // Back to the notice, agree, and the next upload asks for the second opinion.
    await user.click(screen.getByRole("button", { name: "Back" }));
    await user.click(await screen.findByRole("checkbox"));
    await user.click(screen.getByTestId("cv-import-continue"));
    await user.upload(fileInput(), pdf("other.pdf"));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toMatchObject({ file_name: "other.pdf", use_ai: true });
    expect(sent[1]?.body.file_string).toMatch(/^data:application\/pdf;base64,/);
    expect(sent[1]?.headers["x-auth-token"]).toBe("tok");
  });

  it("refuses a wrong type, a file above 5 MB and several files before anything goes up", async () => {
    fakeProfileApi([]);
    const sent = fakeCvUploads(() => ({ status: 500, body: {} }));
    const user = renderPage();
    await toFileStep(user);
    expect(fileInput().accept).toContain(".pdf");
    expect(fileInput().accept).toContain(".docx");

    await user.upload(fileInput(), new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect((await screen.findByTestId("cv-import-error")).textContent).toBe(
      "“notes.txt” is neither a PDF nor a Word file (DOCX). Please choose your CV as PDF or DOCX.",
    );

    await user.upload(fileInput(), pdf("big.pdf", 5_000_001));
    await waitFor(() =>
      expect(screen.getByTestId("cv-import-error").textContent).toBe(
        "The file big.pdf is too big. The largest allowed size is 5 MB.",
      ),
    );

    // Dropped on the zone: only one file at a time.
    fireEvent.drop(screen.getByTestId("cv-import-dropzone"), {
      dataTransfer: { files: [pdf("a.pdf"), pdf("b.pdf")] },
    });
    await waitFor(() =>
      expect(screen.getByTestId("cv-import-error").textContent).toBe("Please choose only one file."),
    );
    expect(sent).toHaveLength(0);
  });

  it("uploads a file dropped on the zone", async () => {
    fakeProfileApi([]);
    const sent = fakeCvUploads(() => ({ status: 400, body: { code: "encrypted", message: "x" } }));
    const user = renderPage();
    await toFileStep(user);
    fireEvent.drop(screen.getByTestId("cv-import-dropzone"), {
      dataTransfer: { files: [pdf("dropped.pdf")] },
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body.file_name).toBe("dropped.pdf");
  });

  it("takes a DOCX recognised by its name even without a MIME type", async () => {
    fakeProfileApi([]);
    const sent = fakeCvUploads(() => ({ status: 400, body: { code: "broken-file", message: "x" } }));
    const user = renderPage();
    await toFileStep(user);
    await user.upload(fileInput(), new File(["PK"], "Lebenslauf.DOCX", { type: "" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body.file_name).toBe("Lebenslauf.DOCX");
  });

  const codes: Array<[CvImportErrorCode, string]> = [
    ["encrypted", "This PDF is password-protected."],
    ["no-text", "This PDF has no text layer (a scan)"],
    ["zip-bomb", "“cv.pdf” unpacks to far more data than a CV holds and was refused for safety."],
    ["broken-file", "“cv.pdf” could not be read: the file seems damaged or incomplete."],
    ["unsupported-type", "“cv.pdf” is not a PDF or Word file (DOCX), whatever its name says."],
    ["too-large", "The file cv.pdf is too big. The largest allowed size is 5 MB."],
    ["timeout", "Reading “cv.pdf” took too long and was stopped."],
  ];
  it.each(codes)(
    "explains the server's refusal %s and lets the user choose another file",
    async (code, text) => {
      fakeProfileApi([]);
      fakeCvUploads(() => ({ status: 400, body: { code, message: "refused" } }));
      const user = renderPage();
      await toFileStep(user);
      await user.upload(fileInput(), pdf());
      expect((await screen.findByTestId("cv-import-error")).textContent).toContain(text);
      expect(screen.getByTestId("cv-import-dropzone")).toBeTruthy();
      expect(screen.queryByTestId("profile-header")).toBeNull();
    },
  );

  it("shows the upload progress, then the reading, and opens the new profile with its marks", async () => {
    const api = fakeProfileApi([]);
    const upload = deferred<void>();
    const answer = deferred<void>();
    fakeCvUploads(
      async () => {
        await answer.promise;
        const profile = makeProfile({
          id: 77,
          vorname: "Erika",
          name: "Mustermann",
          title: "Projektleiterin",
          imported_fields: ["vorname", "name", "title", "email", "workexperiences"],
        });
        api.profiles.set(77, profile);
        return {
          status: 201,
          body: { profileId: 77, imported_fields: profile.imported_fields, ai_used: false },
        };
      },
      { holdUpload: upload.promise },
    );
    const user = renderPage();
    await toFileStep(user);
    await user.upload(fileInput(), pdf("Erika.pdf"));

    const progress = await screen.findByTestId("cv-import-progress");
    await waitFor(() => expect(progress.textContent).toContain("Uploading … 50 %"));
    expect(within(progress).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("50");
    upload.resolve();
    await waitFor(() => expect(screen.getByTestId("cv-import-progress").dataset.phase).toBe("reading"));
    expect(screen.getByTestId("cv-import-progress").textContent).toContain("Reading your CV …");

    answer.resolve();
    expect((await screen.findByTestId("cv-import-done")).textContent).toBe(
      "Imported from Erika.pdf: please check the marked fields.",
    );
    expect(screen.queryByTestId("cv-import-modal")).toBeNull();
    expect(screen.getByTestId("imported-legend")).toBeTruthy();
    expect(screen.getByTestId("imported-title")).toBeTruthy();
    expect(screen.getByTestId("tab-dot-personal")).toBeTruthy();
  });

  it("cancels an upload on its way: nothing opens", async () => {
    fakeProfileApi([]);
    const upload = deferred<void>();
    const sent = fakeCvUploads(
      () => ({ status: 201, body: { profileId: 5, imported_fields: [], ai_used: false } }),
      {
        holdUpload: upload.promise,
      },
    );
    const user = renderPage();
    await toFileStep(user);
    await user.upload(fileInput(), pdf());
    await screen.findByTestId("cv-import-progress");
    await user.click(screen.getByTestId("cv-import-cancel"));
    await waitFor(() => expect(sent[0]?.aborted).toBe(true));
    upload.resolve();
    await waitFor(() => expect(screen.queryByTestId("cv-import-file")).toBeNull());
    expect(screen.getByTestId("profile-count")).toBeTruthy();
    expect(screen.queryByTestId("cv-import-done")).toBeNull();
  });
});
