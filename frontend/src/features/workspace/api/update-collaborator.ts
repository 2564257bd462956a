import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { projectKeys } from "./keys";
import type { CollaboratorRole } from "./types";

export type UpdateCollaboratorInput = { projectId: number; collaboratorId: number; role: CollaboratorRole };

export async function updateCollaborator({ projectId, collaboratorId, role }: UpdateCollaboratorInput) {
  return unwrap(api.PATCH("/api/projects/{project_id}/collaborators/{collaborator_id}/", {
    params: { path: { project_id: projectId, collaborator_id: collaboratorId } },
    body: { role },
  }));
}

export function useUpdateCollaborator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCollaborator,
    onSuccess: (_c, { projectId }) => queryClient.invalidateQueries({ queryKey: projectKeys.collaborators(projectId) }),
  });
}
