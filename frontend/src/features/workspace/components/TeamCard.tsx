import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { Avatar } from "@/shared/ui/Avatar";

import type { Team } from "../api/types";

/** A team tile: avatar, name, members and diagrams; it opens /projects/team/{id}. */
export function TeamCard({ team }: { team: Pick<Team, "id" | "name" | "avatar" | "members_count" | "projects_count"> }) {
  const { t } = useTranslation("workspace");
  return (
    <Link
      to={`/projects/team/${team.id}`}
      className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Avatar name={team.name} src={team.avatar} />
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900">{team.name}</span>
        <span className="block text-xs text-slate-500">
          {t("page.membersCount", { count: team.members_count })} · {t("page.diagramsCount", { count: team.projects_count })}
        </span>
      </span>
    </Link>
  );
}
