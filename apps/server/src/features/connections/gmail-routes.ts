import { gmailCallbackSchema, gmailReadingSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/database.ts";
import { errorBody, notFound } from "../../http/errors.ts";
import { authRateLimit } from "../../http/rate-limit.ts";
import type { DemoRestrictions } from "../demo/index.ts";
import { deleteAccount, getConnections, gmailRefreshToken, saveGmailAccount } from "./accounts.ts";
import { authorizeUrl, exchangeCode, OAuthState, refreshAccess } from "./gmail-oauth.ts";
import { saveGmailReading } from "./reading.ts";
import { connectionFailed, providerUnreachable } from "./replies.ts";
import { ConnectionFailed } from "./smtp-test.ts";

const BASE = "/api/connections/gmail";

type Deps = {
  db: Db;
  guards: Guards;
  config: Pick<Config, "appUrl" | "authSecret" | "google" | "authRateLimit">;
  demo: DemoRestrictions;
  box: SecretBox;
};

/**
 * The Gmail connection under the specification's paths (getauthurl, connect, isconnected,
 * refreshconnection, disconnect). The first names (authorize, callback, DELETE gmail) stay as aliases.
 * Disconnecting changes data, so it answers POST and DELETE, never GET (a link must not disconnect).
 * Without Google settings on the server every path answers 404.
 */
export async function gmailRoutes(app: FastifyInstance, { db, guards, config, demo, box }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: guards.verified };
  // A demo account sends no mail: it gets no account to send with.
  const connecting = { preHandler: [guards.verified, demo.mailAccounts] };
  const tags = ["connections"];
  const google = config.google;
  const state = new OAuthState(config.authSecret);
  const connections = (userId: string) => getConnections(db, userId, google !== null);
  const googleOrNotFound = () => {
    if (!google) throw notFound();
    return google;
  };
  const consentUrl = (userId: string) => authorizeUrl(googleOrNotFound(), config.appUrl, state.sign(userId));

  r.get(`${BASE}/getauthurl`, { ...connecting, schema: { tags } }, async (request) => ({
    authUrl: consentUrl(currentUser(request).id),
  }));
  r.get(`${BASE}/authorize`, { ...connecting, schema: { tags } }, async (request) => ({
    url: consentUrl(currentUser(request).id),
  }));

  for (const path of ["connect", "callback"]) {
    r.post(
      `${BASE}/${path}`,
      { ...connecting, schema: { tags, body: gmailCallbackSchema } },
      async (request, reply) => {
        const settings = googleOrNotFound();
        const userId = currentUser(request).id;
        if (!state.verify(request.body.state, userId)) {
          return connectionFailed(
            reply,
            new ConnectionFailed("The sign-in with Google expired or was started in another session"),
          );
        }
        try {
          const granted = await exchangeCode(settings, config.appUrl, request.body.code);
          await saveGmailAccount(db, box, userId, granted);
        } catch (error) {
          if (error instanceof ConnectionFailed) return connectionFailed(reply, error);
          throw error;
        }
        return connections(userId);
      },
    );
  }

  r.get(`${BASE}/isconnected`, { ...options, schema: { tags } }, async (request) => {
    googleOrNotFound();
    const { gmail } = await connections(currentUser(request).id);
    return { connected: gmail.connected, ...(gmail.email ? { email: gmail.email } : {}) };
  });

  // Asks Google whether the stored grant still works (it ends when the user revokes it in Google's
  // account settings). A refused grant is reported, not deleted: the user decides to reconnect.
  r.get(
    `${BASE}/refreshconnection`,
    { ...options, config: { rateLimit: authRateLimit(config.authRateLimit) }, schema: { tags } },
    async (request, reply) => {
      const settings = googleOrNotFound();
      const userId = currentUser(request).id;
      const token = await gmailRefreshToken(db, box, userId);
      if (!token) return { connected: false };
      const { gmail } = await connections(userId);
      try {
        const outcome = await refreshAccess(settings, token);
        return outcome.ok
          ? { connected: true, email: gmail.email }
          : { connected: false, email: gmail.email, reason: outcome.reason };
      } catch (error) {
        if (error instanceof ConnectionFailed) return providerUnreachable(reply, error);
        throw error;
      }
    },
  );

  // Reading replies on or off. Without the read-only scope (an account connected before reading
  // existed) reading cannot start: 400 naming the field, and the settings offer the consent again.
  r.put(
    `${BASE}/reading`,
    { ...options, schema: { tags, body: gmailReadingSchema } },
    async (request, reply) => {
      googleOrNotFound();
      const userId = currentUser(request).id;
      const saved = await saveGmailReading(db, userId, request.body);
      if (saved === "no-account")
        return reply.status(404).send(errorBody(404, "No Gmail account is connected"));
      if (saved === "no-scope") {
        return reply.status(400).send({
          ...errorBody(400, "Google has not granted reading the mailbox; please connect again", {
            reading: "Google has not granted reading the mailbox; please connect again",
          }),
          code: "scope-missing",
        });
      }
      return connections(userId);
    },
  );

  const disconnect = async (userId: string) => {
    googleOrNotFound();
    await deleteAccount(db, userId, "gmail");
    return connections(userId);
  };
  r.post(`${BASE}/disconnect`, { ...options, schema: { tags } }, (request) =>
    disconnect(currentUser(request).id),
  );
  r.delete(`${BASE}/disconnect`, { ...options, schema: { tags } }, (request) =>
    disconnect(currentUser(request).id),
  );
  r.delete(BASE, { ...options, schema: { tags } }, (request) => disconnect(currentUser(request).id));
}
