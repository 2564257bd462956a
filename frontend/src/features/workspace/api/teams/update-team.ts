import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";
import type { components } from "@/shared/api/schema";

import { teamKeys } from "../keys";

export type TeamPatchInput = components["schemas"]["TeamPatchIn"];

/** An empty avatar is sent as null and clears it (spec 000 §5). */
export async function updateTeam(teamId: number, input: TeamPatchInput) {
  return unwrap(api.PATCH("/api/teams/{team_id}/", { params: { path: { team_id: teamId } }, body: input }));
}

export function useUpdateTeam(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamPatchInput) => updateTeam(teamId, input),
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.detail(teamId), team);
      return queryClient.invalidateQueries({ queryKey: teamKeys.lists() });
    },
  });
}
