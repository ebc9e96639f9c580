import { gmailCallbackSchema, smtpConnectionSchema } from "@jah/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/database.ts";
import { errorBody, notFound } from "../../http/errors.ts";
import { authRateLimit } from "../../http/rate-limit.ts";
import type { TransportOptions } from "../../mail/account-transport.ts";
import { deleteAccount, getConnections, saveGmailAccount, saveSmtpAccount } from "./accounts.ts";
import { authorizeUrl, exchangeCode, OAuthState } from "./gmail-oauth.ts";
import { ConnectionFailed, testSmtpConnection } from "./smtp-test.ts";

const BASE = "/api/connections";

type Deps = {
  db: Db;
  guards: Guards;
  config: Pick<Config, "appUrl" | "authSecret" | "google" | "authRateLimit">;
  box: SecretBox;
  transport: Omit<TransportOptions, "quick">;
};

/** 400 with code connection-failed and the reason: nothing was saved. */
function connectionFailed(reply: FastifyReply, error: ConnectionFailed) {
  return reply
    .status(400)
    .send({ ...errorBody(400, error.message), code: "connection-failed", reason: error.reason });
}

/** Mail accounts of the settings' connections tab: SMTP and Gmail. */
export async function connectionRoutes(app: FastifyInstance, { db, guards, config, box, transport }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: guards.verified };
  const tags = ["connections"];
  const google = config.google;
  const state = new OAuthState(config.authSecret);
  const connections = (userId: string) => getConnections(db, userId, google !== null);

  r.get(`${BASE}/`, { ...options, schema: { tags } }, (request) => connections(currentUser(request).id));

  r.post(
    `${BASE}/smtp`,
    // The connection test reaches out to a server the user names: a few per minute are plenty.
    {
      ...options,
      config: { rateLimit: authRateLimit(config.authRateLimit) },
      schema: { tags, body: smtpConnectionSchema },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      try {
        await testSmtpConnection(request.body, transport);
      } catch (error) {
        if (error instanceof ConnectionFailed) return connectionFailed(reply, error);
        throw error;
      }
      await saveSmtpAccount(db, box, userId, request.body);
      return connections(userId);
    },
  );

  r.delete(`${BASE}/smtp`, { ...options, schema: { tags } }, async (request) => {
    const userId = currentUser(request).id;
    await deleteAccount(db, userId, "smtp");
    return connections(userId);
  });

  r.get(`${BASE}/gmail/authorize`, { ...options, schema: { tags } }, async (request) => {
    if (!google) throw notFound();
    return { url: authorizeUrl(google, config.appUrl, state.sign(currentUser(request).id)) };
  });

  r.post(
    `${BASE}/gmail/callback`,
    { ...options, schema: { tags, body: gmailCallbackSchema } },
    async (request, reply) => {
      if (!google) throw notFound();
      const userId = currentUser(request).id;
      if (!state.verify(request.body.state, userId)) {
        return connectionFailed(
          reply,
          new ConnectionFailed("The sign-in with Google expired or was started in another session"),
        );
      }
      try {
        const { refreshToken, email } = await exchangeCode(google, config.appUrl, request.body.code);
        await saveGmailAccount(db, box, userId, email, refreshToken);
      } catch (error) {
        if (error instanceof ConnectionFailed) return connectionFailed(reply, error);
        throw error;
      }
      return connections(userId);
    },
  );

  r.delete(`${BASE}/gmail`, { ...options, schema: { tags } }, async (request) => {
    if (!google) throw notFound();
    const userId = currentUser(request).id;
    await deleteAccount(db, userId, "gmail");
    return connections(userId);
  });
}
