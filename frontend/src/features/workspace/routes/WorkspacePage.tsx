import { ChevronDown, FileText, Plus } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";

import { Button, buttonClasses } from "@/shared/ui/Button";
import { Spinner } from "@/shared/ui/Spinner";

import { useRootFolders } from "../api/get-folders";
import { useProjects } from "../api/get-projects";
import { useTeams } from "../api/get-teams";
import { CreateEditDiagramDialog } from "../components/CreateEditDiagramDialog";
import { CreateFolderDialog } from "../components/CreateFolderDialog";
import { CreateTeamDialog } from "../components/CreateTeamDialog";
import { FolderCard } from "../components/FolderCard";
import { TeamCard } from "../components/TeamCard";
import { useLoggedError } from "../hooks/useLoggedError";

const menuContent = "z-50 min-w-48 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200";
const menuItem =
  "flex cursor-pointer select-none items-center rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";

type OpenDialog = "diagram" | "team" | "folder" | null;

/**
 * The workspace (spec 000 §2): Nouveau Diagramme, the Créer menu (team, folder), the Mes
 * Diagrammes card with the count, the root folders and one card per team. A failed list is
 * only logged (spec 000 §8) and its section shows as empty.
 */
export function WorkspacePage() {
  const { t } = useTranslation("workspace");
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const projects = useProjects({ scope: "all" });
  const folders = useRootFolders();
  const teams = useTeams();
  const close = (open: boolean) => !open && setDialog(null);

  useLoggedError("Workspace diagrams", projects.error);
  useLoggedError("Workspace folders", folders.error);
  useLoggedError("Workspace teams", teams.error);

  if (projects.isPending || folders.isPending || teams.isPending) {
    return <div className="flex justify-center px-4 py-24"><Spinner label={t("page.loading")} /></div>;
  }

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t("page.title")}</h1>
          <p className="mt-1 text-slate-600">{t("page.subtitle")}</p>
        </div>
        <div className="flex items-center gap-2">
          <Button onClick={() => setDialog("diagram")}><Plus className="size-4" aria-hidden />{t("page.newDiagram")}</Button>
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger className={buttonClasses("secondary")}>
              {t("page.create")} <ChevronDown className="size-4" aria-hidden />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content className={menuContent} align="end" sideOffset={6}>
                <DropdownMenu.Item className={menuItem} onSelect={() => setDialog("team")}>{t("page.newTeam")}</DropdownMenu.Item>
                <DropdownMenu.Item className={menuItem} onSelect={() => setDialog("folder")}>{t("page.newFolder")}</DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
      </div>

      <Link
        to="/projects/my-diagrams"
        className="flex items-center gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600"><FileText className="size-6" aria-hidden /></span>
        <span>
          <span className="block text-lg font-semibold text-slate-900">{t("page.myDiagrams")}</span>
          <span className="block text-sm text-slate-600">{t("page.myDiagramsCount", { count: projects.data?.count ?? 0 })}</span>
          <span className="block text-xs text-slate-500">{t("page.myDiagramsHint")}</span>
        </span>
      </Link>

      <Section title={t("page.folders")} empty={t("page.noFolders")} count={folders.data?.results.length ?? 0}>
        {folders.data?.results.map((folder) => <li key={folder.id}><FolderCard folder={folder} /></li>)}
      </Section>

      <Section title={t("page.teams")} empty={t("page.noTeams")} count={teams.data?.results.length ?? 0}>
        {teams.data?.results.map((team) => <li key={team.id}><TeamCard team={team} /></li>)}
      </Section>

      {/* The workspace shows no list the new diagram would appear in: it opens in the editor. */}
      {dialog === "diagram" ? <CreateEditDiagramDialog open onOpenChange={close} onSaved={(project) => navigate(`/projects/${project.id}`)} /> : null}
      {dialog === "team" ? <CreateTeamDialog open onOpenChange={close} /> : null}
      {dialog === "folder" ? <CreateFolderDialog open onOpenChange={close} /> : null}
    </div>
  );
}

function Section({ title, empty, count, children }: { title: string; empty: string; count: number; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {count ? (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{empty}</p>
      )}
    </section>
  );
}
