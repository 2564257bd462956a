/**
 * allauth headless's own endpoints (app client) for the flows that run by email: password reset
 * and email verification. They answer `{status, data?, errors?}`; a 401 after a successful reset
 * or verification only means "done, not signed in".
 */
import { useMutation, useQuery } from "@tanstack/react-query";

import { currentLanguage } from "@/shared/i18n/current";

const BASE = "/_allauth/app/v1/auth";

type AllauthBody = { status: number; errors?: Array<{ message: string; param?: string }> };

export class AllauthError extends Error {
  readonly fields: Record<string, string>;
  constructor(body: AllauthBody | null) {
    super(body?.errors?.[0]?.message ?? "allauth error");
    this.fields = {};
    for (const error of body?.errors ?? []) {
      if (error.param && !this.fields[error.param]) this.fields[error.param] = error.message;
    }
  }
}

async function call(path: string, init: RequestInit, okStatuses: number[] = [200]) {
  const response = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { "Content-Type": "application/json", "Accept-Language": currentLanguage(), ...(init.headers ?? {}) },
  });
  const body = (await response.json().catch(() => null)) as AllauthBody | null;
  if (!okStatuses.includes(response.status)) throw new AllauthError(body);
  return body;
}

export const requestPasswordReset = (email: string) =>
  call("/password/request", { method: "POST", body: JSON.stringify({ email }) });

export const checkPasswordResetKey = (key: string) =>
  call("/password/reset", { method: "GET", headers: { "X-Password-Reset-Key": key } });

export const resetPassword = (input: { key: string; password: string }) =>
  call("/password/reset", { method: "POST", body: JSON.stringify(input) }, [200, 401]);

export const verifyEmail = (key: string) =>
  call("/email/verify", { method: "POST", body: JSON.stringify({ key }) }, [200, 401]);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
export const usePasswordResetKey = (key: string) =>
  useQuery({ queryKey: ["allauth", "password-reset", key], queryFn: () => checkPasswordResetKey(key), retry: false });
export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
