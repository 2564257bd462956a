import { Folder as FolderIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import type { Folder } from "../api/types";

/** A folder tile: its colour, name and diagram count; it opens /projects/folder/{id}. */
export function FolderCard({ folder }: { folder: Pick<Folder, "id" | "name" | "color" | "projects_count"> }) {
  const { t } = useTranslation("workspace");
  return (
    <Link
      to={`/projects/folder/${folder.id}`}
      className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl" style={{ backgroundColor: `${folder.color}1a`, color: folder.color }}>
        <FolderIcon className="size-5" aria-hidden fill="currentColor" />
      </span>
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900">{folder.name}</span>
        <span className="block text-xs text-slate-500">{t("page.diagramsCount", { count: folder.projects_count })}</span>
      </span>
    </Link>
  );
}
