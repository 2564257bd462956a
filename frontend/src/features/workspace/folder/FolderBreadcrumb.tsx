import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import type { FolderDetail } from "../api/types";

/** Espaces › ancestors › the folder, in its colour (spec 000 §2). */
export function FolderBreadcrumb({ folder }: { folder?: FolderDetail }) {
  const { t } = useTranslation("folders");
  const link = "hover:text-brand-700 hover:underline";
  return (
    <nav aria-label={t("page.breadcrumb")} className="text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li><Link to="/projects" className={link}>{t("page.root")}</Link></li>
        {folder?.ancestors.map((ancestor) => (
          <li key={ancestor.id} className="flex items-center gap-1.5">
            <ChevronRight className="size-4" aria-hidden />
            <Link to={`/projects/folder/${ancestor.id}`} className={link}>{ancestor.name}</Link>
          </li>
        ))}
        {folder ? (
          <li className="flex items-center gap-1.5">
            <ChevronRight className="size-4" aria-hidden />
            <span aria-current="page" className="flex items-center gap-1.5 font-medium" style={{ color: folder.color }}>
              <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: folder.color }} />
              {folder.name}
            </span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
