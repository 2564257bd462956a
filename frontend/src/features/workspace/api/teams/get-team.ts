import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { teamKeys } from "../keys";

/** One team with counts and the user's role in it; 404 when the user is not a member. */
export async function getTeam(teamId: number) {
  return unwrap(api.GET("/api/teams/{team_id}/", { params: { path: { team_id: teamId } } }));
}

export const getTeamQueryOptions = (teamId: number) =>
  queryOptions({ queryKey: teamKeys.detail(teamId), queryFn: () => getTeam(teamId) });

export function useTeam(teamId: number) {
  return useQuery({ ...getTeamQueryOptions(teamId), enabled: Number.isInteger(teamId) });
}
