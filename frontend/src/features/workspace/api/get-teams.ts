import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { normalizePage, teamKeys, type PageParams } from "./keys";
import type { Team } from "./types";

/** The teams the user belongs to, with the user's role in each. */
export async function getTeams(params: PageParams = {}) {
  const { page, pageSize } = normalizePage({ pageSize: 100, ...params });
  return unwrap(api.GET("/api/teams/", { params: { query: { page, page_size: pageSize } } }));
}

export const getTeamsQueryOptions = (params: PageParams = {}) =>
  queryOptions({ queryKey: teamKeys.list({ pageSize: 100, ...params }), queryFn: () => getTeams(params) });

export function useTeams(params: PageParams = {}) {
  return useQuery(getTeamsQueryOptions(params));
}

/** Only teams the user owns are destinations in the create and move dialogs (spec 000 §6). */
export function ownedTeams(teams: readonly Team[] | undefined): Team[] {
  return (teams ?? []).filter((team) => team.user_role === "owner");
}
