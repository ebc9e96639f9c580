import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/unavailable.ts";

/** Seconds a client is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/** The message of the 503 answer; the web app shows its own translated text for it. */
const UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a moment.";

/** The error body of every non-2xx answer. */
export type ErrorBody = {
  statusCode: number;
  error: string;
  message: string;
  fields?: Record<string, string>;
};

const NAMES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** Builds an error body; route code throws `httpError(404)` and friends through this shape. */
export function errorBody(statusCode: number, message: string, fields?: Record<string, string>): ErrorBody {
  return { statusCode, error: NAMES[statusCode] ?? "Error", message, ...(fields ? { fields } : {}) };
}

/** An error a handler throws to answer with a given status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, "Not found");

/**
 * Invalid input becomes 400 with one message per field; an unreachable database 503 with Retry-After;
 * anything unexpected a generic 500. (Unknown routes: static.ts.)
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key =
          issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || error.validationContext || "body";
        fields[key] ??= issue.message ?? "Invalid value";
      }
      return reply.status(400).send(errorBody(400, "Invalid input", fields));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, error.fields));
    }
    if (isDatabaseUnavailable(error)) {
      // A database restart or failover: the client may try again shortly, and the pools reconnect
      // by themselves. The reason says which connection error it was; it carries no credentials.
      request.log.warn({ reason: error.message }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send(errorBody(503, UNAVAILABLE_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx messages (bad JSON, body too large, rate limit) are safe and useful to show.
      return reply.status(status).send(errorBody(status, error.message || "Bad request"));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(errorBody(500, "Something went wrong"));
  });
}
