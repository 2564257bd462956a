import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { Avatar } from "@/shared/ui/Avatar";

import type { Project } from "../api/types";
import { truncateDescription } from "../rules";
import { DiagramMenu } from "./DiagramMenu";
import { TagList } from "./TagList";
import { UpdatedLabel } from "./UpdatedLabel";

/** A diagram in the list view: the same facts and menu as the card, on one line. */
export function DiagramListRow({ project }: { project: Project }) {
  const { t } = useTranslation("workspace");
  return (
    <li className="relative grid grid-cols-[minmax(0,1fr)_auto] items-center gap-4 px-4 py-3 hover:bg-slate-50 sm:grid-cols-[minmax(0,3fr)_minmax(0,1.5fr)_minmax(0,1.5fr)_minmax(0,2fr)_auto]">
      <div className="min-w-0">
        <Link to={`/projects/${project.id}`} className="flex items-center gap-1.5 truncate font-medium text-slate-900 hover:text-brand-700">
          {project.name}
          {project.is_favorite ? <Star className="size-3.5 shrink-0 fill-amber-400 text-amber-400" role="img" aria-label={t("card.favorite")} /> : null}
        </Link>
        {project.description ? (
          <p className="truncate text-sm text-slate-500" title={project.description}>{truncateDescription(project.description)}</p>
        ) : null}
      </div>
      <div className="hidden items-center gap-2 text-sm text-slate-600 sm:flex">
        {project.is_owner ? (
          t("list.you")
        ) : (
          <>
            <Avatar name={project.owner_details.username} src={project.owner_details.avatar} size="sm" className="size-6 text-[10px]" />
            <span className="truncate">{project.owner_details.username}</span>
          </>
        )}
      </div>
      <UpdatedLabel date={project.updated_at} className="hidden text-sm text-slate-500 sm:block" />
      <div className="hidden sm:block"><TagList tags={project.tags} /></div>
      <DiagramMenu project={project} />
    </li>
  );
}
