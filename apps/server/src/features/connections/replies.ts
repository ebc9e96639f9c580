import type { FastifyReply } from "fastify";
import { errorBody } from "../../http/errors.ts";
import type { ConnectionFailed } from "./smtp-test.ts";

/** 400 with code connection-failed and the reason (and its code when the apps translate it): nothing was saved. */
export function connectionFailed(reply: FastifyReply, error: ConnectionFailed) {
  return reply.status(400).send({
    ...errorBody(400, error.message),
    code: "connection-failed",
    reason: error.reason,
    ...(error.reasonCode ? { reasonCode: error.reasonCode } : {}),
  });
}

/** 502 with code provider-unreachable: the provider did not answer, nothing was changed. */
export function providerUnreachable(reply: FastifyReply, error: ConnectionFailed) {
  return reply
    .status(502)
    .send({ ...errorBody(502, error.message), code: "provider-unreachable", reason: error.reason });
}
