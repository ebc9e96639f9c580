import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "./constants.ts";
import {
  checkDrop,
  checkUploadFile,
  extensionOf,
  fileTooBigMessage,
  isPreviewable,
  UPLOAD_ACCEPT,
  uploadTypeOfName,
} from "./documents.ts";

describe("upload rules", () => {
  it("keeps the spec's limit and message", () => {
    expect(MAX_UPLOAD_BYTES).toBe(5_000_000);
    expect(fileTooBigMessage("CV.pdf")).toBe("File: CV.pdf is too big. Max. allowed size: 5MB");
  });

  it("reads extensions and the type they claim", () => {
    expect(extensionOf("Zeugnis.final.PDF")).toBe("pdf");
    expect(extensionOf(".bashrc")).toBe("");
    expect(extensionOf("noext")).toBe("");
    expect(uploadTypeOfName("photo.JPG")).toBe("jpeg");
    expect(uploadTypeOfName("photo.jpeg")).toBe("jpeg");
    expect(uploadTypeOfName("letter.docx")).toBe("docx");
    expect(uploadTypeOfName("letter.odt")).toBe("odt");
    expect(uploadTypeOfName("run.exe")).toBeNull();
    expect(UPLOAD_ACCEPT).toContain(".pdf");
    expect(UPLOAD_ACCEPT).toContain("image/png");
  });

  it("previews jpeg, png, gif, plain text and pdf only", () => {
    for (const mime of [
      "image/jpeg",
      "image/png",
      "image/gif",
      "text/plain; charset=utf-8",
      "application/pdf",
    ]) {
      expect(isPreviewable(mime)).toBe(true);
    }
    expect(isPreviewable("application/msword")).toBe(false);
    expect(isPreviewable("image/svg+xml")).toBe(false);
    expect(isPreviewable(null)).toBe(false);
  });

  it("rejects a wrong type, an oversize and an empty file with the spec's codes", () => {
    expect(checkUploadFile({ name: "a.exe", size: 10 })?.code).toBe("file-invalid-type");
    expect(checkUploadFile({ name: "big.pdf", size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      code: "file-too-large",
      message: "File: big.pdf is too big. Max. allowed size: 5MB",
    });
    expect(checkUploadFile({ name: "exact.pdf", size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkUploadFile({ name: "empty.txt", size: 0 })?.code).toBe("file-too-small");
  });

  it("splits a drop, and rejects all files of a drop with more than ten", () => {
    const files = [
      { name: "a.pdf", size: 1 },
      { name: "b.exe", size: 1 },
    ];
    const split = checkDrop(files);
    expect(split.accepted).toEqual([files[0]]);
    expect(split.rejected).toEqual([
      { file: files[1], errors: [expect.objectContaining({ code: "file-invalid-type" })] },
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.pdf`, size: 1 }));
    const many = checkDrop(eleven);
    expect(many.accepted).toEqual([]);
    expect(many.rejected).toHaveLength(11);
    expect(many.rejected.every((r) => r.errors[0]!.code === "too-many-files")).toBe(true);
    expect(checkDrop(eleven.slice(0, 10)).accepted).toHaveLength(10);
  });
});
