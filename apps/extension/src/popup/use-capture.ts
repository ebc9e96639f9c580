import type { ImportedJob, ProfileFit } from "@jah/shared";
import { type Dispatch, useCallback, useEffect, useReducer, useRef } from "react";
import type { PageCopy } from "../lib/active-page.ts";
import { type Api, ApiError } from "../lib/api.ts";
import {
  type Blocker,
  type CaptureAction,
  captureReducer,
  initialCapture,
  type SaveProblem,
} from "../lib/capture-state.ts";
import {
  applicationOf,
  checkDraft,
  draftFromPage,
  type FieldName,
  fieldErrorsFromServer,
  hasJobData,
  type JobDraft,
  jobTextOf,
} from "../lib/job-fields.ts";
import type { Connection } from "../lib/storage.ts";
import type { CaptureEnv } from "./capture-env.ts";

type Session = { connection: Connection; page: PageCopy; api: ReturnType<CaptureEnv["api"]> };

/**
 * The capture popup's work: read the tab, ask the server what the page says and whether the job is
 * already tracked (both at once), show the form with the profiles' fit, and save.
 */
export function useCapture(env: CaptureEnv) {
  const [state, dispatch] = useReducer(captureReducer, initialCapture);
  const session = useRef<Session | null>(null);
  const edited = useRef(false);

  const capture = useCallback(async () => {
    dispatch({ type: "read-start" });
    // Everything that can run at once does: the popup is opened to be quick.
    const [connection, page] = await Promise.all([env.loadConnection(), env.readPage()]);
    if (!connection) return dispatch({ type: "blocked", blocker: "not-connected" });
    if (!page) return dispatch({ type: "blocked", blocker: "unsupported-page" });
    const api = env.api(connection);
    session.current = { connection, page, api };

    const restored = env.loadDraft(page.url).catch(() => null);
    const [tracked, fetched] = await Promise.allSettled([
      api.tracked(page.url),
      api.fetchJob(page.url, page.html),
    ]);
    if (tracked.status === "fulfilled" && tracked.value.tracked) {
      return dispatch({ type: "already-tracked", application: tracked.value.application });
    }
    let job: Partial<ImportedJob> | null = null;
    if (fetched.status === "fulfilled") job = fetched.value;
    else {
      const blocker = blockerOf(fetched.reason);
      if (blocker === "revoked") await env.forgetRevokedToken();
      // A page the server could not make sense of (400) is a page without job data: the form stays.
      if (blocker) return dispatch({ type: "blocked", blocker });
    }
    const read = draftFromPage(job, page.url);
    const draft = (await restored) ?? read;
    edited.current = false;
    dispatch({ type: "page-read", draft, hasJobData: hasJobData(read) });
    if (draft.job_title.trim()) loadFits(api, draft, dispatch);
  }, [env]);

  useEffect(() => {
    void capture();
  }, [capture]);

  // Whatever is typed is kept for this page until it is saved, even if the popup closes meanwhile.
  useEffect(() => {
    const current = session.current;
    if (current && edited.current) void env.saveDraft(current.page.url, state.draft).catch(() => {});
  }, [env, state.draft]);

  const edit = useCallback((field: FieldName, value: string) => {
    edited.current = true;
    dispatch({ type: "edit", field, value });
  }, []);

  const save = useCallback(async () => {
    const current = session.current;
    if (!current) return;
    const errors = checkDraft(state.draft);
    if (Object.keys(errors).length > 0) return dispatch({ type: "invalid", errors });
    dispatch({ type: "save-start" });
    try {
      const { webUrl } = await current.api.saveApplication(applicationOf(state.draft));
      dispatch({ type: "saved", webUrl });
      void env.clearDraft(current.page.url).catch(() => {});
    } catch (error) {
      await env.saveDraft(current.page.url, state.draft).catch(() => {});
      if (error instanceof ApiError && error.kind === "conflict" && error.body.application) {
        return dispatch({ type: "already-tracked", application: error.body.application });
      }
      if (error instanceof ApiError && error.kind === "invalid" && error.body.fields) {
        const fields = fieldErrorsFromServer(error.body.fields);
        if (Object.keys(fields).length > 0) return dispatch({ type: "invalid", errors: fields });
      }
      const problem = saveProblemOf(error);
      if (problem === "revoked") await env.forgetRevokedToken();
      dispatch({ type: "save-failed", problem });
    }
  }, [env, state.draft]);

  return { state, connection: session.current?.connection ?? null, capture, edit, save, dispatch };
}

function loadFits(api: Pick<Api, "fit">, draft: JobDraft, dispatch: Dispatch<CaptureAction>) {
  // The fit is extra: when it fails or is empty the popup shows none, never a number of its own.
  api
    .fit(jobTextOf(draft))
    .then((fits) => {
      if (Array.isArray(fits)) dispatch({ type: "fits", fits: fits.filter(isFit) });
    })
    .catch(() => {});
}

function isFit(value: unknown): value is ProfileFit {
  const fit = value as { title?: unknown; score?: unknown } | null;
  return (
    typeof fit?.title === "string" &&
    typeof fit.score === "number" &&
    Number.isFinite(fit.score) &&
    fit.score >= 0 &&
    fit.score <= 100
  );
}

/** Which failures of the page reading stop the popup; null lets the user fill in the form. */
function blockerOf(error: unknown): Blocker | null {
  if (!(error instanceof ApiError)) return "failed";
  if (error.kind === "unauthorized") return "revoked";
  if (error.kind === "unreachable") return "unreachable";
  if (error.kind === "rate-limited") return "rate-limited";
  if (error.kind === "invalid") return null;
  return "failed";
}

function saveProblemOf(error: unknown): SaveProblem {
  if (!(error instanceof ApiError)) return "failed";
  if (error.kind === "unauthorized") return "revoked";
  if (error.kind === "unreachable") return "unreachable";
  if (error.kind === "rate-limited") return "rate-limited";
  return "failed";
}
