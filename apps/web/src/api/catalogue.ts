import { navigateTo } from "../session/navigation.ts";
import { dropUnverifiedSession, expireSession } from "../session/session.ts";
import { getAppConfig } from "./app-config.ts";
import { paymentRequired } from "./payment.ts";

/**
 * The error catalogue of spec section 8, applied to every product call's status.
 * hadSession tells whether the call carried a session: only then does 401 mean it has ended.
 */
export async function applyErrorCatalogue(status: number, hadSession: boolean): Promise<void> {
  switch (status) {
    case 500:
      navigateTo("/uuuups");
      return;
    case 422:
      dropUnverifiedSession();
      navigateTo("/requestemailvalidation");
      return;
    case 402:
      paymentRequired(true);
      return;
    case 403:
      // The staging host wipes its data now and then; a 403 there usually means the account is gone.
      if ((await getAppConfig()).stagingHost) navigateTo("/datareset");
      return;
    case 401:
      // Same effects as a timed-out session: LOGOUT message, storage cleared, back to /.
      if (hadSession) expireSession();
      return;
  }
}
