import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { invalidateProjectPlacement } from "./invalidate";
import { projectKeys } from "./keys";

export async function deleteProject(id: number) {
  await unwrap(api.DELETE("/api/projects/{project_id}/", { params: { path: { project_id: id } } }));
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      return invalidateProjectPlacement(queryClient);
    },
  });
}
