import { dateTimeLocalSchema, MESSAGES } from "@jah/shared";
import { Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useValidationText } from "../../i18n/validation.ts";
import { DateTimeField } from "../../ui/DateFields.tsx";
import { EntryButtons } from "../../ui/EntryButtons.tsx";
import type { AppointmentInput } from "./notes-api.ts";

interface AppointmentFormProps {
  initial?: AppointmentInput;
  /** Saves; answers true when the server took it (the add form then empties itself). */
  onSubmit: (input: AppointmentInput) => Promise<boolean>;
  onCancel?: () => void;
  /** Test hooks prefix: "appointment" for the add form, something else for an edit. */
  testId?: string;
}

/** Day, time of day and a text: adds or edits one appointment. */
export function AppointmentForm({
  initial,
  onSubmit,
  onCancel,
  testId = "appointment",
}: AppointmentFormProps) {
  const { t } = useTranslation();
  const tv = useValidationText();
  const [busy, setBusy] = useState(false);
  const form = useForm<AppointmentInput>({
    // The input shows minutes only; a stored value with seconds would not display.
    initialValues: {
      appointment_date: initial?.appointment_date.slice(0, 16) ?? "",
      value: initial?.value ?? "",
    },
    validate: {
      appointment_date: (value) =>
        value ? (dateTimeLocalSchema.safeParse(value).error?.issues[0]?.message ?? null) : MESSAGES.required,
    },
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      if (
        (await onSubmit({ appointment_date: values.appointment_date, value: values.value.trim() })) &&
        !initial
      ) {
        form.reset();
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <DateTimeField
          dateLabel={t("Applications.Appointments.Date")}
          timeLabel={t("Applications.Appointments.Time")}
          withAsterisk
          testId={testId}
          value={form.values.appointment_date}
          onChange={(value) => form.setFieldValue("appointment_date", value)}
          error={tv(form.errors.appointment_date)}
        />
        <Textarea
          label={t("Applications.Appointments.Text")}
          description={t("Applications.Appointments.TextHint")}
          rows={3}
          data-testid={`${testId}-text`}
          {...form.getInputProps("value")}
        />
        <EntryButtons
          busy={busy}
          onCancel={onCancel}
          testId={testId}
          saveLabel={initial ? undefined : t("Applications.Appointments.Add")}
        />
      </Stack>
    </form>
  );
}
