import http from "node:http";

export type RawAnswer = { status: number; body: string; json: () => unknown; ms: number };

/**
 * One HTTP request over a real socket with the path sent exactly as written. Fastify's inject (and
 * fetch) parse the URL first and would resolve `./`, `../` and `%2e` before the server ever saw them.
 */
export function rawRequest(
  base: string,
  options: { method?: string; path: string; body?: unknown; headers?: Record<string, string> },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        method: options.method ?? "GET",
        path: options.path,
        headers: {
          ...(payload === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: response.statusCode ?? 0,
            body,
            json: () => JSON.parse(body),
            ms: performance.now() - started,
          });
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}
