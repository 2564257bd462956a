import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { projectKeys } from "./keys";

/** One diagram with its document and the viewer's access level. */
export async function getProject(id: number) {
  return unwrap(api.GET("/api/projects/{project_id}/", { params: { path: { project_id: id } } }));
}

export const getProjectQueryOptions = (id: number) =>
  queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => getProject(id) });

export function useProject(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getProjectQueryOptions(id), ...options });
}
