import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { invalidateProjectPlacement } from "./invalidate";
import type { ProjectCreateInput } from "./types";

export async function createProject(input: ProjectCreateInput) {
  return unwrap(api.POST("/api/projects/", { body: input }));
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => invalidateProjectPlacement(queryClient),
  });
}
