import { PASSKEY_NAME_MAX_LENGTH, type PasskeySummary, passkeyNameSchema } from "@jah/shared";
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../i18n/format.ts";
import { useValidationText } from "../../../i18n/validation.ts";
import { KeyIcon } from "../../../ui/app-icons.tsx";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { EmptyNote, ListSkeleton, LoadError } from "../../../ui/ListStates.tsx";
import { passkeysSupported } from "../passkey-sign-in.ts";
import { type AddPasskey, addPasskey, deletePasskey, passkeysKey, usePasskeys } from "./passkeys.ts";

const OUTCOME_TEXT: Record<Exclude<AddPasskey, "cancelled">, string> = {
  added: "Security.Passkeys.Added",
  exists: "Security.Passkeys.Exists",
  failed: "Security.Passkeys.AddFailed",
};

/**
 * Passkeys, in the account tab: sign in with the device's screen lock or a security key instead of
 * the password. Add one under a name, see them with their dates, delete one after a confirmation.
 */
export function PasskeysSection() {
  const { t, i18n } = useTranslation();
  const tv = useValidationText();
  const queryClient = useQueryClient();
  const passkeys = usePasskeys();
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Exclude<AddPasskey, "cancelled"> | "deleteFailed" | null>(null);
  const [deleting, setDeleting] = useState<PasskeySummary | null>(null);
  const supported = passkeysSupported();

  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysKey });

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setNameError(null);
    setOutcome(null);
    setBusy(true);
    try {
      const result = await addPasskey(parsed.data);
      if (result !== "cancelled") setOutcome(result);
      if (result === "added") {
        setName("");
        await refresh();
      }
    } catch (error) {
      console.error(error);
      setOutcome("failed");
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setOutcome(null);
    const response = await deletePasskey(deleting.id).catch(() => null);
    if (!response?.ok && response?.status !== 404) setOutcome("deleteFailed");
    await refresh();
  };

  const list = passkeys.data ?? [];
  return (
    <section aria-labelledby="settings-passkeys" data-testid="passkeys-section">
      <Group gap="xs" mb="xs">
        <KeyIcon size={22} />
        <Title order={2} size="h4" id="settings-passkeys">
          {t("Security.Passkeys.Title")}
        </Title>
      </Group>
      <Text c="gray.7" size="sm" mb="md" maw={640}>
        {t("Security.Passkeys.Text")}
      </Text>
      {passkeys.isPending ? (
        <ListSkeleton rows={1} height={60} maw={640} />
      ) : passkeys.isError ? (
        <LoadError text={t("Security.Passkeys.LoadError")} maw={640} onRetry={passkeys.refetch} />
      ) : (
        <Stack gap="sm" maw={640}>
          {outcome && (
            <Alert
              color={outcome === "added" ? "navy" : "red"}
              variant="light"
              role={outcome === "added" ? "status" : "alert"}
              withCloseButton
              onClose={() => setOutcome(null)}
              data-testid="passkeys-outcome"
            >
              {outcome === "deleteFailed" ? t("Security.Passkeys.DeleteFailed") : t(OUTCOME_TEXT[outcome])}
            </Alert>
          )}
          {list.length === 0 ? (
            <EmptyNote text={t("Security.Passkeys.None")} testId="passkeys-empty" />
          ) : (
            list.map((passkey) => (
              <Paper key={passkey.id} withBorder p="sm" data-testid="passkey-row">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Text fw={600} size="sm">
                      {passkey.name || t("Security.Passkeys.Unnamed")}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {passkey.created_at
                        ? t("Security.Passkeys.Created", {
                            date: formatDate(passkey.created_at, i18n.language),
                          })
                        : t("Security.Passkeys.CreatedUnknown")}
                      {passkey.backed_up ? ` · ${t("Security.Passkeys.Synced")}` : ""}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    onClick={() => setDeleting(passkey)}
                    data-testid="passkey-delete"
                  >
                    {t("Common.Delete")}
                  </Button>
                </Group>
              </Paper>
            ))
          )}
          {supported ? (
            <form onSubmit={add} noValidate>
              <Stack gap="sm" maw={400}>
                <TextInput
                  label={t("Security.Passkeys.Name")}
                  description={t("Security.Passkeys.NameHint")}
                  value={name}
                  onChange={(event) => setName(event.currentTarget.value)}
                  maxLength={PASSKEY_NAME_MAX_LENGTH}
                  error={tv(nameError)}
                  data-testid="passkey-name"
                />
                <Group>
                  <Button type="submit" loading={busy} data-testid="passkey-add">
                    {t("Security.Passkeys.Add")}
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <Alert color="gray" variant="light" role="status" data-testid="passkeys-unsupported">
              {t("Security.Passkeys.Unsupported")}
            </Alert>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("Security.Passkeys.DeleteTitle")}
        message={t("Security.Passkeys.DeleteText", {
          name: deleting?.name || t("Security.Passkeys.Unnamed"),
        })}
        confirmLabel={t("Common.Delete")}
        onConfirm={remove}
        testId="passkey-delete"
      />
    </section>
  );
}
