import { Button, Divider } from "@mantine/core";
import IconKey from "@tabler/icons-react/icons/IconKey";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AuthResult } from "../../api/identity.ts";
// A public page: its one icon on its own, not the signed-in area's set (ui/app-icons.tsx).
import { LineIcon } from "../../ui/icons.tsx";
import { passkeysSupported, signInWithPasskey } from "./passkey-sign-in.ts";

interface PasskeySignInButtonProps {
  onSignedIn: (result: AuthResult) => void;
  /** Called when a passkey sign-in fails (not when the user closes the browser's dialog). */
  onFailed: () => void;
  /** Called when a new attempt starts, so earlier messages go. */
  onStart: () => void;
}

/** "or" and "Sign in with a passkey"; hidden in browsers without WebAuthn (or on an insecure origin). */
export function PasskeySignInButton({ onSignedIn, onFailed, onStart }: PasskeySignInButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!passkeysSupported()) return null;

  const start = async () => {
    setBusy(true);
    onStart();
    try {
      const outcome = await signInWithPasskey();
      if (outcome.ok) onSignedIn(outcome.result);
      else if (outcome.reason !== "cancelled") onFailed();
    } catch (error) {
      console.error(error);
      onFailed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Divider label={t("Login.Passkey.Or")} labelPosition="center" />
      <Button
        variant="default"
        fullWidth
        size="md"
        leftSection={<LineIcon icon={IconKey} size={18} />}
        loading={busy}
        onClick={() => void start()}
        data-testid="login-passkey"
      >
        {t("Login.Passkey.Submit")}
      </Button>
    </>
  );
}
