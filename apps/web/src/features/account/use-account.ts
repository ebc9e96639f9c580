import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "../../api/helpers.ts";

/** GET /api/account/me. */
export interface Account {
  id: string;
  email: string;
  username: string;
  /** The person's own name from sign-up; null when they gave none. */
  name: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
  language: string;
}

/**
 * The signed-in account. Loaded once when the app shell opens and kept, so the renew dialog
 * still knows the e-mail address after the session has timed out.
 */
export function useAccount() {
  return useQuery({
    queryKey: ["account", "me"],
    queryFn: ({ signal }) => fetchJson<Account>("account/me", signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
