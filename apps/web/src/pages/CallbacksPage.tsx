import { Alert, Anchor, Loader, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { connectionKeys, gmailCallback } from "../features/connections/index.ts";
import { StripeCallback } from "../features/payments/index.ts";
import { PageWrapper } from "../ui/PageWrapper.tsx";

/** Providers whose return page this is; the last path segment names one (spec section 2). */
const PROVIDERS = { gmail: gmailCallback } as const;
type Provider = keyof typeof PROVIDERS;

const CONNECTIONS = "/settings/connections";

/**
 * /callbacks/{provider}: the provider sends the user back here with `code` and `state`; both are
 * posted to the server, then the user lands on the connections tab. A refusal at the provider
 * (`error`) or a failed exchange is shown with a way back.
 */
export function CallbacksPage() {
  const { pathname } = useLocation();
  // Stripe Checkout comes back to /callbacks/stripe/success or /callbacks/stripe/cancel (issue 13).
  const stripe = /^\/callbacks\/stripe\/([^/]+)/.exec(pathname)?.[1];
  if (stripe !== undefined) {
    return <StripeCallback outcome={stripe === "success" || stripe === "cancel" ? stripe : "unknown"} />;
  }
  return <ProviderCallback />;
}

function ProviderCallback() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<"denied" | "failed" | "unknown" | null>(null);
  // The code can be exchanged once only; a second effect run (strict mode) must not post it again.
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    const provider = location.pathname.split("/").filter(Boolean).pop() ?? "";
    const params = new URLSearchParams(location.search);
    const code = params.get("code");
    if (!(provider in PROVIDERS)) return setFailed("unknown");
    if (params.get("error") || !code) return setFailed("denied");
    void PROVIDERS[provider as Provider](code, params.get("state")).then(
      (response) => {
        if (!response.ok) return setFailed("failed");
        if (response.data) queryClient.setQueryData(connectionKeys.all, response.data);
        navigate(CONNECTIONS, { replace: true });
      },
      (error: unknown) => {
        console.error(error);
        setFailed("failed");
      },
    );
  }, [location.pathname, location.search, navigate, queryClient]);

  return (
    <PageWrapper title={t("Callbacks.Title")} subTitle={t("Callbacks.Subtitle")}>
      {failed ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t("Callbacks.FailedTitle")}
          maw={640}
          data-testid="callback-error"
        >
          <Text size="sm">
            {failed === "denied"
              ? t("Callbacks.Denied")
              : failed === "unknown"
                ? t("Callbacks.Unknown")
                : t("Callbacks.Failed")}
          </Text>
          <Anchor component={Link} to={CONNECTIONS} size="sm" mt="sm" display="inline-block">
            {t("Callbacks.Back")}
          </Anchor>
        </Alert>
      ) : (
        <Stack align="center" gap="sm" py="xl" aria-busy="true" data-testid="callback-working">
          <Loader />
          <Text size="sm" c="gray.7">
            {t("Callbacks.Working")}
          </Text>
        </Stack>
      )}
    </PageWrapper>
  );
}
