import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/format.ts";
import { AppointmentForm } from "./AppointmentForm.tsx";
import { EditDeleteActions } from "./EditDeleteActions.tsx";
import { newestFirst } from "./newest-first.ts";
import { createAppointment, deleteAppointment, editAppointment } from "./notes-api.ts";
import type { ApplicationDetail, Appointment } from "./types.ts";
import { useRefreshDetail } from "./use-refresh-detail.ts";

/** The appointments tab: add one (date, time, text), the list newest first, edit and delete. */
export function AppointmentsTab({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation();
  const refresh = useRefreshDetail(detail.id);
  const appointments = newestFirst(detail.appointments ?? [], (item) => item.appointment_date);

  return (
    <Stack gap="lg">
      <div>
        <Title order={3} size="h5" mb="xs">
          {t("Applications.Appointments.New")}
        </Title>
        <AppointmentForm
          onSubmit={async (input) => {
            const response = await createAppointment(detail.id, input);
            if (response.ok) await refresh();
            return response.ok;
          }}
        />
      </div>
      {appointments.length === 0 ? (
        <Text c="gray.7" data-testid="appointments-empty">
          {t("Applications.Appointments.Empty")}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {appointments.map((appointment) => (
            <AppointmentItem key={appointment.id} appointment={appointment} onChanged={refresh} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** One appointment: when, what, edit and delete. */
function AppointmentItem({
  appointment,
  onChanged,
}: {
  appointment: Appointment;
  onChanged: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);

  if (editing) {
    return (
      <Paper component="li" withBorder p="sm" radius="md">
        <AppointmentForm
          testId={`appointment-edit-${appointment.id}`}
          initial={{ appointment_date: appointment.appointment_date, value: appointment.value }}
          onCancel={() => setEditing(false)}
          onSubmit={async (input) => {
            const response = await editAppointment(appointment.id, input);
            if (response.ok) {
              await onChanged();
              setEditing(false);
            }
            return response.ok;
          }}
        />
      </Paper>
    );
  }

  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid={`appointment-${appointment.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{formatDateTime(appointment.appointment_date, i18n.language)}</Text>
          {appointment.value && (
            <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{appointment.value}</Text>
          )}
        </div>
        <EditDeleteActions
          onEdit={() => setEditing(true)}
          onDelete={async () => {
            if ((await deleteAppointment(appointment.id)).ok) await onChanged();
          }}
          deleteTitle={t("Applications.Appointments.DeleteTitle")}
          deleteText={t("Applications.Appointments.DeleteText")}
          deleteTestId={`appointment-delete-${appointment.id}`}
        />
      </Group>
    </Paper>
  );
}
