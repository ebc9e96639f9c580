import type { DocumentDto } from "@jah/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { resetAppConfig } from "../../api/app-config.ts";
import { saveSession } from "../../session/session.ts";
import { FilesPage } from "./FilesPage.tsx";

const doc = (fields: Partial<DocumentDto> & { id: number }): DocumentDto => ({
  original_name: `file-${fields.id}.pdf`,
  name: `file-${fields.id}.pdf`,
  date: "2026-11-20T10:00:00.000Z",
  file_size: 120_000,
  mime_type: "application/pdf",
  ...fields,
});

/** GET documents/ and the config, stubbed in as fetch. */
function fakeDocuments(docs: DocumentDto[], demoMode = false) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (path === "/api/config") return Response.json({ stagingHost: false, demoMode, payments: false });
    if (path === "/api/documents/") return Response.json(docs);
    return Response.json({ statusCode: 404 }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
}

/** An XMLHttpRequest stand-in that answers every upload with `answer`, reporting progress first. */
function fakeUploads(answer: (body: { original_name: string }) => { status: number; body: unknown }) {
  const sent: Array<{ headers: Record<string, string>; body: Record<string, string> }> = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(text: string) {
      const body = JSON.parse(text);
      sent.push({ headers: this.headers, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
        const result = answer(body);
        this.status = result.status;
        this.responseText = JSON.stringify(result.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

const file = (name: string, content = "%PDF-1.4 test", type = "application/pdf") =>
  new File([content], name, { type });

function renderPage() {
  renderWithProviders(<FilesPage />, { route: "/files" });
  return userEvent.setup({ applyAccept: false });
}

describe("files page", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
    resetAppConfig();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18next.changeLanguage("en");
  });

  it("lists files as a grid and as a table", async () => {
    fakeDocuments([
      doc({ id: 1, name: "Zeugnis.pdf" }),
      doc({ id: 2, name: "Foto.png", mime_type: "image/png" }),
    ]);
    const user = renderPage();
    expect((await screen.findByTestId("files-grid")).textContent).toContain("Zeugnis.pdf");
    await user.click(within(screen.getByTestId("files-view")).getByText("Table"));
    const table = await screen.findByTestId("files-table");
    expect(within(table).getByTestId("file-2").textContent).toContain("PNG");
    expect(within(table).getByTestId("file-1").textContent).toContain("120 kB");
  });

  it("shows the empty state", async () => {
    fakeDocuments([]);
    renderPage();
    expect(await screen.findByTestId("files-empty")).toBeTruthy();
  });

  it("refuses a file that is too big, of a wrong type or empty, with the spec's messages, and sends nothing", async () => {
    fakeDocuments([]);
    const sent = fakeUploads(() => ({ status: 200, body: {} }));
    const user = renderPage();
    const big = file("Riesig.pdf");
    Object.defineProperty(big, "size", { value: 5_000_001 });
    await user.upload(await screen.findByTestId("files-input"), [
      big,
      file("setup.exe", "MZ"),
      file("leer.txt", ""),
    ]);
    const reasons = await screen.findAllByTestId("upload-reason");
    expect(reasons.map((r) => r.textContent)).toEqual([
      "The file Riesig.pdf is too big. The largest allowed size is 5 MB.",
      expect.stringContaining("This file type is not allowed"),
      "The file leer.txt is empty.",
    ]);
    expect(screen.getAllByTestId("upload-item").map((item) => item.dataset.state)).toEqual([
      "rejected",
      "rejected",
      "rejected",
    ]);
    expect(sent).toEqual([]);
  });

  it("refuses every file of a drop with more than ten", async () => {
    fakeDocuments([]);
    const sent = fakeUploads(() => ({ status: 200, body: {} }));
    renderPage();
    const files = Array.from({ length: 11 }, (_, i) => file(`${i}.pdf`));
    fireEvent.drop(await screen.findByTestId("files-dropzone"), { dataTransfer: { files } });
    const reasons = await screen.findAllByTestId("upload-reason");
    expect(reasons).toHaveLength(11);
    expect(reasons[0]!.textContent).toBe("Too many files: at most 10 at once.");
    expect(sent).toEqual([]);
  });

  it("uploads a dropped file as a data URL with the session headers and marks a refused one 'Upload failed'", async () => {
    fakeDocuments([]);
    const sent = fakeUploads((body) =>
      body.original_name === "ok.pdf"
        ? { status: 200, body: doc({ id: 9, name: "ok.pdf" }) }
        : {
            status: 400,
            body: { statusCode: 400, message: "This file type is not allowed", code: "file-invalid-type" },
          },
    );
    renderPage();
    fireEvent.drop(await screen.findByTestId("files-dropzone"), {
      dataTransfer: { files: [file("ok.pdf"), file("fake.pdf", "not a pdf")] },
    });
    await waitFor(() =>
      expect(screen.getAllByTestId("upload-item").map((item) => item.dataset.state)).toEqual([
        "ok",
        "failed",
      ]),
    );
    expect(sent.map((s) => s.body.original_name)).toEqual(["ok.pdf", "fake.pdf"]);
    expect(sent[0]!.body.file_name).toBe("ok.pdf");
    expect(sent[0]!.body.file_string).toMatch(/^data:application\/pdf;base64,/);
    expect(sent[0]!.headers).toMatchObject({ "x-auth-token": "tok", "x-auth-id": "user-1" });
    const failed = screen.getAllByTestId("upload-item")[1]!;
    expect(failed.textContent).toContain("Upload failed");
    expect(failed.textContent).toContain("This file type is not allowed");
  });

  it("says when the storage space is full, with the amounts the server counted, in both languages", async () => {
    fakeDocuments([]);
    fakeUploads(() => ({
      status: 413,
      body: {
        statusCode: 413,
        message: "Not enough storage space",
        code: "storage-full",
        used_bytes: 499_000_000,
        limit_bytes: 500_000_000,
        size_bytes: 2_500_000,
        fields: { file_string: "Not enough storage space" },
      },
    }));
    renderPage();
    fireEvent.drop(await screen.findByTestId("files-dropzone"), {
      dataTransfer: { files: [file("Zeugnis.pdf")] },
    });
    const reason = await screen.findByTestId("upload-reason");
    expect(reason.textContent).toBe(
      "Not enough storage space for Zeugnis.pdf (2.5 MB): 499 MB of 500 MB are used. Delete documents you no longer need to make room.",
    );
    await i18next.changeLanguage("de");
    await waitFor(() =>
      expect(screen.getByTestId("upload-reason").textContent).toBe(
        "Nicht genug Speicherplatz für Zeugnis.pdf (2,5 MB): 499 MB von 500 MB sind belegt. Löschen Sie Dokumente, die Sie nicht mehr benötigen, um Platz zu schaffen.",
      ),
    );
  });

  it("turns the drop zone off on the demo system and says why", async () => {
    fakeDocuments([], true);
    renderPage();
    expect((await screen.findByTestId("files-demo")).textContent).toBe(
      "File upload is disabled on the demo system",
    );
    expect((screen.getByTestId("files-dropzone") as HTMLButtonElement).disabled).toBe(true);
  });
});
