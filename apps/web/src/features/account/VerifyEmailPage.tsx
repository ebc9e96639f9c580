import { Anchor } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { saveSession } from "../../session/session.ts";
import { useSessionToken } from "../../session/use-session.ts";
import { AuthCard } from "../../ui/AuthCard.tsx";
import { StatusLine } from "../../ui/StatusLine.tsx";
import { verifyEmail } from "./register.ts";

/**
 * /verifyemail: confirms the address from the mail link's query string (spec section 2) and, as the
 * link signs its user in (issue 43), opens the dashboard with that session. Someone already signed in
 * keeps their own session and only sees the confirmation.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const signedIn = useSessionToken() !== null;
  // A link works once, so the call must not repeat: cached for the page's life, never retried.
  const { data, isPending } = useQuery({
    queryKey: ["register", "verify", search],
    queryFn: () => verifyEmail(search),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const session = data?.session;

  useEffect(() => {
    if (!session || signedIn) return;
    // Not remembered: "stay signed in" is a choice made on the sign-in form.
    saveSession(session.token, session.user.id, false);
    navigate("/", { replace: true });
  }, [session, signedIn, navigate]);

  return (
    <AuthCard title={t("Verify.Title")}>
      {isPending ? (
        <StatusLine tone="working" testId="verify-status">
          {t("Verify.Working")}
        </StatusLine>
      ) : data?.status === 200 ? (
        <StatusLine tone="success" testId="verify-status">
          {t("Verify.Success")}{" "}
          {!session && !signedIn && (
            <Anchor component={Link} to="/login" inherit fw={600}>
              {t("Verify.ToLogin")}
            </Anchor>
          )}
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
