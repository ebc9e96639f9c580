import { DELETION_CODE_LENGTH, type DeletionStatus } from "@jah/shared";
import { Button, Code, Group, Loader, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type DeletionStep, fetchDeletionCode, submitDeletionCode } from "./account-deletion.ts";

export interface DeletionCodeDialogProps {
  step: DeletionStep | null;
  onClose: () => void;
  /** The step went through; the new state. */
  onDone: (status: DeletionStatus) => void;
  /** The server could not do it (not a wrong code): the caller explains and offers support. */
  onFailed: (step: DeletionStep) => void;
}

/**
 * Starting a deletion or its cancellation asks for the random code shown here (spec section 4): the
 * server hands it out and checks what was typed, so a stray click never starts either.
 */
export function DeletionCodeDialog({ step, onClose, onDone, onFailed }: DeletionCodeDialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState<string | null>(null);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setCode(null);
    setTyped("");
    setError(null);
    if (!step) return;
    let live = true;
    void fetchDeletionCode(step).then(
      (response) => {
        if (!live) return;
        if (response.ok && response.data) setCode(response.data.code);
        else onFailed(step);
      },
      () => live && onFailed(step),
    );
    return () => {
      live = false;
    };
  }, [step, onFailed]);

  const submit = async () => {
    if (!step) return;
    setBusy(true);
    try {
      const response = await submitDeletionCode(step, typed);
      if (response.ok && response.data)
        return onDone({ state: response.data.state, date: response.data.date });
      if (response.status === 400 && response.data?.fields?.code)
        return setError(t("AccountDeletion.CodeWrong"));
      onFailed(step);
    } catch {
      onFailed(step);
    } finally {
      setBusy(false);
    }
  };

  const cancelling = step === "canceldelete";
  const complete = typed.replace(/\s+/g, "").length === DELETION_CODE_LENGTH;
  return (
    <Modal
      opened={step !== null}
      onClose={onClose}
      title={cancelling ? t("AccountDeletion.CancelTitle") : t("AccountDeletion.RequestTitle")}
      centered
      radius="lg"
      closeButtonProps={{ "aria-label": t("Common.Close") }}
    >
      {code === null ? (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label={t("AccountDeletion.Loading")} />
        </Group>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (complete) void submit();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              {cancelling ? t("AccountDeletion.CancelCodeText") : t("AccountDeletion.RequestCodeText")}
            </Text>
            <Code
              block
              fz="xl"
              ta="center"
              style={{ letterSpacing: "0.25em", userSelect: "all" }}
              data-testid="deletion-code"
            >
              {code}
            </Code>
            <TextInput
              label={t("AccountDeletion.CodeLabel")}
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              autoComplete="off"
              spellCheck={false}
              maxLength={DELETION_CODE_LENGTH + 4}
              data-autofocus
              data-testid="deletion-code-input"
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={onClose}>
                {t("AccountDeletion.Back")}
              </Button>
              <Button
                type="submit"
                color={cancelling ? undefined : "red"}
                disabled={!complete}
                loading={busy}
                data-testid="deletion-code-submit"
              >
                {cancelling ? t("AccountDeletion.CancelSubmit") : t("AccountDeletion.RequestSubmit")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
