import { lazy, Suspense, useEffect, useState } from "react";
import { setPaymentRequiredHandler } from "../api/payment.ts";

const UpgradeModal = lazy(() => import("./UpgradeModal.tsx").then((m) => ({ default: m.UpgradeModal })));

/** Registers the payment-required handler of the API client and shows the upgrade prompt on 402. */
export function UpgradePrompt() {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(
    () =>
      setPaymentRequiredHandler((required) => {
        setOpened(required);
        if (required) setUsed(true);
      }),
    [],
  );
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <UpgradeModal opened={opened} onClose={() => setOpened(false)} />
    </Suspense>
  );
}
