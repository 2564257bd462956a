import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";

import { messageOf } from "@/shared/api/errors";
import { Button } from "@/shared/ui/Button";

import { useDisablePublicSharing } from "../api/disable-public-sharing";
import { useEnablePublicSharing } from "../api/enable-public-sharing";
import type { Project } from "../api/types";

export const COPIED_NOTICE_MS = 3000;

/** The address anonymous visitors open when the link is on. */
export function publicLinkFor(projectId: number): string {
  return `${location.origin}/projects/${projectId}`;
}

type Notice = { kind: "ok" | "error"; text: string } | null;

export function PublicLinkSection({
  project, admin,
}: { project: Pick<Project, "id" | "public_by_link"> & Partial<Pick<Project, "visibility">>; admin: boolean }) {
  const { t } = useTranslation("workspace");
  const fieldId = useId();
  const [byLink, setByLink] = useState(project.public_by_link);
  // A public diagram opens for anyone already; only the link flag can be switched here.
  const isPublic = byLink || project.visibility === "public";
  const [notice, setNotice] = useState<Notice>(null);
  const enable = useEnablePublicSharing();
  const disable = useDisablePublicSharing();
  const link = publicLinkFor(project.id);
  const busy = enable.isPending || disable.isPending;

  // The « Lien copié » notice goes away after 3 s.
  useEffect(() => {
    if (notice?.kind !== "ok") return;
    const timer = setTimeout(() => setNotice(null), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  async function turnOn(): Promise<boolean> {
    try {
      const updated = await enable.mutateAsync(project.id);
      setByLink(updated.public_by_link);
      return true;
    } catch (error) {
      setNotice({ kind: "error", text: messageOf(error, t("shareDialog.enableFailed")) });
      return false;
    }
  }

  async function turnOff() {
    try {
      const updated = await disable.mutateAsync(project.id);
      setByLink(updated.public_by_link);
      setNotice(null);
    } catch (error) {
      setNotice({ kind: "error", text: messageOf(error, t("shareDialog.disableFailed")) });
    }
  }

  async function copy() {
    setNotice(null);
    if (!isPublic && !(await turnOn())) return;
    try {
      await navigator.clipboard.writeText(link);
      setNotice({ kind: "ok", text: t("shareDialog.copied") });
    } catch {
      setNotice({ kind: "error", text: t("shareDialog.copyFailed") });
    }
  }

  const canCopy = isPublic || admin;
  return (
    <section aria-labelledby={`${fieldId}-title`}>
      <h3 id={`${fieldId}-title`} className="text-sm font-semibold text-slate-900">{t("shareDialog.publicTitle")}</h3>
      <p className="mt-1 text-sm text-slate-500">
        {isPublic ? t("shareDialog.publicOn") : admin ? t("shareDialog.publicOff") : t("shareDialog.adminsOnly")}
      </p>
      <label htmlFor={fieldId} className="sr-only">{t("shareDialog.publicLink")}</label>
      <div className="mt-2 flex gap-2">
        <input
          id={fieldId}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className="block min-w-0 flex-1 rounded-lg border-0 bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-inset ring-slate-300"
        />
        {canCopy ? (
          <Button variant="secondary" onClick={() => void copy()} disabled={busy}>{t("shareDialog.copy")}</Button>
        ) : null}
      </div>
      {admin && project.visibility !== "public" ? (
        <div className="mt-2">
          {byLink ? (
            <Button variant="ghost" size="sm" onClick={() => void turnOff()} disabled={busy}>{t("shareDialog.disable")}</Button>
          ) : (
            <Button size="sm" onClick={() => void turnOn()} disabled={busy}>
              {enable.isPending ? t("shareDialog.enabling") : t("shareDialog.enable")}
            </Button>
          )}
        </div>
      ) : null}
      {notice ? (
        <p role={notice.kind === "error" ? "alert" : "status"} className={notice.kind === "error" ? "mt-2 text-sm text-red-600" : "mt-2 text-sm text-green-700"}>
          {notice.text}
        </p>
      ) : null}
    </section>
  );
}
