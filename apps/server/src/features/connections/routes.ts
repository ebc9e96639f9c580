import { imapReadingFields, imapReadingSchema, needsImapHost, smtpConnectionSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/database.ts";
import { errorBody } from "../../http/errors.ts";
import { authRateLimit } from "../../http/rate-limit.ts";
import type { TransportOptions } from "../../mail/account-transport.ts";
import type { DemoRestrictions } from "../demo/index.ts";
import { deleteAccount, getConnections, saveSmtpAccount } from "./accounts.ts";
import { gmailRoutes } from "./gmail-routes.ts";
import { saveReading } from "./reading.ts";
import { connectionFailed } from "./replies.ts";
import { ConnectionFailed, testSmtpConnection } from "./smtp-test.ts";

const BASE = "/api/connections";

/** The SMTP form: the sending account and, optionally, the IMAP server to read replies from. */
const smtpWithReading = smtpConnectionSchema
  .extend(imapReadingFields.shape)
  .refine(needsImapHost, { path: ["imap_host"], message: "Required to read replies" });

type Deps = {
  db: Db;
  guards: Guards;
  config: Pick<Config, "appUrl" | "authSecret" | "google" | "authRateLimit">;
  demo: DemoRestrictions;
  box: SecretBox;
  transport: Omit<TransportOptions, "quick">;
};

/** Mail accounts of the settings' connections tab: SMTP and Gmail. */
export async function connectionRoutes(
  app: FastifyInstance,
  { db, guards, config, demo, box, transport }: Deps,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: guards.verified };
  const tags = ["connections"];
  const google = config.google;
  const connections = (userId: string) => getConnections(db, userId, google !== null);

  r.get(`${BASE}/`, { ...options, schema: { tags } }, (request) => connections(currentUser(request).id));

  r.post(
    `${BASE}/smtp`,
    // The connection test reaches out to a server the user names: a few per minute are plenty.
    {
      // A demo account sends no mail: it gets no account to send with.
      preHandler: [guards.verified, demo.mailAccounts],
      config: { rateLimit: authRateLimit(config.authRateLimit) },
      schema: { tags, body: smtpWithReading },
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
      await saveReading(db, userId, request.body);
      return connections(userId);
    },
  );

  // Reading replies on or off, and where from, without entering the password again.
  r.put(
    `${BASE}/smtp/reading`,
    { ...options, schema: { tags, body: imapReadingSchema } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      if (!(await saveReading(db, userId, request.body))) {
        return reply.status(404).send(errorBody(404, "No SMTP account is connected"));
      }
      return connections(userId);
    },
  );

  r.delete(`${BASE}/smtp`, { ...options, schema: { tags } }, async (request) => {
    const userId = currentUser(request).id;
    await deleteAccount(db, userId, "smtp");
    return connections(userId);
  });

  await gmailRoutes(app, { db, guards, config, demo, box });
}
