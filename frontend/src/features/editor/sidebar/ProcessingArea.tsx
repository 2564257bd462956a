import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";

import { cn } from "@/shared/ui/cn";

import type { ProcessingMessage } from "./processing";

/** Spinner, success check or error icon with the text (spec 001 §2). Always in the page so it is announced. */
export function ProcessingArea({ message }: { message: ProcessingMessage | null }) {
  const { t } = useTranslation("sidebar");
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {message ? (
        <p
          data-status={message.status}
          className={cn(
            "mx-3 mb-2 flex items-center gap-2 rounded-md px-2 py-1.5 text-xs",
            message.status === "pending" && "bg-slate-100 text-slate-700",
            message.status === "success" && "bg-emerald-50 text-emerald-800",
            message.status === "error" && "bg-red-50 text-red-700",
          )}
        >
          {message.status === "pending" ? <LoaderCircle className="size-4 shrink-0 animate-spin" aria-label={t("processing.pending")} /> : null}
          {message.status === "success" ? <CircleCheck className="size-4 shrink-0" aria-label={t("processing.success")} /> : null}
          {message.status === "error" ? <CircleAlert className="size-4 shrink-0" aria-label={t("processing.error")} /> : null}
          <span>{message.text}</span>
        </p>
      ) : null}
    </div>
  );
}
