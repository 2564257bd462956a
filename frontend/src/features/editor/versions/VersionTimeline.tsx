import { useState } from "react";
import { useTranslation } from "react-i18next";

import { formatSize } from "@/shared/lib/fileSize";
import { timeAgo } from "@/shared/lib/timeAgo";
import { Button } from "@/shared/ui/Button";
import { cn } from "@/shared/ui/cn";

import { versionDay, versionMoment } from "./dates";
import type { VersionSummary } from "./types";

type TimelineProps = {
  versions: VersionSummary[];
  /** Id of the version that is the diagram as it stands, if any (001 §4). */
  currentId: number | null;
  canEdit: boolean;
  busyId: number | null;
  onRestore: (version: VersionSummary) => void;
  onCompare: (version: VersionSummary) => void;
  onDelete: (version: VersionSummary) => void;
};

/** The history tab: newest first, the current one badged, down to "Début du projet". */
export function VersionTimeline({ versions, currentId, canEdit, busyId, onRestore, onCompare, onDelete }: TimelineProps) {
  const { t } = useTranslation("versions");
  return (
    <ol className="relative mt-4 max-h-[60vh] overflow-y-auto pr-1" aria-label={t("tabs.history")}>
      {versions.length === 0 ? <li className="pb-4 text-sm text-slate-600">{t("empty")}</li> : null}
      {versions.map((version) => (
        <VersionItem
          key={version.id}
          version={version}
          current={version.id === currentId}
          canEdit={canEdit}
          busy={busyId === version.id}
          onRestore={() => onRestore(version)}
          onCompare={() => onCompare(version)}
          onDelete={() => onDelete(version)}
        />
      ))}
      <li className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-400">
        <span className="size-3 rounded-full border-2 border-slate-300 bg-white" aria-hidden />
        {t("start")}
      </li>
    </ol>
  );
}

function VersionItem({ version, current, canEdit, busy, onRestore, onCompare, onDelete }: {
  version: VersionSummary; current: boolean; canEdit: boolean; busy: boolean;
  onRestore: () => void; onCompare: () => void; onDelete: () => void;
}) {
  const { t, i18n } = useTranslation("versions");
  const [open, setOpen] = useState(false);
  const ago = timeAgo(version.created_at);
  const when = ago.kind === "now" ? t("ago.now") : ago.kind === "date" ? versionDay(version.created_at, i18n.language) : t(`ago.${ago.kind}`, { count: ago.count });
  const automatic = version.kind !== "manual";
  const author = version.created_by_details?.username;
  return (
    <li className="relative flex gap-3 pb-5" data-testid="version-item">
      <span className="absolute left-[5px] top-4 h-full w-px bg-slate-200" aria-hidden />
      <span className={cn("relative mt-1.5 size-3 shrink-0 rounded-full", current ? "bg-brand-600" : automatic ? "bg-slate-300" : "bg-brand-300")} aria-hidden />
      <div className="min-w-0 flex-1 rounded-xl border border-slate-200 bg-white p-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium text-slate-900" title={version.name}>{version.name}</span>
          {current ? <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">{t("current")}</span> : null}
          {automatic ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600" title={t(`kinds.${version.kind as "before_import"}`)}>{t("auto")}</span> : null}
        </div>
        <p className="mt-0.5 text-xs text-slate-500">
          <time dateTime={version.created_at}>{when}</time> · {author ? t("by", { name: author }) : t("byUnknown")}
        </p>
        <p className="mt-0.5 text-xs text-slate-500">
          {version.status === "pending" ? t("pending") : t("sizes", { tables: t("tablesCount", { count: version.table_count }), relations: t("relationsCount", { count: version.relation_count }), size: formatSize(version.snapshot_size) })}
        </p>
        {open ? (
          <div className="mt-2 space-y-1 border-t border-slate-100 pt-2 text-sm text-slate-700">
            <p className="whitespace-pre-wrap">{version.description || t("noDescription")}</p>
            {automatic ? <p className="text-xs text-slate-500">{t(`kinds.${version.kind as "before_import"}`)}. {t("autoHint")}</p> : null}
            <p className="text-xs text-slate-500">{t("createdAt", { date: versionMoment(version.created_at, i18n.language) })}</p>
          </div>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-2">
          {canEdit ? (
            <Button size="sm" disabled={current || busy} onClick={onRestore}>{busy ? t("restoring") : t("restore")}</Button>
          ) : null}
          <Button size="sm" variant="secondary" aria-expanded={open} onClick={() => setOpen((v) => !v)}>{open ? t("hideDetails") : t("details")}</Button>
          <Button size="sm" variant="secondary" onClick={onCompare}>{t("compare")}</Button>
          {canEdit ? <Button size="sm" variant="ghost" className="ml-auto text-red-600" onClick={onDelete}>{t("remove")}</Button> : null}
        </div>
      </div>
    </li>
  );
}
