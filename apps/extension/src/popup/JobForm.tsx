import type { FormEvent, KeyboardEvent } from "react";
import type { CaptureState, SaveProblem } from "../lib/capture-state.ts";
import { type MessageKey, t } from "../lib/i18n.ts";
import type { FieldName } from "../lib/job-fields.ts";
import { Field } from "../ui/Field.tsx";
import { FitList } from "./FitList.tsx";
import { fieldErrorText } from "./field-error.ts";

const PROBLEM_TEXT: Record<SaveProblem, MessageKey> = {
  invalid: "saveInvalid",
  unreachable: "saveUnreachable",
  "rate-limited": "saveRateLimited",
  failed: "saveFailed",
  revoked: "revokedText",
};

type Props = {
  state: CaptureState;
  saving: boolean;
  onEdit: (field: FieldName, value: string) => void;
  onShowContact: () => void;
  onSave: () => void;
  onReconnect: () => void;
};

/** The job's fields, prefilled and editable, the profiles' fit, and Save. Enter or Ctrl+Enter saves. */
export function JobForm({ state, saving, onEdit, onShowContact, onSave, onReconnect }: Props) {
  const { draft, errors, saveProblem } = state;
  const field = (name: FieldName, label: MessageKey) => ({
    id: name,
    label: t(label),
    value: draft[name],
    error: fieldErrorText(errors[name]),
    onChange: (value: string) => onEdit(name, value),
    disabled: saving,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSave();
  };
  // In the description, Enter makes a new line; Ctrl+Enter (Cmd+Enter) saves from anywhere.
  const shortcut = (event: KeyboardEvent) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit(event);
  };
  return (
    <form onSubmit={submit} onKeyDown={shortcut} noValidate data-testid="job-form">
      <div className="stack">
        {state.noJobData && (
          <p className="banner" role="status" data-testid="no-job-data">
            {t("noJobData")}
          </p>
        )}
        <Field {...field("job_title", "fieldJobTitle")} required autoFocus />
        <Field {...field("hireing_company", "fieldCompany")} />
        <div className="row">
          <Field {...field("location", "fieldLocation")} />
          <Field {...field("source_page", "fieldSourcePage")} />
        </div>
        <Field {...field("link", "fieldLink")} type="url" required />
        <Field {...field("job_description", "fieldDescription")} multiline />
        {state.showContact ? (
          <fieldset className="stack plain">
            <legend className="label">{t("contactTitle")}</legend>
            <div className="row">
              <div className="field">
                <label htmlFor="contact_salutation">{t("fieldSalutation")}</label>
                <select
                  id="contact_salutation"
                  data-testid="field-contact_salutation"
                  value={draft.contact_salutation}
                  disabled={saving}
                  onChange={(event) => onEdit("contact_salutation", event.target.value)}
                >
                  <option value="none">{t("salutationNone")}</option>
                  <option value="female">{t("salutationFemale")}</option>
                  <option value="male">{t("salutationMale")}</option>
                </select>
              </div>
              <Field {...field("contact_name", "fieldContactName")} />
            </div>
            <Field {...field("contact_email", "fieldContactEmail")} type="email" />
          </fieldset>
        ) : (
          <div>
            <button type="button" className="link" onClick={onShowContact} data-testid="add-contact">
              {t("addContact")}
            </button>
          </div>
        )}
        {state.fits && <FitList fits={state.fits} />}
        {saveProblem && (
          <div className="banner alert" role="alert" data-testid="save-problem">
            {t(PROBLEM_TEXT[saveProblem])}
            {saveProblem === "revoked" && (
              <div className="actions">
                <button type="button" onClick={onReconnect} data-testid="reconnect">
                  {t("reconnect")}
                </button>
              </div>
            )}
          </div>
        )}
        <div className="save-bar">
          <button type="submit" disabled={saving} data-testid="save">
            {saving && <span className="spinner" aria-hidden="true" />}
            {t(saving ? "saving" : "save")}
          </button>
        </div>
      </div>
    </form>
  );
}
