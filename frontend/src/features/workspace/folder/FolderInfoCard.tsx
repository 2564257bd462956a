import { Folder as FolderIcon } from "lucide-react";
import { useTranslation } from "react-i18next";

import { longDate } from "@/shared/lib/relativeDate";
import { Card } from "@/shared/ui/Card";

import type { FolderDetail } from "../api/types";

/** Colour icon, name, description, counts and creation date (spec 000 §2). */
export function FolderInfoCard({ folder }: { folder: FolderDetail }) {
  const { t } = useTranslation("folders");
  return (
    <Card className="flex items-start gap-5">
      <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl"
        style={{ backgroundColor: `${folder.color}1a`, color: folder.color }}>
        <FolderIcon className="size-7" aria-hidden fill="currentColor" />
      </span>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900">{folder.name}</h1>
        {folder.description ? <p className="mt-1 text-slate-600">{folder.description}</p> : null}
        <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-500">
          <span>{t("page.diagrams", { count: folder.projects_count })}</span>
          <span aria-hidden>·</span>
          <span>{t("page.subfolders", { count: folder.subfolders_count })}</span>
          <span aria-hidden>·</span>
          <span>{t("page.createdOn", { date: longDate(folder.created_at) })}</span>
        </p>
      </div>
    </Card>
  );
}
