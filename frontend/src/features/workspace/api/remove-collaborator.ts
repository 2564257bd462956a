import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { projectKeys } from "./keys";

export type RemoveCollaboratorInput = { projectId: number; collaboratorId: number };

export async function removeCollaborator({ projectId, collaboratorId }: RemoveCollaboratorInput) {
  await unwrap(api.DELETE("/api/projects/{project_id}/collaborators/{collaborator_id}/", {
    params: { path: { project_id: projectId, collaborator_id: collaboratorId } },
  }));
}

export function useRemoveCollaborator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCollaborator,
    onSuccess: (_d, { projectId }) => Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.collaborators(projectId) }),
      // Cards show collaborators_count.
      queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    ]),
  });
}
