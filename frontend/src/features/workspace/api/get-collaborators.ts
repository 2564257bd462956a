import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { projectKeys } from "./keys";

/** People invited to the diagram (editors and viewers); editors and above may list them. */
export async function getCollaborators(projectId: number) {
  return unwrap(api.GET("/api/projects/{project_id}/collaborators/", {
    params: { path: { project_id: projectId }, query: { page_size: 100 } },
  }));
}

export const getCollaboratorsQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: projectKeys.collaborators(projectId), queryFn: () => getCollaborators(projectId) });

export function useCollaborators(projectId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCollaboratorsQueryOptions(projectId), ...options });
}
