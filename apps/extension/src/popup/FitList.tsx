import type { ProfileFit } from "@jah/shared";
import { t } from "../lib/i18n.ts";

/** How well each profile fits the job, as the server computed it (0 to 100). */
export function FitList({ fits }: { fits: ProfileFit[] }) {
  return (
    <section aria-labelledby="fit-title" data-testid="fits">
      <h2 id="fit-title" className="label">
        {t("fitTitle")}
      </h2>
      <ul className="fits">
        {fits.map((fit) => {
          const value = Math.round(fit.score);
          return (
            <li key={fit.profileId} className="fit" data-testid={`fit-${fit.profileId}`}>
              <span className="sr-only">{t("fitLabel", fit.title, value)}</span>
              <span aria-hidden="true">{fit.title}</span>
              <span className="fit-value" aria-hidden="true">
                {t("fitValue", value)}
              </span>
              <span className="fit-bar" aria-hidden="true">
                <span style={{ width: `${value}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
