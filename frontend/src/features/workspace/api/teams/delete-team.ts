import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { invalidateProjectPlacement } from "../invalidate";
import { teamKeys } from "../keys";

export async function deleteTeam(teamId: number) {
  await unwrap(api.DELETE("/api/teams/{team_id}/", { params: { path: { team_id: teamId } } }));
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    // The team's diagrams become private and its folders go back to their owners.
    onSuccess: (_data, teamId) => {
      queryClient.removeQueries({ queryKey: teamKeys.detail(teamId) });
      queryClient.removeQueries({ queryKey: teamKeys.members(teamId) });
      return invalidateProjectPlacement(queryClient);
    },
  });
}
