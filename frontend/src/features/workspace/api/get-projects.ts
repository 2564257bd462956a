import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { normalizeList, projectKeys, type ProjectListParams } from "./keys";

/** The workspace's diagrams: owned, shared, or favourites (scope), searched on name and description. */
export async function getProjects(params: ProjectListParams = {}) {
  const { scope, search, page, pageSize } = normalizeList(params);
  return unwrap(api.GET("/api/projects/", {
    params: { query: { scope, page, page_size: pageSize, ...(search ? { search } : {}) } },
  }));
}

export const getProjectsQueryOptions = (params: ProjectListParams = {}) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: () => getProjects(params),
    placeholderData: keepPreviousData,
  });

export function useProjects(params: ProjectListParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getProjectsQueryOptions(params), ...options });
}
