import { type CreatedAccessToken, extensionTokenCreateSchema } from "@jah/shared";
import { Alert, Button, Code, CopyButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorsOf } from "../../api/errors.ts";
import { useValidationText } from "../../i18n/validation.ts";
import { CopyIcon, PlusIcon } from "../../ui/app-icons.tsx";
import { createAccessToken } from "./api.ts";

/**
 * Making a token by hand, for pasting into the extension's options: a name, then the token shown
 * this once with a copy button (the server keeps only its hash).
 */
export function ExtensionSectionCreate({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const tv = useValidationText();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const form = useForm({
    initialValues: { name: "" },
    validate: schemaResolver(extensionTokenCreateSchema, { sync: true }),
  });

  const submit = form.onSubmit(async ({ name }) => {
    setBusy(true);
    setFailed(false);
    try {
      const response = await createAccessToken(name.trim());
      if (response.ok && response.data) {
        setCreated(response.data);
        form.reset();
        onCreated();
      } else if (response.status === 400) form.setErrors(fieldErrorsOf(response.data));
      else setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  });

  if (created) {
    return (
      <Alert color="green" variant="light" title={t("Extension.Tokens.CreatedTitle", { name: created.name })}>
        <Stack gap="sm">
          <Text size="sm">{t("Extension.Tokens.CreatedText")}</Text>
          <Code block data-testid="extension-token-value" style={{ wordBreak: "break-all" }}>
            {created.token}
          </Code>
          <Group gap="sm">
            <CopyButton value={created.token}>
              {({ copied, copy }) => (
                <Button
                  leftSection={<CopyIcon size={16} />}
                  color={copied ? "green.8" : "navy"}
                  onClick={copy}
                  data-testid="extension-token-copy"
                >
                  {copied ? t("Extension.Tokens.Copied") : t("Extension.Tokens.Copy")}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={() => setCreated(null)} data-testid="extension-token-done">
              {t("Extension.Tokens.Done")}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {failed && (
          <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setFailed(false)}>
            {t("Extension.Tokens.CreateFailed")}
          </Alert>
        )}
        <TextInput
          label={t("Extension.Tokens.Name")}
          description={t("Extension.Tokens.NameHint")}
          maxLength={60}
          maw={360}
          data-testid="extension-token-name"
          {...form.getInputProps("name")}
          error={tv(form.errors.name)}
        />
        <Group>
          <Button
            type="submit"
            variant="default"
            leftSection={<PlusIcon size={16} />}
            loading={busy}
            data-testid="extension-token-create"
          >
            {t("Extension.Tokens.Create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
