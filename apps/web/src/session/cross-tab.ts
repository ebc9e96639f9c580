import { REMEMBERED_KEY } from "./keys.ts";
import { postLogout } from "./messages.ts";
import { navigateTo } from "./navigation.ts";
import { clearSession, getTokenSnapshot } from "./session.ts";

/**
 * Follows a logout in another tab: when the remembered copy of this very session disappears,
 * this tab signs out too. Tabs with their own, unremembered session are left alone.
 * Returns the function that stops listening.
 */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== REMEMBERED_KEY || event.newValue !== null || !event.oldValue) return;
    const token = getTokenSnapshot();
    if (!token || !event.oldValue.includes(JSON.stringify(token))) return;
    postLogout();
    clearSession();
    navigateTo("/");
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}
