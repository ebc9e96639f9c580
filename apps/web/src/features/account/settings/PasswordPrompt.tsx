import { Button, Group, Modal, PasswordInput, Stack, Text } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** What the caller made of the password: wrong (say so, stay open) or handled (close). */
export type PasswordOutcome = "wrong" | "done";

interface PasswordPromptProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: string;
  confirmLabel: string;
  /** Red for switching protection off. */
  danger?: boolean;
  onSubmit: (password: string) => Promise<PasswordOutcome>;
  /** Inputs and buttons get `${testId}-password` and `${testId}-submit`. */
  testId: string;
}

/** Asks for the current password before a change to how the account signs in. */
export function PasswordPrompt({
  opened,
  onClose,
  title,
  text,
  confirmLabel,
  danger,
  onSubmit,
  testId,
}: PasswordPromptProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Every opening starts empty: a password must not wait in a closed dialog.
  useEffect(() => {
    if (!opened) {
      setPassword("");
      setError(null);
    }
  }, [opened]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t("Validation.Required"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const outcome = await onSubmit(password);
      if (outcome === "wrong") setError(t("Security.Password.WrongPassword"));
      else onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      closeButtonProps={{ "aria-label": t("Common.Close") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{text}</Text>
          <PasswordInput
            label={t("Security.Password.Current")}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={error}
            data-autofocus
            data-testid={`${testId}-password`}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("Common.Cancel")}
            </Button>
            <Button
              type="submit"
              color={danger ? "red" : undefined}
              loading={busy}
              data-testid={`${testId}-submit`}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
