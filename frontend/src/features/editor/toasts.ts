/** The editor's toasts last 4 s, errors included (spec 001 §4, §9). */
import { toast } from "@/shared/ui/toast";

export const EDITOR_TOAST_MS = 4000;

export const editorToast = {
  success: (message: string) => toast.success(message, { duration: EDITOR_TOAST_MS }),
  info: (message: string) => toast.info(message, { duration: EDITOR_TOAST_MS }),
  error: (message: string) => toast.error(message, { duration: EDITOR_TOAST_MS }),
};
