import { lazyNamed } from "../../ui/lazy-named.ts";

// The user's files: the files page, and what the compose wizard uses to pick and upload documents.

export { documentKeys, downloadPath, fetchDocuments } from "./api.ts";
export { DownloadButton } from "./DownloadButton.tsx";
export { FilesDropZone } from "./DropZone.tsx";
export { UploadList } from "./UploadList.tsx";
export { useUploads } from "./use-uploads.ts";

/** /files, loaded when first shown. */
export const FilesPage = lazyNamed(() => import("./FilesPage.tsx"), "FilesPage");
