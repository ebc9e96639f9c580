import { newPasswordFormSchema } from "@jah/shared";
import { Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { resetPassword } from "../../api/identity.ts";
import { useValidationText } from "../../i18n/validation.ts";
import { AuthCard } from "../../ui/AuthCard.tsx";
import { StatusLine } from "../../ui/StatusLine.tsx";

/** /newpassword?token=...: sets a new password from the reset mail's link. */
export function NewPasswordPage() {
  const { t } = useTranslation();
  const tv = useValidationText();
  const token = useSearchParams()[0].get("token") ?? "";
  const [outcome, setOutcome] = useState<"success" | "error" | null>(token ? null : "error");
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { password: "", passwordconfirmation: "" },
    validate: schemaResolver(newPasswordFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(async ({ password }) => {
    setOutcome(null);
    setBusy(true);
    try {
      setOutcome((await resetPassword(password, token)) ? "success" : "error");
    } catch (error) {
      console.error(error);
      setOutcome("error");
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title={t("NewPassword.Title")} subtitle={t("NewPassword.Subtitle")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {token && outcome !== "success" && (
            <>
              <PasswordInput
                label={t("NewPassword.Password")}
                autoComplete="new-password"
                data-testid="newpassword-password"
                {...form.getInputProps("password")}
                error={tv(form.errors.password)}
              />
              <PasswordInput
                label={t("Login.Register.PasswordConfirmation")}
                autoComplete="new-password"
                data-testid="newpassword-passwordconfirmation"
                {...form.getInputProps("passwordconfirmation")}
                error={tv(form.errors.passwordconfirmation)}
              />
              <Button type="submit" size="md" fullWidth loading={busy} data-testid="newpassword-submit">
                {t("NewPassword.Submit")}
              </Button>
            </>
          )}
          {outcome && (
            <StatusLine tone={outcome} testId="newpassword-status">
              {outcome === "success" ? t("NewPassword.Success") : t("NewPassword.Error")}{" "}
              <Anchor
                component={Link}
                to={outcome === "success" ? "/login" : "/resetpassword"}
                inherit
                fw={600}
              >
                {outcome === "success" ? t("NewPassword.ToLogin") : t("NewPassword.RequestNew")}
              </Anchor>
            </StatusLine>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
