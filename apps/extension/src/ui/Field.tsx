import type { ChangeEvent } from "react";
import { t } from "../lib/i18n.ts";

type FieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  type?: "text" | "url" | "email" | "password";
  autoFocus?: boolean;
  disabled?: boolean;
  autoComplete?: string;
};

/** A labelled text field with its hint and its error, tied together for screen readers. */
export function Field({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  multiline,
  type = "text",
  ...rest
}: FieldProps) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const props = {
    id,
    value,
    "data-testid": `field-${id}`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    "aria-required": required || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    ...rest,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span className="required"> ({t("required")})</span>}
      </label>
      {multiline ? (
        <textarea rows={4} {...props} />
      ) : (
        <input type={type} spellCheck={type === "text"} {...props} />
      )}
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="error" id={`${id}-error`} data-testid={`error-${id}`}>
          {error}
        </p>
      )}
    </div>
  );
}
