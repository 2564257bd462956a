import { useState } from "react";
import { useTranslation } from "react-i18next";

import { Button } from "@/shared/ui/Button";

import { useFolderProjects } from "../api/folders/get-folder-projects";
import { DiagramCollection } from "../components/DiagramCollection";
import { useDebouncedValue } from "../hooks/useDebouncedValue";
import { useLoggedError } from "../hooks/useLoggedError";

/** The folder's diagrams: count, search, grid or list (grid first), empty and no-result states. */
export function FolderDiagrams({ folderId, onCreate }: { folderId: number; onCreate: () => void }) {
  const { t } = useTranslation("folders");
  const [search, setSearch] = useState("");
  const searched = useDebouncedValue(search);
  const projects = useFolderProjects(folderId, { search: searched });
  useLoggedError("Folder diagrams", projects.error);
  return (
    <section aria-labelledby="folder-diagrams-title" className="space-y-4">
      <h2 id="folder-diagrams-title" className="text-lg font-semibold text-slate-900">
        {t("page.diagramsTitle")}
        {projects.data ? <span className="ml-2 text-sm font-normal text-slate-500">({projects.data.count})</span> : null}
      </h2>
      <DiagramCollection
        projects={projects.data?.results}
        isLoading={projects.isPending}
        search={search}
        onSearchChange={setSearch}
        defaultView="grid"
        empty={
          <>
            <p className="font-semibold text-slate-900">{t("page.emptyTitle")}</p>
            <p className="mt-1 text-sm text-slate-500">{t("page.emptyBody")}</p>
            <Button className="mt-4" onClick={onCreate}>{t("page.create")}</Button>
          </>
        }
      />
    </section>
  );
}
