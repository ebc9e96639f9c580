import { signOut } from "../../api/identity.ts";
import { removeUserDrafts } from "../../session/local-draft.ts";
import { postLogout } from "../../session/messages.ts";
import { clearSession } from "../../session/session.ts";
import { readStoredSession } from "../../session/storage.ts";

/**
 * Logs out: ends the session at the identity provider, clears both storages, posts LOGOUT
 * and reloads at /. The user's local drafts go too. The server call goes first because the reload would cut it off.
 */
export async function logout(): Promise<void> {
  const session = readStoredSession();
  if (session) {
    try {
      await signOut(session.token);
    } catch (error) {
      // Unreachable server: the local logout must still happen.
      console.error(error);
    }
  }
  // Signing out on purpose leaves no typed text on a shared browser; an ended session keeps its drafts.
  if (session) removeUserDrafts(session.localId);
  sessionStorage.clear();
  clearSession();
  postLogout();
  window.location.assign("/");
}
