import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { invalidateMembership } from "./invalidate";

export async function removeMember(teamId: number, memberId: number) {
  await unwrap(api.DELETE("/api/teams/{team_id}/remove_member/{member_id}/", {
    params: { path: { team_id: teamId, member_id: memberId } },
  }));
}

export function useRemoveMember(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => removeMember(teamId, memberId),
    onSuccess: () => invalidateMembership(queryClient, teamId),
  });
}
