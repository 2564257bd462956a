import { Database, Star, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { Avatar } from "@/shared/ui/Avatar";

import type { Project } from "../api/types";
import { truncateDescription } from "../rules";
import { DiagramMenu } from "./DiagramMenu";
import { TagList } from "./TagList";
import { UpdatedLabel } from "./UpdatedLabel";

/**
 * A diagram in the grid (spec 000 §2): thumbnail, name, description cut at 100 characters,
 * relative update date, the owner when it is someone else, collaborators, tags, and its menu.
 * The whole card opens the diagram; the menu sits above that link.
 */
export function DiagramCard({ project }: { project: Project }) {
  const { t } = useTranslation("workspace");
  return (
    <article
      aria-labelledby={`diagram-${project.id}-name`}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600"
    >
      <div className="aspect-video bg-slate-100">
        {project.thumbnail ? (
          <img src={project.thumbnail} alt={t("card.thumbnail", { name: project.name })} className="size-full object-cover" />
        ) : (
          <div data-testid="thumbnail-placeholder" className="flex size-full flex-col items-center justify-center gap-1 text-slate-400">
            <Database className="size-8" aria-hidden />
            <span className="text-xs">{t("card.noThumbnail")}</span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={`diagram-${project.id}-name`} className="min-w-0 font-semibold text-slate-900">
            <Link to={`/projects/${project.id}`} className="block truncate outline-none after:absolute after:inset-0">
              {project.name}
            </Link>
          </h3>
          <div className="relative z-10 flex shrink-0 items-center gap-1">
            {project.is_favorite ? (
              <Star className="size-4 fill-amber-400 text-amber-400" role="img" aria-label={t("card.favorite")} />
            ) : null}
            <DiagramMenu project={project} />
          </div>
        </div>
        {project.description ? (
          <p className="text-sm text-slate-600" title={project.description}>{truncateDescription(project.description)}</p>
        ) : null}
        <TagList tags={project.tags} />
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-xs text-slate-500">
          <UpdatedLabel date={project.updated_at} />
          <span className="inline-flex items-center gap-1">
            <Users className="size-3.5" aria-hidden />
            {t("card.collaborators", { count: project.collaborators_count })}
          </span>
          <span className="rounded bg-slate-100 px-1.5 py-0.5">{t(`card.visibility.${project.visibility}`)}</span>
        </div>
        {!project.is_owner ? (
          <div className="flex items-center gap-2 text-xs text-slate-600" title={t("card.owner", { name: project.owner_details.username })}>
            <Avatar name={project.owner_details.username} src={project.owner_details.avatar} size="sm" className="size-6 text-[10px]" />
            <span>{project.owner_details.username}</span>
          </div>
        ) : null}
      </div>
    </article>
  );
}
