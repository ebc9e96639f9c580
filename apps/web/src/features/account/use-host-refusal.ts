import { useTranslation } from "react-i18next";
import { useAccount } from "./use-account.ts";

/**
 * The refusal of a host the server will not connect to (unknown name or private network, one answer
 * for both: issue 37) in the user's language; administrators also read which setting allows hosts in
 * the server's own network.
 */
export function useHostRefusal(setting: string): string {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const message = t("HostRefused.Message");
  return account?.isAdmin ? `${message} ${t("HostRefused.AdminHint", { setting })}` : message;
}
