import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { invalidateProject } from "./invalidate";

export async function disablePublicSharing(id: number) {
  return unwrap(api.POST("/api/projects/{project_id}/disable_public_sharing/", { params: { path: { project_id: id } } }));
}

export function useDisablePublicSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disablePublicSharing,
    onSuccess: (_project, id) => invalidateProject(queryClient, id),
  });
}
