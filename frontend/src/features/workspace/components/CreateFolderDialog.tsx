import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";

import { Button } from "@/shared/ui/Button";
import { TextAreaField, TextField } from "@/shared/ui/Field";
import { Modal } from "@/shared/ui/Modal";
import { toast } from "@/shared/ui/toast";

import { useCreateFolder } from "../api/create-folder";
import { ownedTeams, useTeams } from "../api/get-teams";
import type { FolderDetail } from "../api/types";
import { ColorPalette } from "../folder/ColorPalette";
import { DEFAULT_FOLDER_COLOR } from "../rules";
import { FormError } from "./FormError";
import { SelectField } from "./SelectField";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Create a subfolder of this folder; it then belongs to the parent's team. */
  parentId?: number | null;
  /** Preselect a team (one the user owns). */
  defaultTeamId?: number | null;
  onCreated?: (folder: FolderDetail) => void;
};

/** Create a folder (spec 000 §2): name (required), description, colour of the palette, team, parent. */
export function CreateFolderDialog({ open, onOpenChange, parentId, ...rest }: Props) {
  const { t } = useTranslation("workspace");
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={parentId != null ? t("folderDialog.subfolderTitle") : t("folderDialog.title")}
      className="max-w-lg"
    >
      <FolderForm parentId={parentId} onDone={() => onOpenChange(false)} {...rest} />
    </Modal>
  );
}

function FolderForm({
  parentId, defaultTeamId, onCreated, onDone,
}: Omit<Props, "open" | "onOpenChange"> & { onDone: () => void }) {
  const { t } = useTranslation("workspace");
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [color, setColor] = useState<string>(DEFAULT_FOLDER_COLOR);
  const [teamId, setTeamId] = useState(defaultTeamId != null ? String(defaultTeamId) : "");
  const teams = useTeams();
  const create = useCreateFolder();
  const isSubfolder = parentId != null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || create.isPending) return;
    try {
      const folder = await create.mutateAsync({
        name: name.trim(),
        description: description.trim(),
        color,
        parent: parentId ?? null,
        team: !isSubfolder && teamId ? Number(teamId) : null,
      });
      toast.success(t("folderDialog.created"));
      onCreated?.(folder);
      onDone();
    } catch {
      // FormError shows create.error.
    }
  }

  return (
    <form className="mt-5 space-y-4" onSubmit={onSubmit}>
      <TextField
        label={t("folderDialog.name")}
        name="name"
        required
        autoFocus
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder={t("folderDialog.namePlaceholder")}
      />
      <TextAreaField label={t("folderDialog.description")} name="description" maxLength={1000} value={description} onChange={(event) => setDescription(event.target.value)} />
      <ColorPalette legend={t("folderDialog.color")} value={color} onChange={setColor} />
      {isSubfolder ? (
        <p className="text-xs text-slate-500">{t("folderDialog.inheritsTeam")}</p>
      ) : (
        <SelectField label={t("folderDialog.team")} name="team" value={teamId} onChange={(event) => setTeamId(event.target.value)}>
          <option value="">{t("folderDialog.noTeam")}</option>
          {ownedTeams(teams.data?.results).map((team) => <option key={team.id} value={team.id}>{team.name}</option>)}
        </SelectField>
      )}
      <FormError error={create.error} fallback={t("folderDialog.failed")} />
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone}>{t("actions.cancel", { ns: "common" })}</Button>
        <Button type="submit" disabled={!name.trim() || create.isPending}>
          {create.isPending ? t("folderDialog.creating") : t("folderDialog.submit")}
        </Button>
      </div>
    </form>
  );
}
