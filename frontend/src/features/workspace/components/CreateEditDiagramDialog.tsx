import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";

import { Button } from "@/shared/ui/Button";
import { TextAreaField, TextField } from "@/shared/ui/Field";
import { Modal } from "@/shared/ui/Modal";
import { toast } from "@/shared/ui/toast";

import { useCreateProject } from "../api/create-project";
import { useTeams } from "../api/get-teams";
import type { Project, Team, Visibility } from "../api/types";
import { useUpdateProject } from "../api/update-project";
import { addTag } from "../rules";
import { FormError } from "./FormError";
import { SelectField } from "./SelectField";
import { TagsInput } from "./TagsInput";

const VISIBILITIES: readonly Visibility[] = ["private", "team", "public"];

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this diagram; without it the dialog creates one. */
  project?: Project;
  /** Create inside this folder (folder page). */
  folderId?: number | null;
  /** Preselect this team and team visibility (team page). */
  defaultTeamId?: number | null;
  onSaved?: (project: Project) => void;
};

/**
 * Create or edit a diagram (spec 000 §2): name (required), description, visibility, the team
 * when visibility is team (teams the user owns, plus « Aucune équipe »), tags.
 */
export function CreateEditDiagramDialog({ open, onOpenChange, project, ...rest }: Props) {
  const { t } = useTranslation("workspace");
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={project ? t("diagramDialog.editTitle") : t("diagramDialog.createTitle")}
      className="max-h-[90vh] max-w-lg overflow-y-auto"
    >
      <DiagramForm project={project} onDone={() => onOpenChange(false)} {...rest} />
    </Modal>
  );
}

/** The caller's own team stays selectable even when the user administers it without owning it. */
function teamChoices(teams: readonly Team[] | undefined, keep: ReadonlyArray<number | null | undefined>): Team[] {
  return (teams ?? []).filter((team) => team.user_role === "owner" || keep.includes(team.id));
}

function DiagramForm({
  project, folderId, defaultTeamId, onSaved, onDone,
}: Omit<Props, "open" | "onOpenChange"> & { onDone: () => void }) {
  const { t } = useTranslation("workspace");
  const [name, setName] = useState(project?.name ?? "");
  const [description, setDescription] = useState(project?.description ?? "");
  const [visibility, setVisibility] = useState<Visibility>(project?.visibility ?? (defaultTeamId ? "team" : "private"));
  const [teamId, setTeamId] = useState(String(project?.team ?? defaultTeamId ?? ""));
  const [tags, setTags] = useState<string[]>(project?.tags ?? []);
  const [draft, setDraft] = useState("");
  const teams = useTeams();
  const create = useCreateProject();
  const update = useUpdateProject();
  const mutation = project ? update : create;
  const pending = mutation.isPending;
  const choices = teamChoices(teams.data?.results, [project?.team, defaultTeamId]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || pending) return;
    const allTags = addTag(tags, draft);
    const team = visibility === "team" && teamId ? Number(teamId) : null;
    const fields = { name: name.trim(), description: description.trim(), visibility, tags: allTags };
    try {
      const saved = project
        ? await update.mutateAsync({ id: project.id, data: { ...fields, ...(visibility === "team" ? { team } : {}) } })
        : await create.mutateAsync({ ...fields, team, folder: folderId ?? null });
      toast.success(t(project ? "diagramDialog.updated" : "diagramDialog.created"));
      onSaved?.(saved);
      onDone();
    } catch {
      // FormError shows mutation.error.
    }
  }

  return (
    <form className="mt-5 space-y-4" onSubmit={onSubmit}>
      <TextField
        label={t("diagramDialog.name")}
        name="name"
        required
        autoFocus
        maxLength={200}
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder={t("diagramDialog.namePlaceholder")}
      />
      <TextAreaField
        label={t("diagramDialog.description")}
        name="description"
        maxLength={2000}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        placeholder={t("diagramDialog.descriptionPlaceholder")}
      />
      <SelectField
        label={t("diagramDialog.visibility")}
        name="visibility"
        value={visibility}
        onChange={(event) => setVisibility(event.target.value as Visibility)}
      >
        {VISIBILITIES.map((value) => <option key={value} value={value}>{t(`diagramDialog.visibilities.${value}`)}</option>)}
      </SelectField>
      {visibility === "team" ? (
        <SelectField label={t("diagramDialog.team")} name="team" value={teamId} onChange={(event) => setTeamId(event.target.value)}>
          <option value="">{t("diagramDialog.noTeam")}</option>
          {choices.map((team) => <option key={team.id} value={team.id}>{team.name}</option>)}
        </SelectField>
      ) : null}
      <TagsInput tags={tags} onChange={setTags} draft={draft} onDraftChange={setDraft} />
      <FormError error={mutation.error} fallback={t("diagramDialog.failed")} />
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone}>{t("actions.cancel", { ns: "common" })}</Button>
        <Button type="submit" disabled={!name.trim() || pending}>
          {project
            ? pending ? t("diagramDialog.saving") : t("diagramDialog.save")
            : pending ? t("diagramDialog.creating") : t("diagramDialog.create")}
        </Button>
      </div>
    </form>
  );
}
