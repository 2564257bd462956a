import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { normalizeSearchPage, projectKeys, type SearchPageParams } from "../keys";

const PAGE_SIZE = 100;

/** The team's diagrams, newest first, searched on name and description. */
export async function getTeamProjects(teamId: number, params: SearchPageParams = {}) {
  const { search, page, pageSize } = normalizeSearchPage({ pageSize: PAGE_SIZE, ...params });
  return unwrap(api.GET("/api/teams/{team_id}/projects/", {
    params: { path: { team_id: teamId }, query: { page, page_size: pageSize, ...(search ? { search } : {}) } },
  }));
}

export const getTeamProjectsQueryOptions = (teamId: number, params: SearchPageParams = {}) =>
  queryOptions({
    queryKey: projectKeys.team(teamId, { pageSize: PAGE_SIZE, ...params }),
    queryFn: () => getTeamProjects(teamId, params),
    placeholderData: keepPreviousData,
  });

export function useTeamProjects(teamId: number, params: SearchPageParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getTeamProjectsQueryOptions(teamId, params), ...options });
}
