import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

import { messageOf } from "@/shared/api/errors";
import { Button } from "@/shared/ui/Button";
import { useConfirm } from "@/shared/ui/confirm";
import { TextAreaField, TextField } from "@/shared/ui/Field";
import { Modal } from "@/shared/ui/Modal";
import { toast } from "@/shared/ui/toast";

import { useDeleteFolder } from "../api/folders/delete-folder";
import { useUpdateFolder } from "../api/folders/update-folder";
import type { FolderDetail } from "../api/types";
import { ColorPalette } from "./ColorPalette";

function SettingsForm({ folder, onDone }: { folder: FolderDetail; onDone: () => void }) {
  const { t } = useTranslation("folders");
  const navigate = useNavigate();
  const confirm = useConfirm();
  const update = useUpdateFolder(folder.id);
  const remove = useDeleteFolder();
  const [name, setName] = useState(folder.name);
  const [description, setDescription] = useState(folder.description);
  const [color, setColor] = useState(folder.color);
  const [error, setError] = useState<string | null>(null);
  const busy = update.isPending || remove.isPending;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || busy) return;
    setError(null);
    try {
      await update.mutateAsync({ name: name.trim(), description: description.trim(), color });
      toast.success(t("settings.updated"));
      onDone();
    } catch (caught) {
      setError(messageOf(caught, t("settings.updateFailed")));
    }
  }

  async function onDelete() {
    const confirmed = await confirm({
      title: t("settings.deleteConfirm", { name: folder.name }),
      message: t("settings.deleteConfirmBody"),
      confirmLabel: t("settings.deleteAction"),
      color: "red",
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(folder.id);
      toast.success(t("settings.deleted"));
      onDone();
      navigate(folder.parent != null ? `/projects/folder/${folder.parent}` : "/projects");
    } catch (caught) {
      toast.error(messageOf(caught, t("settings.deleteFailed")));
    }
  }

  return (
    <form className="mt-5 space-y-4" onSubmit={onSubmit}>
      <TextField label={t("settings.name")} required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
      <TextAreaField label={t("settings.description")} maxLength={1000} value={description} onChange={(e) => setDescription(e.target.value)} />
      <ColorPalette legend={t("settings.color")} value={color} onChange={setColor} />
      {error ? <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">{error}</p> : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>{t("actions.cancel", { ns: "common" })}</Button>
        <Button type="submit" disabled={busy || !name.trim()}>{update.isPending ? t("settings.saving") : t("settings.save")}</Button>
      </div>
      <div className="mt-2 rounded-xl p-4 ring-1 ring-red-200">
        <h3 className="font-semibold text-red-700">{t("settings.dangerTitle")}</h3>
        <p className="mt-1 text-sm text-slate-600">{t("settings.dangerBody")}</p>
        <Button variant="danger" size="sm" className="mt-3" onClick={onDelete} disabled={busy}>{t("settings.delete")}</Button>
      </div>
    </form>
  );
}

/** The folder owner's settings (spec 000 §2, §6): name, description, colour; delete with confirmation. */
export function FolderSettingsDialog({ folder, open, onOpenChange }: {
  folder: FolderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("folders");
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("settings.title")} className="max-w-lg">
      {open ? <SettingsForm folder={folder} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}
