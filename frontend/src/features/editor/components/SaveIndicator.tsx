import { AlertTriangle, CheckCircle2, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import type { Autosaver, SaveStatus } from "../saving/autosave";

export const MESSAGE_MS = 1500;
export const ERROR_MESSAGE_MS = 3000;

/** The save message (001 §4): shown while saving, then gone after 1.5 s, or 3 s on error. */
export function SaveIndicator({ saver }: { saver: Autosaver | null }) {
  const { t } = useTranslation("editor");
  const [status, setStatus] = useState<SaveStatus>({ state: "idle" });
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!saver) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const off = saver.onStatus((next) => {
      setStatus(next);
      setVisible(true);
      if (timer) clearTimeout(timer);
      if (next.state !== "saving") {
        const error = next.state === "failed" || next.state === "local-only";
        // Over the plan's limit the message stays: nothing is saved until the user acts.
        if (next.state !== "quota") timer = setTimeout(() => setVisible(false), error ? ERROR_MESSAGE_MS : MESSAGE_MS);
      }
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [saver]);

  if (!visible || status.state === "idle") return null;
  if (status.state === "quota") {
    return (
      <p role="alert" className="inline-flex items-center gap-1.5 text-xs text-red-700">
        <AlertTriangle className="size-3.5" aria-hidden />
        {status.message || t("save.error")}
        <Link to="/pricing" className="font-semibold underline">{t("sqlImport.seePlans")}</Link>
      </p>
    );
  }
  const text =
    status.state === "saving" ? t("save.saving")
      : status.state === "saved" ? t("save.saved")
        : status.state === "failed" ? t("save.failed")
          : status.reason === "signed-out" ? t("save.localSignedOut")
            : status.reason === "conflict" ? t("save.localConflict") : t("save.localServer");
  const error = status.state === "failed" || status.state === "local-only";
  return (
    <p role="status" className={`inline-flex items-center gap-1.5 text-xs ${error ? "text-amber-700" : "text-slate-600"}`}>
      {status.state === "saving" ? <Loader2 className="size-3.5 animate-spin" aria-hidden />
        : error ? <AlertTriangle className="size-3.5" aria-hidden /> : <CheckCircle2 className="size-3.5 text-green-600" aria-hidden />}
      {text}
    </p>
  );
}
