import type { ProfileFit, TrackedApplication } from "@jah/shared";
import type { FieldErrors, FieldName, JobDraft } from "./job-fields.ts";
import { EMPTY_DRAFT, hasContact } from "./job-fields.ts";

/** Why the popup cannot show the form at all; each comes with its own way out. */
export type Blocker =
  | "not-connected"
  | "revoked"
  | "unreachable"
  | "rate-limited"
  | "unsupported-page"
  | "failed";

/** Why a save did not go through; the form stays as it was, with this above the button. */
export type SaveProblem = "revoked" | "unreachable" | "rate-limited" | "invalid" | "failed";

export type Phase =
  | { name: "reading" }
  | { name: "form" }
  | { name: "saving" }
  | { name: "saved"; webUrl: string }
  | { name: "tracked"; application: TrackedApplication }
  | { name: "blocked"; blocker: Blocker };

/** Everything the capture popup shows. The draft survives every failure: nothing typed is lost. */
export type CaptureState = {
  phase: Phase;
  draft: JobDraft;
  errors: FieldErrors;
  /** True when the page told nothing about the job: the user fills the fields in. */
  noJobData: boolean;
  saveProblem: SaveProblem | null;
  /** The profiles' fit to the job, or null while unknown or when the server gave none. */
  fits: ProfileFit[] | null;
  showContact: boolean;
};

export type CaptureAction =
  | { type: "read-start" }
  | { type: "page-read"; draft: JobDraft; hasJobData: boolean }
  | { type: "already-tracked"; application: TrackedApplication }
  | { type: "blocked"; blocker: Blocker }
  | { type: "fits"; fits: ProfileFit[] }
  | { type: "edit"; field: FieldName; value: string }
  | { type: "show-contact" }
  | { type: "save-start" }
  | { type: "invalid"; errors: FieldErrors }
  | { type: "save-failed"; problem: SaveProblem }
  | { type: "saved"; webUrl: string };

export const initialCapture: CaptureState = {
  phase: { name: "reading" },
  draft: EMPTY_DRAFT,
  errors: {},
  noJobData: false,
  saveProblem: null,
  fits: null,
  showContact: false,
};

/** The popup's state machine: reading the page, the form, saving, and where each can end. */
export function captureReducer(state: CaptureState, action: CaptureAction): CaptureState {
  switch (action.type) {
    case "read-start":
      return { ...state, phase: { name: "reading" } };
    case "page-read":
      // A page read again (Retry) must not overwrite what the user has typed meanwhile.
      if (state.phase.name !== "reading") return state;
      return {
        ...state,
        phase: { name: "form" },
        draft: action.draft,
        noJobData: !action.hasJobData,
        showContact: state.showContact || hasContact(action.draft),
      };
    case "already-tracked":
      // A job just saved is of course tracked now: that is no news to show instead of the success.
      if (state.phase.name === "saved") return state;
      return { ...state, phase: { name: "tracked", application: action.application } };
    case "blocked":
      return { ...state, phase: { name: "blocked", blocker: action.blocker } };
    case "fits":
      return { ...state, fits: action.fits.length > 0 ? action.fits : null };
    case "edit": {
      const { [action.field]: _fixed, ...errors } = state.errors;
      const value = action.field === "contact_salutation" ? salutationOf(action.value) : action.value;
      return { ...state, draft: { ...state.draft, [action.field]: value }, errors };
    }
    case "show-contact":
      return { ...state, showContact: true };
    case "save-start":
      return { ...state, phase: { name: "saving" }, saveProblem: null };
    case "invalid":
      return {
        ...state,
        phase: { name: "form" },
        errors: action.errors,
        saveProblem: "invalid",
        showContact: state.showContact || "contact_name" in action.errors || "contact_email" in action.errors,
      };
    case "save-failed":
      return { ...state, phase: { name: "form" }, saveProblem: action.problem };
    case "saved":
      return { ...state, phase: { name: "saved", webUrl: action.webUrl }, saveProblem: null, errors: {} };
  }
}

function salutationOf(value: string): JobDraft["contact_salutation"] {
  return value === "male" || value === "female" ? value : "none";
}
