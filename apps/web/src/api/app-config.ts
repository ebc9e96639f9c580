import type { LegalPage } from "@jah/shared";

/** GET /api/config: public facts about this installation. */
export interface AppConfig {
  stagingHost: boolean;
  demoMode: boolean;
  payments: boolean;
  /** An AI provider is configured: only then is the letter helper offered. */
  ai?: boolean;
  /** VAT in whole percent, as prices say it ("inkl. 19 % USt."). */
  vatRatePercent?: number;
  /** Which legal pages the operator has published (the others are not linked but named as missing). */
  legalPages?: Partial<Record<LegalPage, boolean>>;
  /** Plans are configured: the public pricing page /pricing (/preise) exists and is linked. */
  pricing?: boolean;
}

const FALLBACK: AppConfig = { stagingHost: false, demoMode: false, payments: false };

let pending: Promise<AppConfig> | null = null;

/**
 * Loads the installation config once per page. It uses fetch directly, not the API client,
 * because the client itself asks for it while handling a 403.
 */
export function getAppConfig(): Promise<AppConfig> {
  pending ??= fetch("/api/config", { headers: { accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<AppConfig>) : FALLBACK))
    .catch(() => {
      // Try again next time rather than remembering a network hiccup for the whole page life.
      pending = null;
      return FALLBACK;
    });
  return pending;
}

/** Forgets the loaded config (tests). */
export function resetAppConfig(): void {
  pending = null;
}
