/**
 * Toasts (spec 000 §4): 5000 ms by default, error toasts stay until dismissed. Screens that the
 * spec gives 4 s pass `{ duration: 4000 }`.
 */
import { toast as sonner } from "sonner";

export const TOAST_DURATION_MS = 5000;

type Options = { duration?: number };
type Action = { label: string; onClick: () => void };

export const toast = {
  success: (message: string, options: Options = {}) =>
    sonner.success(message, { duration: options.duration ?? TOAST_DURATION_MS }),
  info: (message: string, options: Options = {}) =>
    sonner.info(message, { duration: options.duration ?? TOAST_DURATION_MS }),
  /** Persistent unless a duration is given (the editor's toasts all last 4 s, spec 001 §4). */
  error: (message: string, options: Options = {}) =>
    sonner.error(message, { duration: options.duration ?? Infinity, closeButton: true }),
  /** An error with a way out (a refusal over the plan's limit offers « Voir les plans »). */
  errorWithAction: (message: string, action: Action, options: Options = {}) =>
    sonner.error(message, { duration: options.duration ?? Infinity, closeButton: true, action }),
};
