import { useState } from "react";
import { useTranslation } from "react-i18next";

import { Button } from "@/shared/ui/Button";

import { useTeamProjects } from "../api/teams/get-team-projects";
import { DiagramCollection } from "../components/DiagramCollection";
import { useDebouncedValue } from "../hooks/useDebouncedValue";

/** The Diagrammes tab: the team's diagrams, searched on the server as the user types. */
export function TeamDiagrams({ teamId, onCreate }: { teamId: number; onCreate?: () => void }) {
  const { t } = useTranslation("teams");
  const [search, setSearch] = useState("");
  const searched = useDebouncedValue(search);
  const projects = useTeamProjects(teamId, { search: searched });
  return (
    <DiagramCollection
      projects={projects.data?.results}
      isLoading={projects.isPending}
      search={search}
      onSearchChange={setSearch}
      empty={
        <>
          <p className="font-semibold text-slate-900">{t("page.emptyTitle")}</p>
          <p className="mt-1 text-sm text-slate-500">{t("page.emptyBody")}</p>
          {onCreate ? <Button className="mt-4" onClick={onCreate}>{t("page.newDiagram")}</Button> : null}
        </>
      }
    />
  );
}
