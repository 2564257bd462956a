import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";

import { messageOf } from "@/shared/api/errors";
import { useSession } from "@/shared/auth/useSession";
import { Avatar } from "@/shared/ui/Avatar";
import { Button } from "@/shared/ui/Button";
import { useConfirm } from "@/shared/ui/confirm";
import { Spinner } from "@/shared/ui/Spinner";
import { toast } from "@/shared/ui/toast";

import { useTeamMembers, type TeamMember } from "../api/teams/get-team-members";
import { invalidateMembership } from "../api/teams/invalidate";
import { useRemoveMember } from "../api/teams/remove-member";
import { useUpdateMemberRole } from "../api/teams/update-member-role";
import { MembersLimitNotice, type MembersLimit } from "./MembersLimitNotice";
import { assignableRoles, canChangeRole, canRemoveMember, type AssignableRole, type TeamRole } from "./permissions";

type RowProps = {
  member: TeamMember;
  actorRole: TeamRole;
  isSelf: boolean;
  busy: boolean;
  onRoleChange: (member: TeamMember, role: AssignableRole) => void;
  onRemove: (member: TeamMember) => void;
};

function MemberRow({ member, actorRole, isSelf, busy, onRoleChange, onRemove }: RowProps) {
  const { t } = useTranslation("teams");
  const name = member.user_details.username;
  const editable = canChangeRole(actorRole, member.role);
  return (
    <li className="flex flex-wrap items-center gap-4 py-3">
      <Avatar name={name} src={member.user_details.avatar} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">
          {name} {isSelf ? <span className="text-sm font-normal text-slate-500">{t("members.you")}</span> : null}
        </p>
        {member.user_details.email ? <p className="truncate text-sm text-slate-500">{member.user_details.email}</p> : null}
      </div>
      {editable ? (
        <select
          aria-label={t("members.roleOf", { name })}
          value={member.role}
          disabled={busy}
          onChange={(event) => onRoleChange(member, event.target.value as AssignableRole)}
          className="rounded-lg border-0 bg-white py-1.5 pl-3 pr-8 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
        >
          {assignableRoles(actorRole).map((role) => <option key={role} value={role}>{t(`roles.${role}`)}</option>)}
        </select>
      ) : (
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">{t(`roles.${member.role}`)}</span>
      )}
      {canRemoveMember(actorRole, member.role) && !isSelf ? (
        <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50" disabled={busy}
          aria-label={t("members.removeLabel", { name })} onClick={() => onRemove(member)}>
          {t("members.remove")}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The Membres tab: everyone with their role; admins change roles (member or viewer, the owner also
 * admin) and remove members. A refused role change reloads the team (spec 000 §4). When the owner's
 * plan leaves no room, admins are told so and the add button waits for a better plan.
 */
export function MembersPanel({ teamId, actorRole, onAdd, limit }: {
  teamId: number;
  actorRole: TeamRole;
  onAdd?: () => void;
  limit?: MembersLimit;
}) {
  const { t } = useTranslation("teams");
  const { user } = useSession();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const members = useTeamMembers(teamId);
  const updateRole = useUpdateMemberRole(teamId);
  const remove = useRemoveMember(teamId);
  const busy = updateRole.isPending || remove.isPending;

  async function onRoleChange(member: TeamMember, role: AssignableRole) {
    try {
      await updateRole.mutateAsync({ member: member.id, role });
      toast.success(t("members.roleUpdated"));
    } catch (caught) {
      toast.error(messageOf(caught, t("members.roleFailed")));
      // The user's own role may have changed meanwhile: reload the team and its members.
      void invalidateMembership(queryClient, teamId);
    }
  }

  async function onRemove(member: TeamMember) {
    const name = member.user_details.username;
    const confirmed = await confirm({
      title: t("members.removeConfirm", { name }),
      message: t("members.removeConfirmBody", { name }),
      confirmLabel: t("members.removeAction"),
      color: "red",
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(member.id);
      toast.success(t("members.removed"));
    } catch (caught) {
      toast.error(messageOf(caught, t("members.removeFailed")));
    }
  }

  return (
    <section aria-labelledby="team-members-title">
      <div className="flex items-center justify-between gap-4">
        <h2 id="team-members-title" className="text-lg font-semibold">{t("members.title")}</h2>
        {onAdd ? <Button onClick={onAdd} disabled={limit?.reached}>{t("members.add")}</Button> : null}
      </div>
      {onAdd && limit ? <MembersLimitNotice limit={limit} /> : null}
      {members.isPending ? (
        <Spinner className="mt-6" label={t("members.loading")} />
      ) : members.isError ? (
        <p role="alert" className="mt-6 text-slate-600">{t("members.loadFailed")}</p>
      ) : (
        <ul aria-labelledby="team-members-title" className="mt-4 divide-y divide-slate-100 rounded-2xl bg-white px-5 ring-1 ring-slate-200">
          {members.data.results.map((member) => (
            <MemberRow key={member.id} member={member} actorRole={actorRole} isSelf={member.user === user?.id}
              busy={busy} onRoleChange={onRoleChange} onRemove={onRemove} />
          ))}
        </ul>
      )}
    </section>
  );
}
