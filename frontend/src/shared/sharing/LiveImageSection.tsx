import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";

import { API_BASE } from "@/shared/api/client";
import { Button } from "@/shared/ui/Button";

/** As the public link's « Lien copié » (PublicLinkSection, which renders this section). */
const COPIED_NOTICE_MS = 3000;

/** The live image's address (web/liveimages/api.py): redrawn by the server after saves, for
 * READMEs and wikis. A diagram shared by link only opens with its link's key. */
export function liveImageUrl(projectId: number, format: "png" | "svg", key: string | null = null): string {
  return `${location.origin}${API_BASE}/project/public/${projectId}/image.${format}${key ? `?key=${encodeURIComponent(key)}` : ""}`;
}

/** `![name](url)`, the name's brackets and backslashes escaped so they cannot close the text. */
export function markdownImage(name: string, url: string): string {
  const alt = name.replace(/[\\[\]]/g, (c) => `\\${c}`).replace(/\s+/g, " ").trim();
  return `![${alt}](${url})`;
}

type Notice = { kind: "ok" | "error"; text: string } | null;

/**
 * Shared by the workspace's share dialog and the editor's « Partager » popover; its strings are
 * the share dialog's, in the workspace catalogue.
 *
 * « Image du diagramme »: the addresses of the diagram's always-current PNG and SVG, and a
 * Markdown snippet to paste in a README. Shown only while someone without an account may open
 * the diagram (public, or shared by link with the key known here): otherwise the addresses
 * answer 404.
 */
export function LiveImageSection({ projectId, name, imageKey }: { projectId: number; name: string; imageKey: string | null }) {
  const { t } = useTranslation("workspace");
  const fieldId = useId();
  const [notice, setNotice] = useState<Notice>(null);
  const png = liveImageUrl(projectId, "png", imageKey);
  const svg = liveImageUrl(projectId, "svg", imageKey);

  useEffect(() => {
    if (notice?.kind !== "ok") return;
    const timer = setTimeout(() => setNotice(null), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(markdownImage(name, png));
      setNotice({ kind: "ok", text: t("shareDialog.image.copied") });
    } catch {
      setNotice({ kind: "error", text: t("shareDialog.image.copyFailed") });
    }
  }

  const field = "mt-1 block w-full rounded-lg border-0 bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-inset ring-slate-300";
  return (
    <section aria-labelledby={`${fieldId}-title`} className="mt-4">
      <h4 id={`${fieldId}-title`} className="text-sm font-semibold text-slate-900">{t("shareDialog.image.title")}</h4>
      <p className="mt-1 text-sm text-slate-500">{t("shareDialog.image.hint")}</p>
      {(["png", "svg"] as const).map((format) => (
        <div key={format} className="mt-2">
          <label htmlFor={`${fieldId}-${format}`} className="block text-xs font-medium text-slate-600">{t(`shareDialog.image.${format}`)}</label>
          <input id={`${fieldId}-${format}`} readOnly value={format === "png" ? png : svg} onFocus={(event) => event.target.select()} className={field} />
        </div>
      ))}
      <div className="mt-2">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>{t("shareDialog.image.copyMarkdown")}</Button>
      </div>
      {notice ? (
        <p role={notice.kind === "error" ? "alert" : "status"} className={notice.kind === "error" ? "mt-2 text-sm text-red-600" : "mt-2 text-sm text-green-700"}>
          {notice.text}
        </p>
      ) : null}
    </section>
  );
}
