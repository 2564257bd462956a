import type { components } from "./schema";

/** The JSON error shape every API error answers with (web/core/errors.py, ErrorOut in OpenAPI). */
export type ApiErrorBody = components["schemas"]["ErrorOut"];

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as ApiErrorBody).error === "string" &&
    typeof (value as ApiErrorBody).message === "string"
  );
}

/** Thrown by the query and mutation functions so components get the status and the body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, body: unknown) {
    const parsed = isApiErrorBody(body) ? body : null;
    super(parsed?.message ?? `HTTP ${status}`);
    this.status = status;
    this.body = parsed;
  }

  get code(): string | null {
    return this.body?.error ?? null;
  }

  /** The first message of each field, as the profile form shows them (spec §8). */
  fieldMessages(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.body?.fields ?? {})) {
      if (messages.length) out[field] = messages[0];
    }
    return out;
  }
}

/** The server's message when it sent one, else the screen's own fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return fallback;
}
