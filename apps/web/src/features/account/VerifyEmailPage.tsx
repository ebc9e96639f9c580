import { Anchor } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { AuthCard } from "../../ui/AuthCard.tsx";
import { StatusLine } from "../../ui/StatusLine.tsx";
import { verifyEmail } from "./register.ts";

/** /verifyemail: confirms the address from the mail link's query string (spec section 2). */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  // A link works once, so the call must not repeat: cached for the page's life, never retried.
  const { data: status, isPending } = useQuery({
    queryKey: ["register", "verify", search],
    queryFn: () => verifyEmail(search),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  return (
    <AuthCard title={t("Verify.Title")}>
      {isPending ? (
        <StatusLine tone="working" testId="verify-status">
          {t("Verify.Working")}
        </StatusLine>
      ) : status === 200 ? (
        <StatusLine tone="success" testId="verify-status">
          {t("Verify.Success")}{" "}
          <Anchor component={Link} to="/login" inherit fw={600}>
            {t("Verify.ToLogin")}
          </Anchor>
        </StatusLine>
      ) : (
        <StatusLine tone="error" testId="verify-status">
          {t("Verify.Error")}{" "}
          <Anchor component={Link} to="/requestemailvalidation" inherit fw={600}>
            {t("Verify.RequestNew")}
          </Anchor>
        </StatusLine>
      )}
    </AuthCard>
  );
}
