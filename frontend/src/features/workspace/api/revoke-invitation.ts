import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { projectKeys } from "./keys";

export type RevokeInvitationInput = { projectId: number; invitationId: number };

export async function revokeInvitation({ projectId, invitationId }: RevokeInvitationInput) {
  await unwrap(api.DELETE("/api/projects/{project_id}/invitations/{invitation_id}/", {
    params: { path: { project_id: projectId, invitation_id: invitationId } },
  }));
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: (_d, { projectId }) => queryClient.invalidateQueries({ queryKey: projectKeys.invitations(projectId) }),
  });
}
