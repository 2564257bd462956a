import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";

import type { User } from "@/shared/auth/session";
import { ApiError } from "@/shared/api/errors";
import { Avatar } from "@/shared/ui/Avatar";
import { Button } from "@/shared/ui/Button";
import { Card } from "@/shared/ui/Card";
import { TextAreaField, TextField } from "@/shared/ui/Field";
import { toast } from "@/shared/ui/toast";

import { checkNameOrEmail } from "../api/check-availability";
import { useUpdateProfile } from "../api/update-profile";
import { avatarProblem, readAsDataUrl } from "../rules";
import { MemberSinceLabel } from "./MemberSinceLabel";

type AvatarChange = { kind: "keep" } | { kind: "replace"; dataUrl: string } | { kind: "remove" };

export function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation("account");
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email);
  const [bio, setBio] = useState(user.bio);
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: "keep" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checking, setChecking] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const update = useUpdateProfile();
  const busy = checking || update.isPending;
  // A new address counts once confirmed from the link mailed to it; until then the current one stays.
  const pendingEmail = update.isSuccess ? update.data.pending_email : user.pending_email;

  const preview = avatar.kind === "replace" ? avatar.dataUrl : avatar.kind === "remove" ? null : user.avatar;

  async function onAvatarChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      toast.error(problem === "notImage" ? t("profile.avatarNotImage") : t("profile.avatarTooLarge"));
      return;
    }
    setAvatar({ kind: "replace", dataUrl: await readAsDataUrl(file) });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const usernameChanged = username.trim() !== user.username;
    const emailChanged = email.trim().toLowerCase() !== user.email.toLowerCase();
    if (usernameChanged || emailChanged) {
      setChecking(true);
      const free = await checkNameOrEmail({
        ...(usernameChanged ? { username: username.trim() } : {}),
        ...(emailChanged ? { email: email.trim() } : {}),
      });
      setChecking(false);
      const taken: Record<string, string> = {};
      if (usernameChanged && !free.username) taken.username = t("profile.usernameTaken");
      if (emailChanged && !free.email) taken.email = t("profile.emailTaken");
      if (Object.keys(taken).length) {
        setErrors(taken);
        return;
      }
    }
    try {
      const saved = await update.mutateAsync({
        username: username.trim(),
        email: email.trim(),
        bio,
        ...(avatar.kind === "replace" ? { avatar: avatar.dataUrl } : {}),
        ...(avatar.kind === "remove" ? { avatar: null } : {}),
      });
      setAvatar({ kind: "keep" });
      setEmail(saved.email);
      toast.success(emailChanged && saved.pending_email ? t("profile.emailPending", { email: saved.pending_email }) : t("profile.saved"));
    } catch (caught) {
      const fieldMessages = caught instanceof ApiError ? caught.fieldMessages() : {};
      setErrors(fieldMessages);
      const messages = Object.values(fieldMessages);
      toast.error(messages.length ? messages.join(" ") : t("profile.failed"));
    }
  }

  return (
    <Card>
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold">{t("profile.title")}</h2>
        <MemberSinceLabel joined={user.date_joined} />
      </div>
      <form className="mt-6 space-y-5" onSubmit={onSubmit}>
        <div className="flex items-center gap-4">
          <Avatar name={username || user.username} src={preview} size="lg" />
          <div className="space-y-2">
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
                {t("profile.changeAvatar")}
              </Button>
              {preview ? (
                <Button variant="ghost" size="sm" onClick={() => setAvatar({ kind: "remove" })}>
                  {t("profile.removeAvatar")}
                </Button>
              ) : null}
            </div>
            <p className="text-xs text-slate-500">{t("profile.avatarHint")}</p>
            {errors.avatar ? <p role="alert" className="text-sm text-red-600">{errors.avatar}</p> : null}
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              aria-label={t("profile.avatar")}
              className="hidden"
              onChange={onAvatarChosen}
            />
          </div>
        </div>
        <TextField label={t("profile.username")} name="username" required value={username} onChange={(e) => setUsername(e.target.value)} error={errors.username} autoComplete="username" />
        <TextField label={t("profile.email")} name="email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} autoComplete="email" />
        {pendingEmail ? (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-200">
            {t("profile.emailPending", { email: pendingEmail })}
          </p>
        ) : null}
        <TextAreaField label={t("profile.bio")} name="bio" maxLength={500} placeholder={t("profile.bioPlaceholder")} value={bio} onChange={(e) => setBio(e.target.value)} error={errors.bio} />
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>{busy ? t("profile.saving") : t("profile.save")}</Button>
        </div>
      </form>
    </Card>
  );
}
