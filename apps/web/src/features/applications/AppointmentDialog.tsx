import { Modal, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { AppointmentForm } from "./AppointmentForm.tsx";
import { applicationKeys } from "./api.ts";
import { createAppointment } from "./notes-api.ts";
import type { Application } from "./types.ts";

/** Opens when an application's status becomes appointment: when is it, and what is it about? */
export function AppointmentDialog({
  application,
  onClose,
}: {
  application: Application | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Modal
      opened={application !== null}
      onClose={onClose}
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
            onCancel={onClose}
            onSubmit={async (input) => {
              const response = await createAppointment(application.id, input);
              if (!response.ok) return false;
              void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(application.id) });
              onClose();
              return true;
            }}
          />
        </>
      )}
    </Modal>
  );
}
