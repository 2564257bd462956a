import { Share2 } from "lucide-react";
import { Popover } from "radix-ui";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

import { messageOf } from "@/shared/api/errors";
import { Button } from "@/shared/ui/Button";

import { useEnableSharing } from "../api/project";
import { menuTrigger } from "./menus";

export const COPIED_MS = 3000;
/** 001 §9: the link is copied 500 ms after sharing was turned on, once the server serves it. */
export const AFTER_ENABLE_MS = 500;
export const shareLink = (projectId: number) => `${window.location.origin}/projects/${projectId}`;

/** Share popup (001 §2, §4): the read-only public link; copying first enables sharing. */
export function ShareMenu({
  projectId, isPublic, canShare, inviteSlot,
}: { projectId: number; isPublic: boolean; canShare: boolean; inviteSlot?: ReactNode }) {
  const { t } = useTranslation("editor");
  const enable = useEnableSharing(projectId);
  const [shared, setShared] = useState(isPublic);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    if (!message || message.error) return;
    const timer = setTimeout(() => setMessage(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [message]);

  async function activate(): Promise<boolean> {
    try {
      await enable.mutateAsync();
      setShared(true);
      return true;
    } catch (error) {
      setMessage({ text: messageOf(error, t("share.enableFailed")), error: true });
      return false;
    }
  }

  async function copy() {
    if (!shared) {
      if (!(await activate())) return;
      await new Promise((resolve) => setTimeout(resolve, AFTER_ENABLE_MS));
    }
    try {
      await navigator.clipboard.writeText(shareLink(projectId));
      setMessage({ text: t("share.copied"), error: false });
    } catch {
      setMessage({ text: t("share.copyFailed"), error: true });
    }
  }

  return (
    <Popover.Root>
      <Popover.Trigger className={menuTrigger}>
        <Share2 className="size-4" aria-hidden /> {t("share.menu")}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={6} className="z-50 w-96 rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200">
          <h2 className="text-sm font-semibold text-slate-900">{t("share.title")}</h2>
          <p className="mt-1 text-xs text-slate-600">{t("share.hint")}</p>
          <div className="mt-3 flex gap-2">
            <input readOnly aria-label={t("share.linkLabel")} value={shareLink(projectId)} className="min-w-0 flex-1 rounded-lg bg-slate-50 px-2 py-1.5 text-xs text-slate-700 ring-1 ring-slate-200" />
            {canShare && !shared ? (
              <Button size="sm" variant="secondary" onClick={() => void activate()} disabled={enable.isPending}>{t("share.enable")}</Button>
            ) : null}
            {canShare || shared ? <Button size="sm" onClick={() => void copy()} disabled={enable.isPending}>{t("share.copy")}</Button> : null}
          </div>
          {message ? (
            <p role={message.error ? "alert" : "status"} className={`mt-2 text-xs ${message.error ? "text-red-600" : "text-green-700"}`}>{message.text}</p>
          ) : null}
          {inviteSlot ? <div className="mt-4 border-t border-slate-200 pt-3">{inviteSlot}</div> : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
