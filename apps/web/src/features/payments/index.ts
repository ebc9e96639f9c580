// Plans and payments: what the user's plan allows, the payments tab, and the operator's free years.
export { usePremiumAccess, useProfileLimit } from "./api.ts";
export { FreeYearAdmin } from "./FreeYearAdmin.tsx";
export { PaymentsTab } from "./PaymentsTab.tsx";
export { PremiumGate, PremiumPanel } from "./PremiumGate.tsx";
export { PremiumNotice } from "./PremiumNotice.tsx";
export { StripeCallback } from "./StripeCallback.tsx";
