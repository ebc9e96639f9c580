import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import type { ZodType } from "zod";
import { fieldErrorsOf } from "../../api/errors.ts";
import { useValidationText } from "../../i18n/validation.ts";
import type { ListFormProps } from "../../ui/ListEditor.tsx";

/** The API's answer to saving one entry. */
export type EntryResult = { ok: boolean; status: number; data?: unknown };

/** Saves one entry's fields. */
export type EntrySave = (body: Record<string, unknown>) => Promise<EntryResult>;

/** What ListEditor hands the form of one profile entry. */
export type EntryFormProps<T> = ListFormProps<T, Record<string, unknown>, EntryResult>;

/**
 * The form of one child entry (skill, link, education, job): checked with the shared schema,
 * saved through `save`, which answers the API's status and body (400 field messages are shown).
 * Closing the form after a save is the list's part (ListEditor).
 */
export function useEntryForm<V extends Record<string, unknown>>(
  schema: ZodType,
  initialValues: V,
  save: EntrySave,
) {
  const tv = useValidationText();
  const [busy, setBusy] = useState(false);
  const form = useForm<V>({ initialValues, validate: schemaResolver(schema, { sync: true }) });
  const submit = form.onSubmit(async (values) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const response = await save(parsed.data as Record<string, unknown>);
      if (!response.ok && response.status === 400) form.setErrors(fieldErrorsOf(response.data));
    } finally {
      setBusy(false);
    }
  });
  const field = (name: string, testId: string) => ({
    ...form.getInputProps(name),
    error: tv(form.errors[name]),
    "data-testid": `${testId}-${name}`,
  });
  return { form, submit, busy, field };
}
