import { DEMO_MESSAGES, UPLOAD_MESSAGES } from "@jah/shared";
import type { FastifyRequest } from "fastify";
import { currentUser } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { HttpError } from "../../http/errors.ts";
import { isDemoAccount } from "./accounts.ts";

/**
 * What the demo system refuses, as preHandlers that follow `guards.verified`. Uploads: on the whole
 * demo host (spec section 6) and for every demo account, also one left over after DEMO_MODE was
 * switched off. Mail accounts and application mails: demo accounts only, since mail is never sent from them.
 */
export function demoRestrictions(db: Db, config: Pick<Config, "demoMode">) {
  /** 403 'File upload is disabled on the demo system' when `userId` may not upload. */
  async function assertUploadsAllowed(userId: string): Promise<void> {
    if (config.demoMode || (await isDemoAccount(db, userId))) throw new HttpError(403, UPLOAD_MESSAGES.demo);
  }

  return {
    assertUploadsAllowed,
    /** preHandler of every upload endpoint (documents, CV import). */
    uploads: async (request: FastifyRequest) => assertUploadsAllowed(currentUser(request).id),
    /** preHandler of connecting a mail account (SMTP, Gmail). */
    mailAccounts: async (request: FastifyRequest) => {
      if (await isDemoAccount(db, currentUser(request).id))
        throw new HttpError(403, DEMO_MESSAGES.mailAccount);
    },
    /** Why an application mail of `userId` must not go out, or null: the compose feature asks at Send. */
    mailRefusal: async (userId: string): Promise<string | null> =>
      (await isDemoAccount(db, userId)) ? DEMO_MESSAGES.mailNotSent : null,
  };
}

export type DemoRestrictions = ReturnType<typeof demoRestrictions>;
