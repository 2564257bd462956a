import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { projectKeys } from "./keys";

/** Invitations to the diagram not yet accepted and not expired. */
export async function getInvitations(projectId: number) {
  return unwrap(api.GET("/api/projects/{project_id}/invitations/", {
    params: { path: { project_id: projectId }, query: { page_size: 100 } },
  }));
}

export const getInvitationsQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: projectKeys.invitations(projectId), queryFn: () => getInvitations(projectId) });

export function useInvitations(projectId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getInvitationsQueryOptions(projectId), ...options });
}
