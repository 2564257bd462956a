import type { QueryClient } from "@tanstack/react-query";

import { teamKeys } from "../keys";

/** After the membership changes: the member list, and the team's members_count on every card. */
export function invalidateMembership(queryClient: QueryClient, teamId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) }),
    queryClient.invalidateQueries({ queryKey: teamKeys.detail(teamId) }),
    queryClient.invalidateQueries({ queryKey: teamKeys.lists() }),
  ]);
}
