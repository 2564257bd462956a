import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";
import type { components } from "@/shared/api/schema";

import { teamKeys } from "../keys";

export type TeamMember = components["schemas"]["TeamMemberOut"];
export type TeamRole = TeamMember["role"];

/** Owner first, then admins, members and viewers, each by username (the server's order). */
export async function getTeamMembers(teamId: number) {
  return unwrap(api.GET("/api/teams/{team_id}/members/", {
    params: { path: { team_id: teamId }, query: { page: 1, page_size: 100 } },
  }));
}

export const getTeamMembersQueryOptions = (teamId: number) =>
  queryOptions({ queryKey: teamKeys.members(teamId), queryFn: () => getTeamMembers(teamId) });

export function useTeamMembers(teamId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getTeamMembersQueryOptions(teamId), ...options });
}
