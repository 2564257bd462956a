import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";

import { messageOf } from "@/shared/api/errors";
import { Button } from "@/shared/ui/Button";

import { useDisablePublicSharing } from "../api/disable-public-sharing";
import { useEnablePublicSharing } from "../api/enable-public-sharing";
import type { Project } from "../api/types";
import { LiveImageSection } from "@/shared/sharing/LiveImageSection";

export const COPIED_NOTICE_MS = 3000;

/** The address anonymous visitors open: with the link's key for a diagram shared by link (its id
 * alone opens nothing), the bare address for a public one. */
export function publicLinkFor(projectId: number, key: string | null = null): string {
  return `${location.origin}/projects/${projectId}${key ? `?key=${encodeURIComponent(key)}` : ""}`;
}

type Notice = { kind: "ok" | "error"; text: string } | null;

export function PublicLinkSection({
  project, admin,
}: { project: Pick<Project, "id" | "public_by_link"> & Partial<Pick<Project, "name" | "visibility" | "public_key">>; admin: boolean }) {
  const { t } = useTranslation("workspace");
  const fieldId = useId();
  const [byLink, setByLink] = useState(project.public_by_link);
  // Only those who administer the diagram receive the key; it changes each time the link is on.
  const [key, setKey] = useState(project.public_key ?? null);
  const openById = project.visibility === "public";
  // A public diagram opens for anyone already; only the link flag can be switched here.
  const isPublic = byLink || openById;
  const [notice, setNotice] = useState<Notice>(null);
  const enable = useEnablePublicSharing();
  const disable = useDisablePublicSharing();
  const link = byLink && key ? publicLinkFor(project.id, key) : openById ? publicLinkFor(project.id) : null;
  const busy = enable.isPending || disable.isPending;
  // A public diagram's image needs no key (and keeps working if the link is turned off).
  const imageKey = openById ? null : byLink ? key : null;
  const showImage = openById || (byLink && key !== null);

  // The « Lien copié » notice goes away after 3 s.
  useEffect(() => {
    if (notice?.kind !== "ok") return;
    const timer = setTimeout(() => setNotice(null), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  async function turnOn(): Promise<string | null> {
    try {
      const updated = await enable.mutateAsync(project.id);
      setByLink(updated.public_by_link);
      setKey(updated.public_key);
      return updated.public_key ? publicLinkFor(project.id, updated.public_key) : openById ? publicLinkFor(project.id) : null;
    } catch (error) {
      setNotice({ kind: "error", text: messageOf(error, t("shareDialog.enableFailed")) });
      return null;
    }
  }

  async function turnOff() {
    try {
      const updated = await disable.mutateAsync(project.id);
      setByLink(updated.public_by_link);
      setKey(updated.public_key);
      setNotice(null);
    } catch (error) {
      setNotice({ kind: "error", text: messageOf(error, t("shareDialog.disableFailed")) });
    }
  }

  async function copy() {
    setNotice(null);
    const target = link ?? (admin ? await turnOn() : null);
    if (!target) return;
    try {
      await navigator.clipboard.writeText(target);
      setNotice({ kind: "ok", text: t("shareDialog.copied") });
    } catch {
      setNotice({ kind: "error", text: t("shareDialog.copyFailed") });
    }
  }

  const canCopy = link !== null || admin;
  return (
    <section aria-labelledby={`${fieldId}-title`}>
      <h3 id={`${fieldId}-title`} className="text-sm font-semibold text-slate-900">{t("shareDialog.publicTitle")}</h3>
      <p className="mt-1 text-sm text-slate-500">
        {isPublic && (admin || link) ? t("shareDialog.publicOn")
          : admin ? t("shareDialog.publicOff")
            : byLink ? t("shareDialog.linkHidden") : t("shareDialog.adminsOnly")}
      </p>
      {canCopy ? (
        <>
          <label htmlFor={fieldId} className="sr-only">{t("shareDialog.publicLink")}</label>
          <div className="mt-2 flex gap-2">
            <input
              id={fieldId}
              readOnly
              value={link ?? ""}
              placeholder={t("shareDialog.linkNotYet")}
              onFocus={(event) => event.target.select()}
              className="block min-w-0 flex-1 rounded-lg border-0 bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-inset ring-slate-300"
            />
            <Button variant="secondary" onClick={() => void copy()} disabled={busy}>{t("shareDialog.copy")}</Button>
          </div>
        </>
      ) : null}
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
      {showImage ? <LiveImageSection projectId={project.id} name={project.name ?? ""} imageKey={imageKey} /> : null}
    </section>
  );
}
