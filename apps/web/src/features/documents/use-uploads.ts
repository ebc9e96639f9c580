import { checkDrop, type RejectionCode, STORAGE_FULL } from "@jah/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { documentKeys, readAsDataUrl, uploadDocument } from "./api.ts";

/** One file of a drop on its way (spec section 4: uploading, ok or failed; refused ones never start). */
export interface UploadItem {
  id: number;
  name: string;
  state: "waiting" | "reading" | "uploading" | "ok" | "failed" | "rejected";
  /** 0 to 1 while uploading. */
  progress: number;
  /** Why it was refused or failed: a rejection code, "demo" for the demo system, or a full storage total. */
  reason?: RejectionCode | "demo" | typeof STORAGE_FULL;
  /** With a full storage total: the bytes used, the total and the file's size, as the server counted them. */
  storage?: { used: number; limit: number; size: number };
}

let nextId = 1;

/**
 * The upload list of the files page. A drop is checked in the browser first (spec codes and messages);
 * the accepted files go up one after another, so a phone never holds ten encoded files at once.
 */
export function useUploads() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<Array<{ id: number; file: File }>>([]);
  const running = useRef(false);

  const update = useCallback((id: number, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        const { id, file } = next;
        try {
          update(id, { state: "reading" });
          const dataUrl = await readAsDataUrl(file);
          update(id, { state: "uploading", progress: 0 });
          const response = await uploadDocument(file, dataUrl, (progress) => update(id, { progress }));
          if (response.ok) {
            update(id, { state: "ok", progress: 1 });
            await queryClient.invalidateQueries({ queryKey: documentKeys.all });
          } else if (response.data?.code === STORAGE_FULL) {
            const { used_bytes = 0, limit_bytes = 0, size_bytes = file.size } = response.data;
            const storage = { used: used_bytes, limit: limit_bytes, size: size_bytes };
            update(id, { state: "failed", reason: STORAGE_FULL, storage });
          } else {
            const code = response.data?.code as RejectionCode | undefined;
            update(id, { state: "failed", reason: response.status === 403 ? "demo" : code });
          }
        } catch (error) {
          console.error(error);
          update(id, { state: "failed" });
        }
      }
    } finally {
      running.current = false;
    }
  }, [queryClient, update]);

  /** Checks a drop or a choice of files and queues what may go up. */
  const add = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const { accepted, rejected } = checkDrop(files);
      const refused: UploadItem[] = rejected.map(({ file, errors }) => ({
        id: nextId++,
        name: file.name,
        state: "rejected",
        progress: 0,
        reason: errors[0]?.code,
      }));
      const queued = accepted.map((file) => ({ id: nextId++, file }));
      setItems((list) => [
        ...queued.map(({ id, file }): UploadItem => ({ id, name: file.name, state: "waiting", progress: 0 })),
        ...refused,
        ...list,
      ]);
      queue.current.push(...queued);
      void run();
    },
    [run],
  );

  /** Removes finished, failed and refused entries from the list. */
  const clearFinished = useCallback(() => {
    setItems((list) => list.filter((item) => ["waiting", "reading", "uploading"].includes(item.state)));
  }, []);

  return { items, add, clearFinished };
}
