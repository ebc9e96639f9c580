import { Modal, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { AppointmentForm } from "./AppointmentForm.tsx";
import { applicationKeys } from "./api.ts";
import { createAppointment } from "./notes-api.ts";
import type { Application } from "./types.ts";

/**
 * Opens when an application's status becomes appointment: when is it, and what is it about?
 * `onCancel` when closed without saving (Escape, the close button, Cancel), `onSaved` after saving.
 */
export function AppointmentDialog({
  application,
  onSaved,
  onCancel,
}: {
  application: Application | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Modal
      opened={application !== null}
      onClose={onCancel}
      title={t("Applications.Appointments.DialogTitle")}
      radius="lg"
      closeButtonProps={{ "aria-label": t("Common.Close") }}
    >
      {application && (
        <>
          <Text c="gray.7" size="sm" mb="md">
            {t("Applications.Appointments.DialogText", { title: application.job_title })}
          </Text>
          <AppointmentForm
            onCancel={onCancel}
            onSubmit={async (input) => {
              const response = await createAppointment(application.id, input);
              if (!response.ok) return false;
              void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(application.id) });
              onSaved();
              return true;
            }}
          />
        </>
      )}
    </Modal>
  );
}
