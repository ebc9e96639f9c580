import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { prettyLogStream } from "./pretty-log.ts";

/** Query values named like secrets, and the calendar feed's secret path, never reach the log. */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|code|password|secret)[^=&]*=)[^&]*/gi, "$1[redacted]")
    .replace(/^(\/api\/calendar\/)[^/?]+/, "$1[redacted]");
}

/**
 * Fastify's request lines ("incoming request", "request completed", "Route … not found") at debug
 * rather than info: at info they were nearly every line of an operator's log, two per request, and hid
 * what needs attention. LOG_LEVEL=debug shows them again; a failed request stays an error.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    if (this.isLogDisabled(request)) return;
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
  }

  override routeNotFound(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug(`Route ${request.raw.method}:${request.raw.url} not found`);
  }
}

/** Pino options: request lines carry method, redacted URL and address, never headers or bodies. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: ["req.headers.authorization", "req.headers.cookie", 'req.headers["x-auth-token"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}

type Stdout = NodeJS.WritableStream & { isTTY?: boolean; hasColors?: () => boolean };

/**
 * Where the log goes: a person at a terminal reads lines (time, level, message), anything else (a
 * container's log collector, a file, a pipe) gets pino's JSON, one object per line (undefined: pino's
 * own destination, stdout).
 */
export function logDestination(stdout: Stdout = process.stdout) {
  if (!stdout.isTTY) return undefined;
  return prettyLogStream(stdout, stdout.hasColors?.() ?? false);
}
