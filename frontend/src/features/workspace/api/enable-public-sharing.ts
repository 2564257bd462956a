import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { invalidateProject } from "./invalidate";

/** Turns on the public link (owner and admins); answers the diagram with public_by_link true. */
export async function enablePublicSharing(id: number) {
  return unwrap(api.POST("/api/projects/{project_id}/enable_public_sharing/", { params: { path: { project_id: id } } }));
}

export function useEnablePublicSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enablePublicSharing,
    onSuccess: (_project, id) => invalidateProject(queryClient, id),
  });
}
