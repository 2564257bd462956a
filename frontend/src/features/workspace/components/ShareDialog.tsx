import { useTranslation } from "react-i18next";

import { Modal } from "@/shared/ui/Modal";

import type { Project } from "../api/types";
import { canAdmin } from "../rules";
import { CollaboratorsSection } from "./CollaboratorsSection";
import { InviteSection } from "./InviteSection";
import { PublicLinkSection } from "./PublicLinkSection";

type ShareTarget = Pick<Project, "id" | "name" | "access" | "public_by_link"> & Partial<Pick<Project, "visibility" | "public_key">>;

/**
 * Share a diagram: its public link (owner and admins turn it on; Copier turns it on first when
 * needed), invitations by username or email, and the collaborators. Opened for owners, admins and
 * editors; only owners and admins share (the link, invitations, roles: web/projects/grants.py),
 * editors see who has access.
 */
export function ShareDialog({
  open, onOpenChange, project,
}: { open: boolean; onOpenChange: (open: boolean) => void; project: ShareTarget }) {
  const { t } = useTranslation("workspace");
  const admin = canAdmin(project.access);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("shareDialog.title", { name: project.name })}
      className="max-h-[90vh] max-w-xl overflow-y-auto"
    >
      <div className="mt-5 space-y-6">
        <PublicLinkSection project={project} admin={admin} />
        <InviteSection projectId={project.id} admin={admin} />
        <CollaboratorsSection projectId={project.id} admin={admin} />
      </div>
    </Modal>
  );
}
