import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

import { messageOf } from "@/shared/api/errors";
import { Avatar } from "@/shared/ui/Avatar";
import { Button } from "@/shared/ui/Button";
import { useConfirm } from "@/shared/ui/confirm";
import { TextAreaField, TextField } from "@/shared/ui/Field";
import { Modal } from "@/shared/ui/Modal";
import { toast } from "@/shared/ui/toast";

import { useDeleteTeam } from "../api/teams/delete-team";
import { useUpdateTeam } from "../api/teams/update-team";
import type { Team } from "../api/types";

function SettingsForm({ team, isOwner, onDone }: { team: Team; isOwner: boolean; onDone: () => void }) {
  const { t } = useTranslation("teams");
  const navigate = useNavigate();
  const confirm = useConfirm();
  const update = useUpdateTeam(team.id);
  const remove = useDeleteTeam();
  const [name, setName] = useState(team.name);
  const [description, setDescription] = useState(team.description);
  const [avatar, setAvatar] = useState(team.avatar ?? "");
  const [avatarBroken, setAvatarBroken] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = update.isPending || remove.isPending;
  const avatarUrl = avatar.trim();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || avatarBroken) return;
    setError(null);
    try {
      await update.mutateAsync({ name: name.trim(), description: description.trim(), avatar: avatarUrl || null });
      toast.success(t("settings.updated"));
      onDone();
    } catch (caught) {
      setError(messageOf(caught, t("settings.updateFailed")));
    }
  }

  async function onDelete() {
    const confirmed = await confirm({
      title: t("settings.deleteConfirm"),
      message: t("settings.deleteConfirmBody"),
      confirmLabel: t("settings.deleteAction"),
      color: "red",
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(team.id);
      toast.success(t("settings.deleted"));
      onDone();
      navigate("/projects");
    } catch {
      toast.error(t("settings.deleteFailed"));
    }
  }

  return (
    <form className="mt-5 space-y-4" onSubmit={onSubmit}>
      <TextField label={t("settings.name")} required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
      <TextAreaField label={t("settings.description")} maxLength={1000} value={description} onChange={(e) => setDescription(e.target.value)} />
      <div className="flex items-start gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center" aria-label={t("settings.avatarPreview")} role="img">
          {avatarUrl && !avatarBroken ? (
            <img key={avatarUrl} src={avatarUrl} alt="" className="size-20 rounded-full object-cover"
              onError={() => setAvatarBroken(true)} onLoad={() => setAvatarBroken(false)} />
          ) : (
            <Avatar name={name || team.name} size="lg" />
          )}
        </div>
        <TextField className="flex-1" label={t("settings.avatar")} type="url" inputMode="url" maxLength={500}
          placeholder={t("settings.avatarPlaceholder")} value={avatar}
          error={avatarUrl && avatarBroken ? t("settings.avatarInvalid") : undefined} hint={t("settings.avatarHint")}
          onChange={(e) => {
            setAvatar(e.target.value);
            setAvatarBroken(false);
          }} />
      </div>
      {error ? <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">{error}</p> : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>{t("actions.cancel", { ns: "common" })}</Button>
        <Button type="submit" disabled={busy || !name.trim() || (Boolean(avatarUrl) && avatarBroken)}>
          {update.isPending ? t("settings.saving") : t("settings.save")}
        </Button>
      </div>
      {isOwner ? (
        <div className="mt-2 rounded-xl p-4 ring-1 ring-red-200">
          <h3 className="font-semibold text-red-700">{t("settings.dangerTitle")}</h3>
          <p className="mt-1 text-sm text-slate-600">{t("settings.dangerBody")}</p>
          <Button variant="danger" size="sm" className="mt-3" onClick={onDelete} disabled={busy}>{t("settings.delete")}</Button>
        </div>
      ) : null}
    </form>
  );
}

/** Name, description and avatar URL for admins; deleting the team for its owner (spec 000 §2, §8). */
export function TeamSettingsDialog({ team, isOwner, open, onOpenChange }: {
  team: Team;
  isOwner: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("teams");
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("settings.title")} className="max-w-lg">
      {/* Mounted only while open, so every opening starts from the team's current values. */}
      {open ? <SettingsForm team={team} isOwner={isOwner} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}
