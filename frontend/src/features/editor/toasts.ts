/** The editor's toasts last 4 s, errors included (spec 001 §4, §9). */
import { toast as sonner } from "sonner";

import { toast } from "@/shared/ui/toast";

export const EDITOR_TOAST_MS = 4000;

export const editorToast = {
  success: (message: string) => toast.success(message, { duration: EDITOR_TOAST_MS }),
  info: (message: string) => toast.info(message, { duration: EDITOR_TOAST_MS }),
  error: (message: string) => toast.error(message, { duration: EDITOR_TOAST_MS }),
  /** A red toast with a way out (a refused table over the plan's limit: "Voir les plans"). */
  errorWithAction: (message: string, action: { label: string; onClick: () => void }) =>
    sonner.error(message, { duration: EDITOR_TOAST_MS, closeButton: true, action }),
};
