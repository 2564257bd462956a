import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { teamKeys } from "./keys";
import type { TeamCreateInput } from "./types";

export async function createTeam(input: TeamCreateInput) {
  return unwrap(api.POST("/api/teams/", { body: input }));
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.lists() }),
  });
}
