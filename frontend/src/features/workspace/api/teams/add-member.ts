import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";
import type { components } from "@/shared/api/schema";

import { invalidateMembership } from "./invalidate";

export type AddMemberInput = components["schemas"]["AddMemberIn"];

export async function addMember(teamId: number, input: AddMemberInput) {
  return unwrap(api.POST("/api/teams/{team_id}/add_member/", { params: { path: { team_id: teamId } }, body: input }));
}

export function useAddMember(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddMemberInput) => addMember(teamId, input),
    onSuccess: () => invalidateMembership(queryClient, teamId),
  });
}
