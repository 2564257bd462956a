import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { normalizeSearchPage, projectKeys, type SearchPageParams } from "./keys";

/** The diagrams the user owns (GET /projects/my_projects/). */
export async function getMyProjects(params: SearchPageParams = {}) {
  const { search, page, pageSize } = normalizeSearchPage(params);
  return unwrap(api.GET("/api/projects/my_projects/", {
    params: { query: { page, page_size: pageSize, ...(search ? { search } : {}) } },
  }));
}

export const getMyProjectsQueryOptions = (params: SearchPageParams = {}) =>
  queryOptions({ queryKey: projectKeys.myProjects(params), queryFn: () => getMyProjects(params) });

export function useMyProjects(params: SearchPageParams = {}) {
  return useQuery(getMyProjectsQueryOptions(params));
}
