import { Modal, Skeleton, Stack, Tabs, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../ui/ListStates.tsx";
import { AppointmentsTab } from "./AppointmentsTab.tsx";
import { applicationKeys, fetchDetail } from "./api.ts";
import { BasicsTab } from "./BasicsTab.tsx";
import { useApplicationDialogs } from "./dialogs-context.ts";
import { HistoryTab } from "./HistoryTab.tsx";
import { MailTab } from "./MailTab.tsx";
import { NotesTab } from "./NotesTab.tsx";

/** The view modal of spec section 2 with its tabs: basics, mail, appointments, notes, history. */
export function ViewModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      radius="lg"
      title={t("Applications.View.Title")}
      closeButtonProps={{ "aria-label": t("Common.Close") }}
    >
      {id !== null && <ViewContent key={id} id={id} />}
    </Modal>
  );
}

function ViewContent({ id }: { id: number }) {
  const { t } = useTranslation();
  const dialogs = useApplicationDialogs();
  const [tab, setTab] = useState<string | null>("basics");
  const detail = useQuery({ queryKey: applicationKeys.detail(id), queryFn: () => fetchDetail(id) });

  if (detail.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={28} width="60%" />
        <Skeleton height={18} />
        <Skeleton height={18} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (detail.isError) return <LoadError text={t("Applications.View.LoadError")} onRetry={detail.refetch} />;

  const app = detail.data;
  return (
    <Stack gap="md">
      <div>
        <Text fw={700} size="lg" data-testid="view-title">
          {app.job_title}
        </Text>
        {app.hireing_company && <Text c="gray.7">{app.hireing_company}</Text>}
      </div>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="basics" data-testid="tab-basics">
            {t("Applications.View.Basics")}
          </Tabs.Tab>
          <Tabs.Tab value="mail" data-testid="tab-mail">
            {t("Applications.View.Mail")}
          </Tabs.Tab>
          <Tabs.Tab value="appointments" data-testid="tab-appointments">
            {t("Applications.View.Appointments")} ({app.appointments?.length ?? 0})
          </Tabs.Tab>
          <Tabs.Tab value="notes" data-testid="tab-notes">
            {t("Applications.View.Notes")} ({app.notes?.length ?? 0})
          </Tabs.Tab>
          <Tabs.Tab value="history" data-testid="tab-history">
            {t("Applications.View.History")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="basics" pt="md">
          <BasicsTab app={app} onEdit={() => dialogs.openEdit(app)} />
        </Tabs.Panel>
        <Tabs.Panel value="mail" pt="md">
          <MailTab detail={app} />
        </Tabs.Panel>
        <Tabs.Panel value="appointments" pt="md">
          <AppointmentsTab detail={app} />
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <NotesTab detail={app} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryTab detail={app} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
