import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";

import { messageOf } from "@/shared/api/errors";
import { useSession } from "@/shared/auth/useSession";
import { longDate } from "@/shared/lib/relativeDate";
import { Button } from "@/shared/ui/Button";
import { TextField } from "@/shared/ui/Field";
import { toast } from "@/shared/ui/toast";

import { useCreateInvitation } from "../api/create-invitation";
import { useInvitations } from "../api/get-invitations";
import { useRevokeInvitation } from "../api/revoke-invitation";
import type { CollaboratorRole, Invitation } from "../api/types";
import { SelectField } from "./SelectField";

const ROLES: readonly CollaboratorRole[] = ["editor", "viewer"];

/** Invite by username or email, show the link to pass on, and list the pending invitations.
 * Only those who administer the diagram invite (web/projects/grants.py): others see the list. */
export function InviteSection({ projectId, admin }: { projectId: number; admin: boolean }) {
  const { t } = useTranslation("workspace");
  const titleId = useId();
  const [user, setUser] = useState("");
  const [role, setRole] = useState<CollaboratorRole>("viewer");
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const create = useCreateInvitation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user.trim() || create.isPending) return;
    try {
      const invitation = await create.mutateAsync({ projectId, user: user.trim(), role });
      setLink(invitation.url);
      setCopied(false);
      setUser("");
      toast.success(t("shareDialog.invite.sent"));
    } catch {
      setLink(null);
    }
  }

  async function copyLink() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      toast.error(t("shareDialog.copyFailed"));
    }
  }

  return (
    <section aria-labelledby={titleId} className="border-t border-slate-200 pt-5">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">{t("shareDialog.invite.title")}</h3>
      {admin ? null : <p className="mt-1 text-sm text-slate-500">{t("shareDialog.invite.adminsOnly")}</p>}
      {admin ? (
        <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={onSubmit}>
          <TextField
            className="min-w-48 flex-1"
            label={t("shareDialog.invite.user")}
            name="user"
            value={user}
            onChange={(event) => setUser(event.target.value)}
            placeholder={t("shareDialog.invite.userPlaceholder")}
            autoComplete="off"
          />
          <SelectField label={t("shareDialog.invite.role")} name="role" value={role} onChange={(e) => setRole(e.target.value as CollaboratorRole)}>
            {ROLES.map((value) => <option key={value} value={value}>{t(`shareDialog.roles.${value}`)}</option>)}
          </SelectField>
          <Button type="submit" disabled={!user.trim() || create.isPending}>
            {create.isPending ? t("shareDialog.invite.sending") : t("shareDialog.invite.submit")}
          </Button>
        </form>
      ) : null}
      {create.error ? (
        <p role="alert" className="mt-2 text-sm text-red-600">{messageOf(create.error, t("shareDialog.invite.failed"))}</p>
      ) : null}
      {link ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          <TextField label={t("shareDialog.invite.link")} readOnly value={link} onFocus={(event) => event.target.select()} hint={t("shareDialog.invite.linkHint")} />
          <div className="mt-2 flex items-center gap-3">
            <Button variant="secondary" size="sm" onClick={() => void copyLink()}>{t("shareDialog.invite.copyLink")}</Button>
            {copied ? <span role="status" className="text-sm text-green-700">{t("shareDialog.copied")}</span> : null}
          </div>
        </div>
      ) : null}
      <PendingInvitations projectId={projectId} admin={admin} />
    </section>
  );
}

function PendingInvitations({ projectId, admin }: { projectId: number; admin: boolean }) {
  const { t } = useTranslation("workspace");
  const { user: me } = useSession();
  const invitations = useInvitations(projectId);
  const revoke = useRevokeInvitation();
  const items = invitations.data?.results ?? [];

  function onRevoke(invitation: Invitation) {
    revoke.mutate(
      { projectId, invitationId: invitation.id },
      {
        onSuccess: () => toast.success(t("shareDialog.pending.revoked")),
        onError: (error) => toast.error(messageOf(error, t("shareDialog.pending.failed"))),
      },
    );
  }

  return (
    <div className="mt-4">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("shareDialog.pending.title")}</h4>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{t("shareDialog.pending.empty")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {items.map((invitation) => {
            const who = invitation.invitee?.username ?? invitation.email;
            return (
              <li key={invitation.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{who}</p>
                  <p className="text-xs text-slate-500">
                    {t("shareDialog.pending.role", { role: t(`shareDialog.roles.${invitation.role}`), date: longDate(invitation.expires_at) })}
                  </p>
                </div>
                {admin || invitation.inviter === me?.username ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t("shareDialog.pending.revokeLabel", { who })}
                    disabled={revoke.isPending}
                    onClick={() => onRevoke(invitation)}
                  >
                    {t("shareDialog.pending.revoke")}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
