import { useApplicationStats } from "../../features/applications/index.ts";
import { useConnections } from "../../features/connections/index.ts";
import { useProfileCount } from "./profiles.ts";

/** The first steps a newcomer takes (issue 43), each derived from the user's data. */
export type FirstStepsState = {
  /** Nothing known yet: neither greeting nor checklist decide on guesses. */
  loading: boolean;
  /** No profile and no application yet: the dashboard greets a first visit, not a return. */
  firstVisit: boolean;
  cv: boolean;
  application: boolean;
  mailbox: boolean;
};

/**
 * Reads what the user has done so far from the dashboard's own queries (profile count, application
 * counters) and the mail connections. A query that fails counts as "not done": the checklist then
 * shows one step too many, never hides one. `access` is the dashboard's paid-access check.
 */
export function useFirstSteps(access: { loading: boolean; paid: boolean }): FirstStepsState {
  const profiles = useProfileCount();
  // Applications and mail accounts are paid areas: unpaid, only the profiles decide the greeting.
  // While the check runs, `paid` reads true (usePremiumAccess), so wait for it to finish.
  const paid = !access.loading && access.paid;
  const stats = useApplicationStats(paid);
  const connections = useConnections(paid);
  const cv = (profiles.data ?? 0) > 0;
  const application = (stats.data?.total ?? 0) > 0;
  const mailbox = connections.data?.smtp.connected === true || connections.data?.gmail.connected === true;
  return {
    loading: access.loading || profiles.isPending || (paid && (stats.isPending || connections.isPending)),
    firstVisit: !cv && !application,
    cv,
    application,
    mailbox,
  };
}
