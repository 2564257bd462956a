import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";

import { Button } from "@/shared/ui/Button";
import { Modal } from "@/shared/ui/Modal";
import { toast } from "@/shared/ui/toast";

import { useFolders } from "../api/get-folders";
import { ownedTeams, useTeams } from "../api/get-teams";
import { useMoveProject } from "../api/move-project";
import type { Folder, Project, Team } from "../api/types";
import { FormError } from "./FormError";
import { SelectField } from "./SelectField";

type Destination = "none" | "folder" | "team";
const DESTINATIONS: readonly Destination[] = ["none", "folder", "team"];

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: Project;
  onMoved?: (project: Project) => void;
};

/**
 * Move a diagram (spec 000 §2): to the root, a folder or a team. The dialog opens on where the
 * diagram is; only teams the user owns are offered and the current team is disabled.
 */
export function MoveDiagramDialog({ open, onOpenChange, project, onMoved }: Props) {
  const { t } = useTranslation("workspace");
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("moveDialog.title", { name: project.name })} className="max-w-lg">
      <MoveForm project={project} onMoved={onMoved} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function initialDestination(project: Pick<Project, "folder" | "team">): Destination {
  if (project.folder != null) return "folder";
  if (project.team != null) return "team";
  return "none";
}

/** Folders the user may put a diagram in: their own, and those of teams where they may edit. */
function writableFolders(folders: readonly Folder[] | undefined, teams: readonly Team[] | undefined): Folder[] {
  const editorTeams = new Set((teams ?? []).filter((team) => team.user_role !== "viewer").map((team) => team.id));
  return (folders ?? []).filter((folder) => folder.is_owner || (folder.team != null && editorTeams.has(folder.team)));
}

function MoveForm({ project, onMoved, onDone }: Omit<Props, "open" | "onOpenChange"> & { onDone: () => void }) {
  const { t } = useTranslation("workspace");
  const [destination, setDestination] = useState<Destination>(initialDestination(project));
  const [folderId, setFolderId] = useState(project.folder != null ? String(project.folder) : "");
  const [teamId, setTeamId] = useState("");
  const teams = useTeams();
  const folders = useFolders();
  const move = useMoveProject();
  const teamOptions = ownedTeams(teams.data?.results);
  const folderOptions = writableFolders(folders.data?.results, teams.data?.results);

  const incomplete = (destination === "folder" && !folderId) || (destination === "team" && !teamId);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (incomplete || move.isPending) return;
    try {
      const moved = await move.mutateAsync({
        id: project.id,
        folder: destination === "folder" ? Number(folderId) : null,
        team: destination === "team" ? Number(teamId) : null,
      });
      toast.success(t("moveDialog.moved"));
      onMoved?.(moved);
      onDone();
    } catch {
      // FormError shows move.error.
    }
  }

  return (
    <form className="mt-5 space-y-4" onSubmit={onSubmit}>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t("moveDialog.destination")}</legend>
        <div className="space-y-2">
          {DESTINATIONS.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600">
              <input
                type="radio"
                name="destination"
                value={value}
                checked={destination === value}
                onChange={() => setDestination(value)}
                className="accent-brand-600"
              />
              {t(`moveDialog.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {destination === "folder" ? (
        folderOptions.length ? (
          <SelectField label={t("moveDialog.folderLabel")} name="folder" required value={folderId} onChange={(e) => setFolderId(e.target.value)}>
            <option value="" disabled>{t("moveDialog.chooseFolder")}</option>
            {folderOptions.map((folder) => <option key={folder.id} value={folder.id}>{folder.name}</option>)}
          </SelectField>
        ) : (
          <p className="text-sm text-slate-500">{t("moveDialog.noFolders")}</p>
        )
      ) : null}

      {destination === "team" ? (
        teamOptions.length ? (
          <SelectField label={t("moveDialog.teamLabel")} name="team" required value={teamId} onChange={(e) => setTeamId(e.target.value)}>
            <option value="" disabled>{t("moveDialog.chooseTeam")}</option>
            {teamOptions.map((team) => {
              const current = team.id === project.team;
              return (
                <option key={team.id} value={team.id} disabled={current}>
                  {current ? t("moveDialog.current", { name: team.name }) : team.name}
                </option>
              );
            })}
          </SelectField>
        ) : (
          <p className="text-sm text-slate-500">{t("moveDialog.noTeams")}</p>
        )
      ) : null}

      <FormError error={move.error} fallback={t("moveDialog.failed")} />
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone}>{t("actions.cancel", { ns: "common" })}</Button>
        <Button type="submit" disabled={incomplete || move.isPending}>
          {move.isPending ? t("moveDialog.moving") : t("moveDialog.submit")}
        </Button>
      </div>
    </form>
  );
}
