import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiRequest } from "../../../api/client.ts";
import { formatDateTime } from "../../../i18n/format.ts";
import { clearSession } from "../../../session/session.ts";
import { LogoutIcon } from "../../../ui/app-icons.tsx";
import { ListSkeleton, LoadError } from "../../../ui/ListStates.tsx";

/** One row of GET account/sessions: browser and system from the user agent, never the token. */
export interface ActiveSession {
  id: string;
  browser: string | null;
  os: string | null;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  current: boolean;
}

export const sessionsKey = ["account", "sessions"] as const;

function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }): Promise<ActiveSession[]> => {
      const response = await apiRequest<ActiveSession[]>("account/sessions", { signal });
      if (!response.ok || !Array.isArray(response.data))
        throw new Error(`GET account/sessions answered ${response.status}`);
      return response.data;
    },
  });
}

/**
 * Active sessions, in the account tab: where the user is signed in (browser and system, when the
 * session began and was last used; no place lookup), with signing out one session or, after a
 * confirmation, every other one. Signing out this session signs the user out here.
 */
export function SessionsSection() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const [othersDone, setOthersDone] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsKey });

  const signOut = async (session: ActiveSession) => {
    setBusy(session.id);
    setFailed(false);
    setOthersDone(false);
    try {
      const response = await apiRequest(`account/sessions/${encodeURIComponent(session.id)}`, {
        method: "DELETE",
      });
      if (response.ok && session.current) clearSession();
      else if (response.ok || response.status === 404) await refresh();
      else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const signOutOthers = async () => {
    setBusy("others");
    setFailed(false);
    try {
      const response = await apiRequest("account/sessions/revoke-others", { method: "POST", body: {} });
      if (response.ok) {
        setConfirming(false);
        setOthersDone(true);
        await refresh();
      } else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;
  return (
    <section aria-labelledby="settings-sessions" data-testid="sessions-section">
      <Group gap="xs" mb="xs">
        <LogoutIcon size={22} />
        <Title order={2} size="h4" id="settings-sessions">
          {t("Security.Sessions.Title")}
        </Title>
      </Group>
      <Text c="gray.7" size="sm" mb="md" maw={640}>
        {t("Security.Sessions.Text")}
      </Text>
      {sessions.isPending ? (
        <ListSkeleton rows={1} height={60} maw={640} />
      ) : sessions.isError ? (
        <LoadError text={t("Security.Sessions.LoadError")} maw={640} onRetry={sessions.refetch} />
      ) : (
        <Stack gap="sm" maw={640}>
          {failed && (
            <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setFailed(false)}>
              {t("Security.Sessions.Failed")}
            </Alert>
          )}
          {othersDone && (
            <Alert color="navy" variant="light" role="status">
              {t("Security.Sessions.OthersDone")}
            </Alert>
          )}
          {list.map((session) => (
            <Paper
              key={session.id}
              withBorder
              p="sm"
              data-testid="session-row"
              data-current={session.current ? "true" : "false"}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {t("Security.Sessions.Device", {
                        browser: session.browser ?? t("Security.Sessions.Unknown"),
                        os: session.os ?? t("Security.Sessions.UnknownSystem"),
                      })}
                    </Text>
                    {session.current && (
                      <Badge size="sm" variant="light">
                        {t("Security.Sessions.Current")}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="gray.7">
                    {t("Security.Sessions.Details", {
                      created: formatDateTime(session.created_at, i18n.language),
                      used: formatDateTime(session.last_used_at, i18n.language),
                    })}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="default"
                  loading={busy === session.id}
                  onClick={() => void signOut(session)}
                  data-testid="session-sign-out"
                >
                  {t("Security.Sessions.SignOut")}
                </Button>
              </Group>
            </Paper>
          ))}
          {others > 0 ? (
            <Group>
              <Button
                color="red"
                variant="light"
                onClick={() => setConfirming(true)}
                data-testid="sessions-others"
              >
                {t("Security.Sessions.SignOutOthers")}
              </Button>
            </Group>
          ) : (
            !othersDone && (
              <Text size="sm" c="gray.7">
                {t("Security.Sessions.NoOthers")}
              </Text>
            )
          )}
        </Stack>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("Security.Sessions.ConfirmTitle")}
      >
        <Stack>
          <Text size="sm">{t("Security.Sessions.ConfirmText")}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t("Security.Sessions.Cancel")}
            </Button>
            <Button
              color="red"
              loading={busy === "others"}
              onClick={() => void signOutOthers()}
              data-testid="sessions-others-confirm"
            >
              {t("Security.Sessions.Confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </section>
  );
}
