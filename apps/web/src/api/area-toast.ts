import { TOAST_AUTO_CLOSE_APPLICATIONS_MS } from "@jah/shared";
import { type ToastOptions, toast } from "react-toastify/unstyled";
import { apiDelete, apiGetById, apiPost } from "./helpers.ts";

/** Toasts of the applications area: top-right, closed after 1500 ms (spec sections 4 and 9). */
export const AREA_TOAST: ToastOptions = {
  autoClose: TOAST_AUTO_CLOSE_APPLICATIONS_MS,
  position: "top-right",
};

/** A success or error toast with the area's timing. */
export const areaToast = {
  success: (text: string) => toast.success(text, AREA_TOAST),
  error: (text: string) => toast.error(text, AREA_TOAST),
};

/** POST with the generic save toasts, timed for this area. */
export const areaPost = <T>(path: string, body?: unknown) => apiPost<T>(path, body, AREA_TOAST);
/** DELETE with the generic save toasts, timed for this area. */
export const areaDelete = <T>(path: string) => apiDelete<T>(path, AREA_TOAST);
/** GET by id with the 'Not found' toast, timed for this area. */
export const areaGetById = <T>(path: string, id: number) => apiGetById<T>(path, id, AREA_TOAST);
