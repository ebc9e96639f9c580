import { Anchor } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useSessionToken } from "../../../session/use-session.ts";
import { AuthCard } from "../../../ui/AuthCard.tsx";
import { StatusLine } from "../../../ui/StatusLine.tsx";
import { confirmEmailChange } from "./email-change.ts";

/**
 * /confirmemail: the link mailed to a new address makes it the sign-in address. Works signed in or
 * not (the link is the proof); signed in, the account's cached address is refreshed.
 */
export function EmailChangeConfirmPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const signedIn = useSessionToken() !== null;
  // A link works once, so the call must not repeat: cached for the page's life, never retried.
  const { data, isPending } = useQuery({
    queryKey: ["account", "confirmemail", search],
    queryFn: () => confirmEmailChange(search),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  useEffect(() => {
    if (data?.ok && signedIn) {
      void queryClient.invalidateQueries({ queryKey: ["account", "email"] });
      void queryClient.invalidateQueries({ queryKey: ["account", "me"] });
    }
  }, [data, signedIn, queryClient]);

  const next = signedIn ? (
    <Anchor component={Link} to="/settings/account" inherit fw={600}>
      {t("Security.Email.ToSettings")}
    </Anchor>
  ) : (
    <Anchor component={Link} to="/login" inherit fw={600}>
      {t("Security.Email.ToLogin")}
    </Anchor>
  );
  return (
    <AuthCard title={t("Security.Email.ConfirmTitle")}>
      {isPending ? (
        <StatusLine tone="working" testId="email-confirm-status">
          {t("Security.Email.Working")}
        </StatusLine>
      ) : data?.ok && data.data ? (
        <StatusLine tone="success" testId="email-confirm-status">
          {t("Security.Email.Confirmed", { email: data.data.email })} {next}
        </StatusLine>
      ) : (
        <StatusLine tone="error" testId="email-confirm-status">
          {t("Security.Email.ConfirmFailed")} {next}
        </StatusLine>
      )}
    </AuthCard>
  );
}
