import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { normalizeSearchPage, projectKeys, type SearchPageParams } from "./keys";

/** Diagrams others shared with the user, by invitation or through a team. */
export async function getSharedWithMe(params: SearchPageParams = {}) {
  const { search, page, pageSize } = normalizeSearchPage(params);
  return unwrap(api.GET("/api/projects/shared_with_me/", {
    params: { query: { page, page_size: pageSize, ...(search ? { search } : {}) } },
  }));
}

export const getSharedWithMeQueryOptions = (params: SearchPageParams = {}) =>
  queryOptions({ queryKey: projectKeys.sharedWithMe(params), queryFn: () => getSharedWithMe(params) });

export function useSharedWithMe(params: SearchPageParams = {}) {
  return useQuery(getSharedWithMeQueryOptions(params));
}
