import { getAppConfig } from "../api/app-config.ts";

/**
 * What a prerendered page learns only in the browser: the page was built before anyone knew this
 * installation. Legal pages the operator has not published yet are named as missing instead of linked
 * (LegalLinks renders both, the sentence hidden), and parts marked `data-needs="ai"` go when no AI
 * provider is configured (issue 43). Without an answer the page stays as built.
 */
export async function applyConfigToStaticPage(root: HTMLElement): Promise<void> {
  const config = await getAppConfig();
  const published = config.legalPages ?? {};
  for (const element of root.querySelectorAll<HTMLElement>("[data-legal-page]")) {
    const page = element.dataset.legalPage as keyof typeof published;
    const known = published[page];
    if (known === undefined) continue;
    element.hidden = (element.dataset.legalShown === "published") !== known;
  }
  if (config.ai === false)
    for (const element of root.querySelectorAll<HTMLElement>('[data-needs="ai"]')) element.hidden = true;
}
