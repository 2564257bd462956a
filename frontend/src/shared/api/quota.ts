import { ApiError } from "./errors";

/** The answer a plan's limit gives (web/core/errors.py QuotaReached): every screen that gets it
 * shows the server's message and offers the plans (spec 000 §1, §8). */
export function isQuotaRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === "quota_reached";
}
