import { expect } from "vitest";
import type { TestServer } from "./server.ts";
import { authHeaders, type TestUser } from "./users.ts";

/** Calls the API as `user` and returns status and parsed body. */
export async function api(
  server: TestServer,
  user: Pick<TestUser, "token" | "userId">,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) {
  const res = await server.app.inject({
    method,
    url,
    headers: authHeaders(user),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

/** Creates an application with sensible defaults and returns it. */
export async function buildApplication(
  server: TestServer,
  user: Pick<TestUser, "token" | "userId">,
  overrides: Record<string, unknown> = {},
) {
  const res = await api(server, user, "POST", "/api/profile/applications/", {
    job_title: "Backend Developer",
    hireing_company: "Muster GmbH",
    page: "StepStone",
    recipient_salutation: "female",
    recipient_name: "Erika Musterfrau",
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number; status: string; [key: string]: unknown };
}
