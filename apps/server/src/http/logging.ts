import type { FastifyRequest } from "fastify";

/** Query values named like secrets, and the calendar feed's secret path, never reach the log. */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|code|password|secret)[^=&]*=)[^&]*/gi, "$1[redacted]")
    .replace(/^(\/api\/calendar\/)[^/?]+/, "$1[redacted]");
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
