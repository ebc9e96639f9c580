import { vi } from "vitest";

/** One upload the page sent. */
export interface SentCv {
  headers: Record<string, string>;
  body: { file_string: string; file_name: string; use_ai?: boolean };
  aborted: boolean;
}

type Answer = { status: number; body: unknown };

/**
 * An XMLHttpRequest stand-in for POST profile/importcv: it reports half of the upload, then (after
 * `holdUpload`, when given) the whole upload, then waits for `answer` (which may be a promise the test settles when it has seen the
 * "reading" state) and delivers it.
 */
export function fakeCvUploads(
  answer: (body: SentCv["body"]) => Answer | Promise<Answer>,
  { holdUpload }: { holdUpload?: Promise<unknown> } = {},
) {
  const sent: SentCv[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    headers: Record<string, string> = {};
    record: SentCv | null = null;
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      if (this.record) this.record.aborted = true;
      this.onabort?.();
    }
    send(text: string) {
      const body = JSON.parse(text) as SentCv["body"];
      const record: SentCv = { headers: this.headers, body, aborted: false };
      this.record = record;
      sent.push(record);
      const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
      void (async () => {
        await tick();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
        await (holdUpload ?? tick());
        if (record.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 } as ProgressEvent);
        this.upload.onload?.();
        const result = await answer(body);
        if (record.aborted) return;
        this.status = result.status;
        this.responseText = JSON.stringify(result.body);
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

/** A promise with its resolve function, to hold an answer back. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
