import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";

import { Button } from "@/shared/ui/Button";
import { TextAreaField, TextField } from "@/shared/ui/Field";
import { Modal } from "@/shared/ui/Modal";
import { toast } from "@/shared/ui/toast";

import { useCreateTeam } from "../api/create-team";
import type { Team } from "../api/types";
import { FormError } from "./FormError";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onCreated?: (team: Team) => void };

/**
 * Create a team (spec 000 §2, §5): name (required), description, avatar URL with a live preview;
 * an image that does not load gives « URL d'avatar invalide »; an empty URL is sent as null.
 */
export function CreateTeamDialog({ open, onOpenChange, onCreated }: Props) {
  const { t } = useTranslation("workspace");
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("teamDialog.title")} className="max-w-lg">
      <TeamForm onCreated={onCreated} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

type AvatarState = "none" | "loading" | "ok" | "broken";

function TeamForm({ onCreated, onDone }: { onCreated?: (team: Team) => void; onDone: () => void }) {
  const { t } = useTranslation("workspace");
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [avatar, setAvatar] = useState("");
  const [avatarState, setAvatarState] = useState<AvatarState>("none");
  const create = useCreateTeam();
  const url = avatar.trim();
  const broken = avatarState === "broken";

  function onAvatarChange(value: string) {
    setAvatar(value);
    setAvatarState(value.trim() ? "loading" : "none");
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || broken || create.isPending) return;
    try {
      const team = await create.mutateAsync({ name: name.trim(), description: description.trim(), avatar: url || null });
      toast.success(t("teamDialog.created"));
      onCreated?.(team);
      onDone();
    } catch {
      // FormError shows create.error.
    }
  }

  return (
    <form className="mt-5 space-y-4" onSubmit={onSubmit}>
      <TextField
        label={t("teamDialog.name")}
        name="name"
        required
        autoFocus
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder={t("teamDialog.namePlaceholder")}
      />
      <TextAreaField label={t("teamDialog.description")} name="description" maxLength={1000} value={description} onChange={(event) => setDescription(event.target.value)} />
      <div className="flex items-start gap-4">
        <TextField
          className="flex-1"
          label={t("teamDialog.avatar")}
          name="avatar"
          type="url"
          inputMode="url"
          maxLength={500}
          value={avatar}
          onChange={(event) => onAvatarChange(event.target.value)}
          placeholder={t("teamDialog.avatarPlaceholder")}
          error={broken ? t("teamDialog.avatarInvalid") : undefined}
          hint={t("teamDialog.avatarHint")}
        />
        <div className="mt-6 size-14 shrink-0 overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-200">
          {url && !broken ? (
            <img
              key={url}
              src={url}
              alt={t("teamDialog.avatarPreview")}
              className="size-full object-cover"
              onLoad={() => setAvatarState("ok")}
              onError={() => setAvatarState("broken")}
            />
          ) : null}
        </div>
      </div>
      <FormError error={create.error} fallback={t("teamDialog.failed")} />
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone}>{t("actions.cancel", { ns: "common" })}</Button>
        <Button type="submit" disabled={!name.trim() || broken || create.isPending}>
          {create.isPending ? t("teamDialog.creating") : t("teamDialog.submit")}
        </Button>
      </div>
    </form>
  );
}
