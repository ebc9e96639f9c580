import type { ExtensionApplication, ImportedJob, ProfileFit, TrackedApplication } from "@jah/shared";
import { ApiError } from "../src/lib/api.ts";
import type { JobDraft } from "../src/lib/job-fields.ts";
import type { CaptureEnv } from "../src/popup/capture-env.ts";

export const ORIGIN = "https://jobs.example.org";
export const PAGE_URL = "https://board.example/jobs/42?utm_source=mail";

type Answer<T> = T | ApiError;

/** What the fake server answers, call by call; an ApiError is thrown. */
export type Script = {
  connected?: boolean;
  page?: { url: string; html: string } | null;
  tracked?: Answer<{ tracked: false } | { tracked: true; application: TrackedApplication }>;
  fetchJob?: Answer<Partial<ImportedJob>>;
  fit?: Answer<ProfileFit[]>;
  saves?: Array<Answer<{ id: number; webUrl: string }>>;
  draft?: JobDraft | null;
};

const value = async <T>(answer: Answer<T>): Promise<T> => {
  if (answer instanceof ApiError) throw answer;
  return answer;
};

/** A capture env whose browser and server answer as `script` says, recording what the popup did. */
export function fakeCaptureEnv(script: Script) {
  const record = {
    saved: [] as ExtensionApplication[],
    fitAsked: 0,
    drafts: new Map<string, JobDraft>(script.draft ? [[PAGE_URL, script.draft]] : []),
    opened: [] as string[],
    options: 0,
    forgotten: 0,
  };
  const saves = [...(script.saves ?? [])];
  const env: CaptureEnv = {
    loadConnection: async () =>
      script.connected === false
        ? null
        : { origin: ORIGIN, token: "token", user: { email: "ada@example.org", name: "Ada", language: "en" } },
    readPage: async () =>
      script.page === undefined ? { url: PAGE_URL, html: "<html></html>" } : script.page,
    api: () => ({
      tracked: () => value(script.tracked ?? { tracked: false }),
      fetchJob: () => value(script.fetchJob ?? {}),
      fit: () => {
        record.fitAsked++;
        return value(script.fit ?? []);
      },
      saveApplication: async (application) => {
        record.saved.push(application);
        return value(saves.shift() ?? new ApiError("failed", 500));
      },
    }),
    loadDraft: async (url) => record.drafts.get(url) ?? null,
    saveDraft: async (url, draft) => {
      record.drafts.set(url, draft);
    },
    clearDraft: async (url) => {
      record.drafts.delete(url);
    },
    forgetRevokedToken: async () => {
      record.forgotten++;
    },
    openTab: (url) => record.opened.push(url),
    openOptions: () => {
      record.options++;
    },
  };
  return { env, record };
}
