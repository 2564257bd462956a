/**
 * The typed API client. Every call carries the stored access token; a 401 triggers one refresh
 * (shared by concurrent calls) and one retry; if the refresh fails the user is signed out
 * silently (spec §4) and the guard sends them to /login where a page needs it. Every call also
 * says the interface's language (`Accept-Language`), which the server answers in.
 */
import createClient from "openapi-fetch";

import { session } from "@/shared/auth/session";
import { currentLanguage } from "@/shared/i18n/current";

import { ApiError } from "./errors";
import type { paths } from "./schema";

export const API_BASE = "/api";
const NO_REFRESH = ["login", "refresh", "register"].map((name) => `${API_BASE}/auth/${name}/`);

/** Absolute, because Request needs one outside the browser (tests run under Node). */
export function apiUrl(path: string): string {
  return new URL(`${API_BASE}/${path.replace(/^\//, "")}`, globalThis.location?.origin ?? "http://localhost").toString();
}

type SignOutListener = () => void;
const signOutListeners = new Set<SignOutListener>();

/** Called when the session ends on its own (refresh refused), so caches can be emptied. */
export function onSilentSignOut(listener: SignOutListener): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

let refreshing: Promise<boolean> | null = null;

async function refreshTokens(fetchImpl: typeof fetch): Promise<boolean> {
  const refresh = session.get().refresh;
  if (!refresh) return false;
  try {
    const response = await fetchImpl(apiUrl("auth/refresh/"), {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": currentLanguage() },
      body: JSON.stringify({ refresh }),
    });
    if (!response.ok) return false;
    const tokens = (await response.json()) as { access: string; refresh: string };
    session.setTokens(tokens);
    return true;
  } catch {
    return false;
  }
}

function refreshOnce(fetchImpl: typeof fetch): Promise<boolean> {
  refreshing ??= refreshTokens(fetchImpl).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function withToken(request: Request): Request {
  // Read per call, not once: the language can change while the page lives.
  request.headers.set("Accept-Language", currentLanguage());
  const access = session.get().access;
  if (access) request.headers.set("Authorization", `Bearer ${access}`);
  return request;
}

export function createAuthFetch(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)) {
  return async function authFetch(input: Request): Promise<Response> {
    const retry = input.clone();
    const sentWith = session.get().access;
    const response = await fetchImpl(withToken(input));
    const path = new URL(input.url, "http://local").pathname;
    if (response.status !== 401 || !sentWith || NO_REFRESH.includes(path)) return response;

    // Another call may already have refreshed while this one was in flight.
    const refreshed = session.get().access !== sentWith || (await refreshOnce(fetchImpl));
    if (!refreshed) {
      if (session.get().access === sentWith) {
        session.clear();
        signOutListeners.forEach((listener) => listener());
      }
      return response;
    }
    return fetchImpl(withToken(retry));
  };
}

// Paths in the OpenAPI document already start with /api/.
export const api = createClient<paths>({
  baseUrl: globalThis.location?.origin ?? "http://localhost",
  fetch: createAuthFetch(),
});

/** Unwraps an openapi-fetch result: the data, or an ApiError carrying the status and body. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error);
  return data as T;
}
