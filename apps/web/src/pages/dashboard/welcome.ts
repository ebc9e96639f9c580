import type { TFunction } from "i18next";

/**
 * The dashboard's greeting: "Welcome" on a first visit, "Welcome back" afterwards, with the person's
 * own name from sign-up when they gave one. Never the username: that is often a handle ("lena.de3").
 * Nothing while it is not known yet which of the two it is.
 */
export function dashboardWelcome(
  t: TFunction,
  { loading, firstVisit, name }: { loading: boolean; firstVisit: boolean; name: string | null | undefined },
): string | undefined {
  if (loading) return undefined;
  const person = name?.trim();
  if (firstVisit)
    return person ? t("Dashboard.WelcomeFirstName", { name: person }) : t("Dashboard.WelcomeFirst");
  return person ? t("Dashboard.WelcomeName", { name: person }) : t("Dashboard.Welcome");
}
