import { emailOnlySchema, registerSignupSchema, verifyEmailQuerySchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Auth } from "../../auth/auth.ts";
import { requireBotSolution } from "../../auth/bot-check-routes.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { HttpError } from "../../http/errors.ts";
import { authRateLimit, padResponseTime } from "../../http/rate-limit.ts";
import type { MailQueue } from "../../mail/queue.ts";
import { languageFromHeader } from "../usersettings/index.ts";
import { completeSignup, resendVerification, userOfSignupToken } from "./register.ts";
import { consumeVerificationToken } from "./verification-tokens.ts";
import { signInVerifiedUser } from "./verified-sign-in.ts";

type Deps = { db: Db; config: Config; mailQueue: MailQueue; auth: Auth };

/** Registration after the identity account exists, e-mail verification, new verification links. */
export async function registerRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = authRateLimit(deps.config.authRateLimit);

  r.post(
    "/api/register/signup",
    { config: { rateLimit }, schema: { tags: ["register"], body: registerSignupSchema } },
    async (request) => {
      const { username, name, token, email } = request.body;
      const user = await userOfSignupToken(deps.db, token, email);
      if (!user)
        throw new HttpError(400, "Invalid input", {
          token: "The sign-up token is not valid for this address",
        });
      await completeSignup(
        deps,
        user,
        { username, name },
        languageFromHeader(request.headers["accept-language"]),
      );
      return { ok: true };
    },
  );

  r.get(
    "/api/register/verify",
    { config: { rateLimit }, schema: { tags: ["register"], querystring: verifyEmailQuerySchema } },
    async (request) => {
      const userId = await consumeVerificationToken(deps.db, request.query.token);
      if (!userId) {
        throw new HttpError(400, "This link is not valid any more", {
          token: "Unknown, used or expired link",
        });
      }
      return signInVerifiedUser(deps, userId, request);
    },
  );

  r.post(
    "/api/register/requestemailvalidation",
    {
      config: { rateLimit },
      onSend: padResponseTime,
      // Before the schema: it would drop the solution field as unknown.
      preValidation: (request) =>
        requireBotSolution(request, { db: deps.db, botCheck: deps.config.botCheck }),
      schema: { tags: ["register"], body: emailOnlySchema },
    },
    async (request) => {
      await resendVerification(deps, request.body.email);
      return { ok: true };
    },
  );
}
