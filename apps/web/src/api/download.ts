import { apiBlob } from "./client.ts";

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; a later revoke keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads an API file with the session headers. Answers the status (0 when there was no
 * answer at all), so the caller can tell refused input (400) from other failures.
 */
export async function downloadFile(path: string, fileName: string): Promise<number> {
  try {
    const response = await apiBlob(path);
    if (response.ok && response.data) saveBlob(response.data, fileName);
    return response.status;
  } catch (error) {
    console.error(error);
    return 0;
  }
}
