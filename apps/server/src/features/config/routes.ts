import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import { publishedLegalPages } from "../legal/index.ts";
import { hasPricingPage } from "../payments/index.ts";

/** GET /api/config: the public switches the web app needs before anyone signs in. */
export async function publicConfigRoutes(app: FastifyInstance, { config }: { config: Config }) {
  app.get("/api/config", { schema: { tags: ["config"] } }, async () => ({
    stagingHost: config.staging,
    demoMode: config.demoMode,
    payments: config.payments,
    // Without a provider the web app offers no AI at all (issue 43): no button, no promise.
    ai: config.ai !== null,
    // Prices on the pricing table say "inkl. {rate} % USt." (issue 25).
    vatRatePercent: config.billing.vatRatePercent,
    // Until the operator publishes them, footer and sign-up say so instead of linking an empty page.
    legalPages: publishedLegalPages(config.legalDir),
    // The public pricing page and its links exist only with plans (issue 43).
    pricing: hasPricingPage(config),
  }));
}
