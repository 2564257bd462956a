import { Plus, Settings } from "lucide-react";
import { useTranslation } from "react-i18next";

import { Avatar } from "@/shared/ui/Avatar";
import { Button } from "@/shared/ui/Button";
import { Card } from "@/shared/ui/Card";

import type { Team } from "../api/types";
import { isTeamAdmin } from "./permissions";

/** The team card (spec 000 §2): avatar or initials, name, description, counts, the user's role. */
export function TeamHeader({ team, onSettings, onNewDiagram }: { team: Team; onSettings: () => void; onNewDiagram: () => void }) {
  const { t } = useTranslation("teams");
  const admin = isTeamAdmin(team.user_role);
  return (
    <Card className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <Avatar name={team.name} src={team.avatar} size="lg" className="shrink-0" />
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold text-slate-900">{team.name}</h1>
        {team.description ? <p className="mt-1 text-slate-600">{team.description}</p> : null}
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
          <span>{t("page.members", { count: team.members_count })}</span>
          <span aria-hidden>·</span>
          <span>{t("page.diagrams", { count: team.projects_count })}</span>
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700">
            {t("page.yourRole", { role: t(`roles.${team.user_role}`) })}
          </span>
        </p>
      </div>
      {admin ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" onClick={onSettings}><Settings className="size-4" aria-hidden />{t("page.settings")}</Button>
          <Button onClick={onNewDiagram}><Plus className="size-4" aria-hidden />{t("page.newDiagram")}</Button>
        </div>
      ) : null}
    </Card>
  );
}
