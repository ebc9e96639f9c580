import i18next from "i18next";
import { type ToastOptions, toast } from "react-toastify/unstyled";
import { type ApiResponse, apiRequest, type HttpMethod } from "./client.ts";
import { ApiError } from "./errors.ts";

/**
 * The generic helpers of spec section 7: saving calls report their outcome as a toast,
 * reading one object by id reports a miss. The payment prompt for 402 comes from the catalogue.
 */

/**
 * Shows the toast a saving call earns: saved, nothing (402 prompt, 403), briefly unavailable (503) or
 * not saved. `options`
 * lets an area use its own toast timing (the applications area closes them after 1500 ms).
 */
export function notifySaveResult(status: number, options?: ToastOptions): void {
  const extra = toastExtra(options);
  if (status >= 200 && status < 300) toast.success(i18next.t("Toast.Saved"), ...extra);
  // 503: the database is briefly out of reach (a restart); trying again soon will work.
  else if (status === 503) toast.error(i18next.t("Toast.Unavailable"), ...extra);
  else if (status !== 402 && status !== 403) toast.error(i18next.t("Toast.NotSaved"), ...extra);
}

/** The options argument only when there are options, so plain toasts are called as before. */
function toastExtra(options: ToastOptions | undefined): [] | [ToastOptions] {
  return options ? [options] : [];
}

async function save<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: ToastOptions | undefined,
): Promise<ApiResponse<T>> {
  try {
    const response = await apiRequest<T>(path, { method, body });
    notifySaveResult(response.status, options);
    return response;
  } catch (error) {
    // No answer at all (offline, server down): the change did not happen either.
    console.error(error);
    notifySaveResult(0, options);
    return { status: 0, ok: false, data: undefined };
  }
}

/** POST with the save toasts. */
export const apiPost = <T>(path: string, body?: unknown, options?: ToastOptions) =>
  save<T>("POST", path, body, options);
/** PUT with the save toasts. */
export const apiPut = <T>(path: string, body?: unknown, options?: ToastOptions) =>
  save<T>("PUT", path, body, options);
/** DELETE with the save toasts. */
export const apiDelete = <T>(path: string, options?: ToastOptions) =>
  save<T>("DELETE", path, undefined, options);

/** GET of one object by id: 'Not found' toast on any other answer than success (402 prompts instead). */
export async function apiGetById<T>(
  path: string,
  id: string | number,
  options?: ToastOptions,
): Promise<ApiResponse<T>> {
  const response = await apiRequest<T>(`${path.replace(/\/+$/, "")}/${encodeURIComponent(String(id))}`);
  if (!response.ok && response.status !== 402)
    toast.error(i18next.t("Toast.NotFound"), ...toastExtra(options));
  return response;
}

/** GET for TanStack Query: resolves with the data or throws an ApiError. */
export async function fetchJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await apiRequest<T>(path, { signal });
  if (!response.ok) throw new ApiError(response.status, response.data);
  return response.data as T;
}
