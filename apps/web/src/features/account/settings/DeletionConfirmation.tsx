import { Anchor } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { formatDate } from "../../../i18n/format.ts";
import { useSessionToken } from "../../../session/use-session.ts";
import { StatusLine } from "../../../ui/StatusLine.tsx";
import { confirmDeletionLink, type DeletionLink, deletionKey } from "./account-deletion.ts";
import { SupportModal } from "./SupportModal.tsx";

/**
 * The confirmation page of a mailed deletion or cancel link (a path containing confirmdelete or
 * confirmcanceldelete): confirms once with the link's query string and says what follows. A failed
 * cancel also opens the contact-support modal.
 */
export function DeletionConfirmation({ link }: { link: DeletionLink }) {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const signedIn = useSessionToken() !== null;
  const [support, setSupport] = useState(false);
  // A link works once, so the call must not repeat: cached for the page's life, never retried.
  const { data, isPending } = useQuery({
    queryKey: ["account", link, search],
    queryFn: () => confirmDeletionLink(link, search),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  useEffect(() => {
    if (!data) return;
    if (data.ok && data.data) {
      queryClient.setQueryData(deletionKey, { state: data.data.state, date: data.data.date });
    } else if (link === "confirmcanceldelete") {
      setSupport(true);
    }
  }, [data, link, queryClient]);

  const next = signedIn ? (
    <Anchor component={Link} to="/settings/account" inherit fw={600}>
      {t("AccountDeletion.ToSettings")}
    </Anchor>
  ) : (
    <Anchor component={Link} to="/login" inherit fw={600}>
      {t("AccountDeletion.ToLogin")}
    </Anchor>
  );
  return (
    <>
      {isPending ? (
        <StatusLine tone="working" testId="deletion-confirm-status">
          {t("AccountDeletion.Working")}
        </StatusLine>
      ) : data?.ok && data.data ? (
        <StatusLine tone="success" testId="deletion-confirm-status">
          {link === "confirmdelete"
            ? t("AccountDeletion.Scheduled", { date: formatDate(data.data.date, i18n.language) })
            : t("AccountDeletion.Cancelled")}{" "}
          {next}
        </StatusLine>
      ) : (
        <StatusLine tone="error" testId="deletion-confirm-status">
          {t("AccountDeletion.ConfirmFailed")} {next}
        </StatusLine>
      )}
      <SupportModal opened={support} onClose={() => setSupport(false)} />
    </>
  );
}
