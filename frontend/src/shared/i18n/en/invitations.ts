import type { invitations as fr } from "../fr/invitations";
import type { Translation } from "../types";

export const invitations: Translation<typeof fr> = {
  title: "Invitation to collaborate",
  intro: "{{inviter}} invites you to collaborate on a diagram.",
  project: "Diagram",
  inviter: "Invited by",
  role: "Role",
  roles: {
    editor: { label: "Editor", description: "Can edit the diagram" },
    viewer: { label: "Viewer", description: "Read only" },
  },
  accept: "Accept",
  accepting: "Accepting...",
  decline: "Decline",
  declineConfirm: "Are you sure you want to decline this invitation?",
  declineButton: "Decline the invitation",
  keep: "Cancel",
  accepted: "Invitation accepted! Opening the diagram...",
  errorTitle: "Invitation unavailable",
  missingToken: "Invitation token missing",
  invalidToken: "The invitation link is invalid or has expired",
  acceptFailed: "Something went wrong while accepting the invitation",
  backToProjects: "Back to my projects",
};
