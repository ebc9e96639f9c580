import type { AccessTokenSummary } from "@jah/shared";
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../i18n/format.ts";
import { ExtensionIcon } from "../../ui/app-icons.tsx";
import { ConfirmButton } from "../../ui/ConfirmButton.tsx";
import { EmptyList, ListSkeleton, QueryStates } from "../../ui/ListStates.tsx";
import { extensionKeys, revokeAccessToken, useAccessTokens } from "./api.ts";
import { ExtensionSectionCreate } from "./ExtensionSectionCreate.tsx";

/**
 * Settings > Connections > Browser extension: the personal access tokens the extension signs in with
 * (name, created, last used), each revocable after a confirmation, and a token made by hand.
 */
export function ExtensionSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tokens = useAccessTokens();
  const [failed, setFailed] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: extensionKeys.tokens });

  const revoke = async (token: AccessTokenSummary) => {
    setFailed(false);
    try {
      const response = await revokeAccessToken(token.id);
      if (!response.ok && response.status !== 404) setFailed(true);
    } catch {
      setFailed(true);
    }
    await refresh();
  };

  return (
    <section aria-labelledby="settings-extension" data-testid="extension-section">
      <Group gap="xs" mb="xs">
        <ExtensionIcon size={22} />
        <Title order={2} size="h4" id="settings-extension">
          {t("Extension.Tokens.Title")}
        </Title>
      </Group>
      <Text c="gray.7" size="sm" mb="md" maw={640}>
        {t("Extension.Tokens.Text")}
      </Text>
      <Stack gap="lg" maw={640}>
        <QueryStates
          query={tokens}
          loading={<ListSkeleton rows={1} height={60} />}
          error={{ text: t("Extension.Tokens.LoadError") }}
          empty={
            <EmptyList
              icon={<ExtensionIcon size={28} />}
              title={t("Extension.Tokens.EmptyTitle")}
              text={t("Extension.Tokens.EmptyText")}
              action={
                <Anchor
                  component={Link}
                  to="/extension"
                  underline="always"
                  data-testid="extension-install-link"
                >
                  {t("Extension.Tokens.InstallLink")}
                </Anchor>
              }
              testId="extension-tokens-empty"
            />
          }
        >
          {(list) => (
            <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {list.map((token) => (
                <TokenRow key={token.id} token={token} onRevoke={() => revoke(token)} />
              ))}
            </Stack>
          )}
        </QueryStates>
        {failed && (
          <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setFailed(false)}>
            {t("Extension.Tokens.RevokeFailed")}
          </Alert>
        )}
        <ExtensionSectionCreate onCreated={() => void refresh()} />
      </Stack>
    </section>
  );
}

function TokenRow({ token, onRevoke }: { token: AccessTokenSummary; onRevoke: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="extension-token-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
            {token.name}
          </Text>
          <Text size="xs" c="gray.7">
            {t("Extension.Tokens.Created", { date: formatDateTime(token.createdAt, i18n.language) })}
            {" · "}
            {token.lastUsedAt
              ? t("Extension.Tokens.LastUsed", { date: formatDateTime(token.lastUsedAt, i18n.language) })
              : t("Extension.Tokens.NeverUsed")}
          </Text>
        </Stack>
        <ConfirmButton
          title={t("Extension.Tokens.RevokeTitle")}
          message={t("Extension.Tokens.RevokeText", { name: token.name })}
          confirmLabel={t("Extension.Tokens.Revoke")}
          onConfirm={onRevoke}
          testId="extension-token-revoke"
          trigger={(open) => (
            <Button
              size="xs"
              variant="default"
              color="red"
              onClick={open}
              aria-label={t("Extension.Tokens.RevokeNamed", { name: token.name })}
              data-testid="extension-token-revoke"
            >
              {t("Extension.Tokens.Revoke")}
            </Button>
          )}
        />
      </Group>
    </Paper>
  );
}
