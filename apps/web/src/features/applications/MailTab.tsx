import { Divider, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { ApplicationMail } from "../compose/index.ts";
import { MailHistory } from "../inbox/index.ts";
import { refreshApplications } from "./api.ts";
import type { ApplicationDetail } from "./types.ts";

/** The view modal's mail tab: the compose feature's mail of this application, then its Mail history. */
export function MailTab({ detail }: { detail: ApplicationDetail }) {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void refreshApplications(queryClient), [queryClient]);
  return (
    <Stack gap="lg">
      <ApplicationMail application={detail} onApplicationChanged={refresh} />
      <Divider />
      <MailHistory applicationId={detail.id} />
    </Stack>
  );
}
