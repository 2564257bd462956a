import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { favoriteKeys, normalizePage, type PageParams } from "./keys";

/** The user's favourites, each with its diagram in project_details. */
export async function getFavorites(params: PageParams = {}) {
  const { page, pageSize } = normalizePage(params);
  return unwrap(api.GET("/api/favorites/", { params: { query: { page, page_size: pageSize } } }));
}

export const getFavoritesQueryOptions = (params: PageParams = {}) =>
  queryOptions({ queryKey: favoriteKeys.list(params), queryFn: () => getFavorites(params) });

export function useFavorites(params: PageParams = {}) {
  return useQuery(getFavoritesQueryOptions(params));
}
