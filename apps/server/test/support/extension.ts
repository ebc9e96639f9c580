import { expect } from "vitest";
import type { TestServer } from "./server.ts";
import { authHeaders, type TestUser } from "./users.ts";

type Caller = Pick<TestUser, "token" | "userId">;

/** Makes a personal access token through the settings endpoint and returns it. */
export async function createToken(server: TestServer, user: Caller, name = "Chrome") {
  const res = await server.app.inject({
    method: "POST",
    url: "/api/extension/tokens",
    headers: authHeaders(user),
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; createdAt: string; token: string };
}

/** Calls the API as the extension does: with the token and nothing else. */
export async function withToken(
  server: TestServer,
  token: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const json = res.headers["content-type"]?.toString().startsWith("application/json");
  return { status: res.statusCode, body: json ? res.json() : res.body, headers: res.headers };
}

/** Starts a connect request as the extension does (no sign-in). */
export async function startConnect(server: TestServer, client = "Chrome") {
  const res = await server.app.inject({
    method: "POST",
    url: "/api/extension/connect/start",
    payload: { client },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    deviceCode: string;
    userCode: string;
    verificationUrl: string;
    interval: number;
    expiresIn: number;
  };
}

/** One poll of a connect request. */
export async function poll(server: TestServer, deviceCode: string) {
  const res = await server.app.inject({
    method: "POST",
    url: "/api/extension/connect/poll",
    payload: { deviceCode },
  });
  return { status: res.statusCode, body: res.json() };
}
