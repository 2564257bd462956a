import { useId } from "react";
import { useTranslation } from "react-i18next";

import { messageOf } from "@/shared/api/errors";
import { Avatar } from "@/shared/ui/Avatar";
import { Button } from "@/shared/ui/Button";
import { useConfirm } from "@/shared/ui/confirm";
import { toast } from "@/shared/ui/toast";

import { useCollaborators } from "../api/get-collaborators";
import { useRemoveCollaborator } from "../api/remove-collaborator";
import type { Collaborator, CollaboratorRole } from "../api/types";
import { useUpdateCollaborator } from "../api/update-collaborator";

const ROLES: readonly CollaboratorRole[] = ["editor", "viewer"];

/** The people invited to the diagram; owners and admins change their role or remove them. */
export function CollaboratorsSection({ projectId, admin }: { projectId: number; admin: boolean }) {
  const { t } = useTranslation("workspace");
  const titleId = useId();
  const confirm = useConfirm();
  const collaborators = useCollaborators(projectId);
  const update = useUpdateCollaborator();
  const remove = useRemoveCollaborator();
  const items = collaborators.data?.results ?? [];

  function onRole(collaborator: Collaborator, role: CollaboratorRole) {
    update.mutate(
      { projectId, collaboratorId: collaborator.id, role },
      {
        onSuccess: () => toast.success(t("shareDialog.collaborators.updated")),
        onError: (error) => toast.error(messageOf(error, t("shareDialog.collaborators.updateFailed"))),
      },
    );
  }

  async function onRemove(collaborator: Collaborator) {
    const name = collaborator.user_details.username;
    const confirmed = await confirm({
      title: t("shareDialog.collaborators.confirmRemove", { name }),
      confirmLabel: t("shareDialog.collaborators.remove"),
      color: "red",
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ projectId, collaboratorId: collaborator.id });
      toast.success(t("shareDialog.collaborators.removed"));
    } catch (error) {
      toast.error(messageOf(error, t("shareDialog.collaborators.removeFailed")));
    }
  }

  return (
    <section aria-labelledby={titleId} className="border-t border-slate-200 pt-5">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">{t("shareDialog.collaborators.title")}</h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{t("shareDialog.collaborators.empty")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {items.map((collaborator) => {
            const name = collaborator.user_details.username;
            return (
              <li key={collaborator.id} className="flex items-center gap-3 py-2">
                <Avatar name={name} src={collaborator.user_details.avatar} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{name}</p>
                  {collaborator.user_details.email ? <p className="truncate text-xs text-slate-500">{collaborator.user_details.email}</p> : null}
                </div>
                {admin ? (
                  <>
                    <select
                      aria-label={t("shareDialog.collaborators.roleLabel", { name })}
                      value={collaborator.role}
                      disabled={update.isPending}
                      onChange={(event) => onRole(collaborator, event.target.value as CollaboratorRole)}
                      className="rounded-lg border-0 py-1.5 pl-2 pr-7 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
                    >
                      {ROLES.map((role) => <option key={role} value={role}>{t(`shareDialog.roles.${role}`)}</option>)}
                    </select>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-600"
                      aria-label={t("shareDialog.collaborators.removeLabel", { name })}
                      onClick={() => void onRemove(collaborator)}
                    >
                      {t("shareDialog.collaborators.remove")}
                    </Button>
                  </>
                ) : (
                  <span className="text-sm text-slate-600">{t(`shareDialog.roles.${collaborator.role}`)}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
