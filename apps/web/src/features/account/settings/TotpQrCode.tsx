import { Loader, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** The otpauth:// link as a QR code (SVG, drawn in the browser: the key never leaves the page). */
export function totpQrSvg(uri: string): Promise<string> {
  // Loaded on demand: only this set-up step needs the QR encoder.
  return import("qrcode").then((qrcode) =>
    qrcode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2, width: 184 }),
  );
}

/** What authenticator apps scan; the key and the link below it stay for those who cannot scan. */
export function TotpQrCode({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setSvg(null);
    setFailed(false);
    totpQrSvg(uri).then(
      (drawn) => current && setSvg(drawn),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [uri]);

  if (failed)
    return (
      <Text size="sm" c="red.8" role="alert">
        {t("Security.TwoFactor.QrFailed")}
      </Text>
    );
  if (!svg) return <Loader size="sm" aria-label={t("Security.TwoFactor.QrAlt")} />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t("Security.TwoFactor.QrAlt")}
      width={184}
      height={184}
      style={{ background: "#fff", borderRadius: 8 }}
      data-testid="totp-qr"
    />
  );
}
