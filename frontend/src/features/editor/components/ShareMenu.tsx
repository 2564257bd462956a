import { Share2 } from "lucide-react";
import { Popover } from "radix-ui";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

import { messageOf } from "@/shared/api/errors";
import { LiveImageSection } from "@/shared/sharing/LiveImageSection";
import { Button } from "@/shared/ui/Button";

import { useEnableSharing } from "../api/project";
import { menuTrigger } from "./menus";

export const COPIED_MS = 3000;
/** 001 §9: the link is copied 500 ms after sharing was turned on, once the server serves it. */
export const AFTER_ENABLE_MS = 500;
/** The read-only link: a diagram shared by link opens with its key, never by its id alone. */
export const shareLink = (projectId: number, key: string | null = null) =>
  `${window.location.origin}/projects/${projectId}${key ? `?key=${encodeURIComponent(key)}` : ""}`;

type ShareMenuProps = {
  projectId: number;
  /** The link is on (`public_by_link`). */
  isPublic: boolean;
  /** The link's key, given to those who administer the diagram only. */
  publicKey?: string | null;
  /** Public visibility: the diagram opens by its id, no key needed. */
  openById?: boolean;
  /** Owner or admin: turns the link on and hands it out. */
  canShare: boolean;
  /** The diagram's name, for the live image's Markdown; without it no image section. */
  name?: string;
  inviteSlot?: ReactNode;
};

/** Share popup (001 §2, §4): the read-only public link; copying first enables sharing. Only
 * those who administer the diagram see its key, so only they get the link of a diagram shared by
 * link; others see it when the diagram is public anyway. */
export function ShareMenu({
  projectId, isPublic, publicKey = null, openById = false, canShare, name, inviteSlot,
}: ShareMenuProps) {
  const { t } = useTranslation("editor");
  const enable = useEnableSharing(projectId);
  const [shared, setShared] = useState(isPublic);
  const [key, setKey] = useState(publicKey);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const link = key ? shareLink(projectId, key) : openById ? shareLink(projectId) : null;

  useEffect(() => {
    if (!message || message.error) return;
    const timer = setTimeout(() => setMessage(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [message]);

  async function activate(): Promise<string | null | false> {
    try {
      const project = await enable.mutateAsync();
      setShared(true);
      setKey(project.public_key);
      return project.public_key;
    } catch (error) {
      setMessage({ text: messageOf(error, t("share.enableFailed")), error: true });
      return false;
    }
  }

  async function copy() {
    let target = link;
    if (!shared || !target) {
      const made = await activate();
      if (made === false) return;
      target = made ? shareLink(projectId, made) : openById ? shareLink(projectId) : null;
      if (!target) return;
      await new Promise((resolve) => setTimeout(resolve, AFTER_ENABLE_MS));
    }
    try {
      await navigator.clipboard.writeText(target);
      setMessage({ text: t("share.copied"), error: false });
    } catch {
      setMessage({ text: t("share.copyFailed"), error: true });
    }
  }

  return (
    <Popover.Root>
      <Popover.Trigger className={menuTrigger}>
        <Share2 className="size-4" aria-hidden /> <span className="max-sm:sr-only">{t("share.menu")}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={6} className="z-50 w-96 rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200">
          <h2 className="text-sm font-semibold text-slate-900">{t("share.title")}</h2>
          <p className="mt-1 text-xs text-slate-600">{canShare || link ? t("share.hint") : t("share.adminsOnly")}</p>
          {canShare || link ? (
            <div className="mt-3 flex gap-2">
              <input readOnly aria-label={t("share.linkLabel")} value={link ?? ""} placeholder={t("share.notYet")} className="min-w-0 flex-1 rounded-lg bg-slate-50 px-2 py-1.5 text-xs text-slate-700 ring-1 ring-slate-200" />
              {canShare && !shared ? (
                <Button size="sm" variant="secondary" onClick={() => void activate()} disabled={enable.isPending}>{t("share.enable")}</Button>
              ) : null}
              <Button size="sm" onClick={() => void copy()} disabled={enable.isPending}>{t("share.copy")}</Button>
            </div>
          ) : null}
          {message ? (
            <p role={message.error ? "alert" : "status"} className={`mt-2 text-xs ${message.error ? "text-red-600" : "text-green-700"}`}>{message.text}</p>
          ) : null}
          {link && name !== undefined ? <LiveImageSection projectId={projectId} name={name} imageKey={shared ? key : null} /> : null}
          {inviteSlot ? <div className="mt-4 border-t border-slate-200 pt-3">{inviteSlot}</div> : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
