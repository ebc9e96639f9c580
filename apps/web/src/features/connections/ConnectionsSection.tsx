import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "react-toastify/unstyled";
import { notifySaveResult } from "../../api/helpers.ts";
import { PlugIcon } from "../../ui/app-icons.tsx";
import { ConfirmButton } from "../../ui/ConfirmButton.tsx";
import { ListSkeleton, QueryStates } from "../../ui/ListStates.tsx";
import { useDemoStatus } from "../demo/index.ts";
import {
  type Connections,
  connectionKeys,
  disconnectGmail,
  disconnectSmtp,
  gmailAuthorizeUrl,
} from "./api.ts";
import { ConnectionsReading } from "./ConnectionsReading.tsx";
import { ConnectionsSmtpForm } from "./ConnectionsSmtpForm.tsx";
import { GmailReading } from "./GmailReading.tsx";
import { useConnections } from "./use-connections.ts";

const SECURITY = {
  tls: "Connections.Smtp.Tls",
  starttls: "Connections.Smtp.StartTls",
  none: "Connections.Smtp.None",
};

/**
 * The connections tab: the mail account application mails are sent from. Without one, Send opens the
 * user's own mail program instead.
 */
export function ConnectionsSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const connections = useConnections();
  const demo = useDemoStatus().data?.demo === true;
  const [redirecting, setRedirecting] = useState(false);

  const apply = (status: number, data: Connections | undefined) => {
    notifySaveResult(status);
    if (data) queryClient.setQueryData(connectionKeys.all, data);
    else void queryClient.invalidateQueries({ queryKey: connectionKeys.all });
  };

  const connectGmail = async () => {
    setRedirecting(true);
    const response = await gmailAuthorizeUrl();
    if (response.ok && response.data?.authUrl) {
      // Google's consent page; it sends the user back to /callbacks/gmail.
      window.location.href = response.data.authUrl;
      return;
    }
    setRedirecting(false);
    toast.error(t("Connections.Gmail.Failed"));
  };

  // The server refuses mail accounts for demo accounts: say so instead of offering the forms.
  const content = demo ? (
    <Alert color="blue" variant="light" maw={640} data-testid="connections-demo">
      {t("Demo.NoMail")}
    </Alert>
  ) : (
    <QueryStates
      query={connections}
      loading={<ListSkeleton rows={1} height={160} maw={640} />}
      error={{ text: t("Connections.LoadError") }}
    >
      {({ smtp, gmail }) => (
        <Stack gap="xl" maw={640}>
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t("Connections.Smtp.Title")}
            </Title>
            {smtp.connected ? (
              <Paper withBorder radius="md" p="md" data-testid="smtp-connected">
                <Group justify="space-between" align="flex-start" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Badge color="green.9" variant="light">
                        {t("Connections.Connected")}
                      </Badge>
                    </Group>
                    <Text
                      fw={600}
                      mt={6}
                      style={{ overflowWrap: "anywhere" }}
                      data-testid="smtp-connected-from"
                    >
                      {smtp.from_name ? `${smtp.from_name} <${smtp.from_email}>` : smtp.from_email}
                    </Text>
                    <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
                      {t("Connections.Smtp.Via", {
                        host: `${smtp.host}:${smtp.port}`,
                        security: t(SECURITY[smtp.security]),
                        username: smtp.username,
                      })}
                    </Text>
                  </div>
                  <ConfirmButton
                    title={t("Connections.Smtp.DisconnectTitle")}
                    message={t("Connections.Smtp.DisconnectText")}
                    confirmLabel={t("Connections.Disconnect")}
                    testId="smtp-disconnect"
                    onConfirm={async () => {
                      const response = await disconnectSmtp();
                      apply(response.status, response.data);
                    }}
                    trigger={(open) => (
                      <Button variant="default" color="red" onClick={open} data-testid="smtp-disconnect">
                        {t("Connections.Disconnect")}
                      </Button>
                    )}
                  />
                </Group>
                <ConnectionsReading account={smtp} />
              </Paper>
            ) : (
              <>
                <Text size="sm" c="gray.7">
                  {t("Connections.Smtp.Text")}
                </Text>
                <ConnectionsSmtpForm />
              </>
            )}
          </Stack>
          {gmail.available && (
            <Stack gap="sm" data-testid="gmail-section">
              <Title order={3} size="h5">
                {t("Connections.Gmail.Title")}
              </Title>
              {gmail.connected ? (
                <Paper withBorder radius="md" p="md" data-testid="gmail-connected">
                  <Group justify="space-between" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Badge color="green.9" variant="light">
                        {t("Connections.Connected")}
                      </Badge>
                      <Text fw={600} mt={6} style={{ overflowWrap: "anywhere" }}>
                        {gmail.email}
                      </Text>
                    </div>
                    <ConfirmButton
                      title={t("Connections.Gmail.DisconnectTitle")}
                      message={t("Connections.Gmail.DisconnectText")}
                      confirmLabel={t("Connections.Disconnect")}
                      testId="gmail-disconnect"
                      onConfirm={async () => {
                        const response = await disconnectGmail();
                        apply(response.status, response.data);
                      }}
                      trigger={(open) => (
                        <Button variant="default" onClick={open} data-testid="gmail-disconnect">
                          {t("Connections.Disconnect")}
                        </Button>
                      )}
                    />
                  </Group>
                  <Stack mt="md">
                    <GmailReading gmail={gmail} onGrant={connectGmail} granting={redirecting} />
                  </Stack>
                </Paper>
              ) : (
                <>
                  <Text size="sm" c="gray.7">
                    {t("Connections.Gmail.Text")}
                  </Text>
                  <Group>
                    <Button
                      variant="default"
                      onClick={connectGmail}
                      loading={redirecting}
                      data-testid="gmail-connect"
                    >
                      {t("Connections.Gmail.Connect")}
                    </Button>
                  </Group>
                </>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </QueryStates>
  );

  return (
    <section aria-labelledby="settings-connections" data-testid="connections-section">
      <Group gap="xs" mb="xs">
        <PlugIcon size={22} />
        <Title order={2} size="h4" id="settings-connections">
          {t("Connections.Title")}
        </Title>
      </Group>
      <Text c="gray.7" size="sm" mb="md" maw={640}>
        {t("Connections.Text")}
      </Text>
      {content}
    </section>
  );
}
