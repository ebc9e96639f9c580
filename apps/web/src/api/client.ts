import i18n from "i18next";
import { readSession } from "../session/session.ts";
import { applyErrorCatalogue } from "./catalogue.ts";

/** The one base address of every product call. */
export const API_BASE = "/api/";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Apply the error catalogue (default true). Identity calls turn it off: a wrong password
   * answers 401 and a taken address 422, and neither means what the catalogue assumes.
   */
  catalogue?: boolean;
  /** Send the x-auth headers of the stored session (default true). Identity calls do not need them. */
  withSession?: boolean;
}

export interface ApiResponse<T> {
  status: number;
  ok: boolean;
  data: T | undefined;
}

/** Joins a path like "usersettings/show" or "/usersettings/show" onto the API base. */
export function apiUrl(path: string): string {
  return API_BASE + path.replace(/^\/+/, "").replace(/^api\//, "");
}

/** Sends one call with the session headers and runs the error catalogue on the answer. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  // Reading the session checks its age, so an expired session is ended before the call goes out.
  const session = options.withSession === false ? null : readSession();
  const headers: Record<string, string> = { accept, ...options.headers };
  // The server writes mails (verification, reset) in the language the visitor is using.
  if (i18n.resolvedLanguage) headers["accept-language"] = i18n.resolvedLanguage;
  if (session) {
    headers["x-auth-token"] = session.token;
    headers["x-auth-id"] = session.localId;
  }
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(apiUrl(path), {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (options.catalogue !== false) await applyErrorCatalogue(response.status, session !== null);
  return response;
}

/** Calls the API and parses a JSON answer (undefined when the body is empty or not JSON). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const response = await send(path, options, "application/json");
  const text = await response.text();
  let data: T | undefined;
  try {
    data = text ? (JSON.parse(text) as T) : undefined;
  } catch {
    data = undefined;
  }
  return { status: response.status, ok: response.ok, data };
}

/** Calls the API for binary content (PDFs, previews) with the same headers and catalogue. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<ApiResponse<Blob>> {
  const response = await send(path, options, "*/*");
  const data = response.ok ? await response.blob() : undefined;
  return { status: response.status, ok: response.ok, data };
}

/** Calls the API for a streamed answer (Server-Sent Events): the open response, same headers and catalogue. */
export function apiStream(path: string, options: RequestOptions = {}): Promise<Response> {
  return send(path, options, "text/event-stream");
}
