import { normaliseUserCode } from "@jah/shared";
import { Button, Code, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { answerConnect, type ConnectOutcome, useConnectRequest } from "./api.ts";
import { ConnectResult } from "./ConnectResult.tsx";

/**
 * /extension/connect?code=ABCD-2345 for a signed-in user: the browser extension asks to connect to
 * this account. The page shows the extension's label and the code to compare, and Allow or Deny;
 * the extension then receives its token (or the refusal) by polling.
 */
export function ExtensionConnectPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const userCode = normaliseUserCode(params.get("code") ?? "");
  const request = useConnectRequest(userCode);
  const [busy, setBusy] = useState<"allow" | "deny" | null>(null);
  const [outcome, setOutcome] = useState<ConnectOutcome | null>(null);

  const answer = async (allow: boolean) => {
    if (!userCode) return;
    setBusy(allow ? "allow" : "deny");
    setOutcome(await answerConnect(userCode, allow));
    setBusy(null);
  };

  let content: ReactNode;
  if (!userCode) content = <ConnectResult outcome="unknown" />;
  else if (outcome && outcome !== "failed") content = <ConnectResult outcome={outcome} />;
  else if (request.isPending) {
    content = (
      <Group gap="sm" role="status">
        <Loader size="sm" color="navy" />
        <Text size="sm">{t("Extension.Connect.Loading")}</Text>
      </Group>
    );
  } else if (request.isError)
    content = <ConnectResult outcome="failed" onRetry={() => void request.refetch()} />;
  else if (request.data.kind !== "found") content = <ConnectResult outcome={request.data.kind} />;
  else if (request.data.info.status !== "pending")
    content = <ConnectResult outcome={request.data.info.status} />;
  else {
    const { client } = request.data.info;
    content = (
      <Stack gap="md" data-testid="connect-question">
        <Text>{t("Extension.Connect.Question", { client })}</Text>
        <Stack gap={4}>
          <Text size="sm" c="gray.7">
            {t("Extension.Connect.CompareCode")}
          </Text>
          <Code
            fz="xl"
            fw={700}
            p="sm"
            ta="center"
            data-testid="connect-code"
            style={{ letterSpacing: "0.15em" }}
          >
            {userCode}
          </Code>
        </Stack>
        <Text size="sm" c="gray.7">
          {t("Extension.Connect.Permissions")}
        </Text>
        {outcome === "failed" && <ConnectResult outcome="failed" />}
        <Group gap="sm">
          <Button
            onClick={() => void answer(true)}
            loading={busy === "allow"}
            disabled={busy === "deny"}
            data-testid="connect-allow"
          >
            {t("Extension.Connect.Allow")}
          </Button>
          <Button
            variant="default"
            onClick={() => void answer(false)}
            loading={busy === "deny"}
            disabled={busy === "allow"}
            data-testid="connect-deny"
          >
            {t("Extension.Connect.Deny")}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <PageWrapper title={t("Extension.Connect.Title")} subTitle={t("Extension.Connect.Subtitle")}>
      <Paper maw={560} p={{ base: "md", sm: "lg" }} radius="md" withBorder data-testid="connect-page">
        {content}
      </Paper>
    </PageWrapper>
  );
}
