import type { Page } from "playwright-core";

/**
 * One API call from inside the signed-in page, with the session's headers: how a journey sets up
 * test data (profiles, applications) without clicking through forms that other journeys cover.
 */
export async function pageApi<T>(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(sessionStorage.getItem("token") ?? "null") as string;
      const localId = JSON.parse(sessionStorage.getItem("localId") ?? "null") as string;
      const response = await fetch(`/api/${path}`, {
        method,
        headers: { "content-type": "application/json", "x-auth-token": token, "x-auth-id": localId },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, data: (await response.json().catch(() => null)) as T };
    },
    { method, path, body },
  );
}
