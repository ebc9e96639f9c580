import { Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/format.ts";
import { ListEditor } from "../../ui/ListEditor.tsx";
import { AppointmentForm } from "./AppointmentForm.tsx";
import { newestFirst } from "./newest-first.ts";
import { type AppointmentInput, createAppointment, deleteAppointment, editAppointment } from "./notes-api.ts";
import type { ApplicationDetail } from "./types.ts";
import { useRefreshDetail } from "./use-refresh-detail.ts";

/** The appointments tab: add one (date, time, text), the list newest first, edit and delete. */
export function AppointmentsTab({ detail }: { detail: ApplicationDetail }) {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshDetail(detail.id);
  return (
    <ListEditor
      items={newestFirst(detail.appointments ?? [], (item) => item.appointment_date)}
      layout="cards"
      gap="lg"
      testId="appointment"
      add="inline"
      empty={
        <Text c="gray.7" data-testid="appointments-empty">
          {t("Applications.Appointments.Empty")}
        </Text>
      }
      summary={(appointment) => (
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{formatDateTime(appointment.appointment_date, i18n.language)}</Text>
          {appointment.value && (
            <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{appointment.value}</Text>
          )}
        </div>
      )}
      form={({ initial, save, onCancel }) => {
        const submit = async (input: AppointmentInput) => (await save(input)).ok;
        if (initial) {
          return (
            <AppointmentForm
              testId={`appointment-edit-${initial.id}`}
              initial={{ appointment_date: initial.appointment_date, value: initial.value }}
              onCancel={onCancel}
              onSubmit={submit}
            />
          );
        }
        return (
          <div>
            <Title order={3} size="h5" mb="xs">
              {t("Applications.Appointments.New")}
            </Title>
            <AppointmentForm onSubmit={submit} />
          </div>
        );
      }}
      create={(input: AppointmentInput) => createAppointment(detail.id, input)}
      edit={(appointment, input) => editAppointment(appointment.id, input)}
      remove={(appointment) => deleteAppointment(appointment.id)}
      onChanged={refresh}
      deleteTitle={t("Applications.Appointments.DeleteTitle")}
      deleteText={() => t("Applications.Appointments.DeleteText")}
    />
  );
}
