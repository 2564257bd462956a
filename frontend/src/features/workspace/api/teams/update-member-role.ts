import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";
import type { components } from "@/shared/api/schema";

import { teamKeys } from "../keys";

export type UpdateRoleInput = components["schemas"]["UpdateRoleIn"];

export async function updateMemberRole(teamId: number, input: UpdateRoleInput) {
  return unwrap(api.PATCH("/api/teams/{team_id}/update_role/", { params: { path: { team_id: teamId } }, body: input }));
}

export function useUpdateMemberRole(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateRoleInput) => updateMemberRole(teamId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) }),
  });
}
