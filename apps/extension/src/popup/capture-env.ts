import type { PageCopy } from "../lib/active-page.ts";
import type { Api } from "../lib/api.ts";
import type { JobDraft } from "../lib/job-fields.ts";
import type { Connection } from "../lib/storage.ts";
import type { FormFillEnv } from "./form-fill-env.ts";

/**
 * What the capture popup needs from the browser and the server. The popup's entry wires the real
 * extension APIs in; the component tests pass their own, so every state can be shown without a browser.
 */
export type CaptureEnv = {
  loadConnection: () => Promise<Connection | null>;
  readPage: () => Promise<PageCopy | null>;
  api: (connection: Connection) => Pick<Api, "fetchJob" | "tracked" | "fit" | "saveApplication">;
  loadDraft: (url: string) => Promise<JobDraft | null>;
  saveDraft: (url: string, draft: JobDraft) => Promise<void>;
  clearDraft: (url: string) => Promise<void>;
  /** The server answered 401: the token is forgotten and the options page says it was revoked. */
  forgetRevokedToken: () => Promise<void>;
  openTab: (url: string) => void;
  openOptions: () => void;
  /** "Fill in this form" (issue 44); left out, the popup offers only the capture. */
  formFill?: FormFillEnv;
};
