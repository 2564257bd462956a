import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { invalidateProjectPlacement } from "./invalidate";
import { projectKeys } from "./keys";

export type MoveProjectInput = { id: number; folder: number | null; team: number | null };

/** Sends both placement fields; both null moves the diagram to the root (spec 000 §7). */
export async function moveProject({ id, folder, team }: MoveProjectInput) {
  return unwrap(api.PATCH("/api/projects/{project_id}/", {
    params: { path: { project_id: id } },
    body: { folder, team },
  }));
}

export function useMoveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveProject,
    onSuccess: (_project, { id }) => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(id) });
      return invalidateProjectPlacement(queryClient);
    },
  });
}
