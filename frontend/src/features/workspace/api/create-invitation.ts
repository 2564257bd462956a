import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { projectKeys } from "./keys";
import type { InvitationInput } from "./types";

export type CreateInvitationInput = { projectId: number } & InvitationInput;

/** Invites by username or email; the answer carries the signed link to pass on. */
export async function createInvitation({ projectId, user, role }: CreateInvitationInput) {
  return unwrap(api.POST("/api/projects/{project_id}/invitations/", {
    params: { path: { project_id: projectId } },
    body: { user, role },
  }));
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: (_i, { projectId }) => queryClient.invalidateQueries({ queryKey: projectKeys.invitations(projectId) }),
  });
}
