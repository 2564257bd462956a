import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { invalidateProject } from "./invalidate";
import { folderKeys, teamKeys } from "./keys";
import type { ProjectPatchInput } from "./types";

export type UpdateProjectInput = { id: number; data: ProjectPatchInput };

/** Edits name, description, tags, visibility (and the team when visibility is team). */
export async function updateProject({ id, data }: UpdateProjectInput) {
  return unwrap(api.PATCH("/api/projects/{project_id}/", { params: { path: { project_id: id } }, body: data }));
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: (_project, { id, data }) => {
      // A team change moves the diagram: team and folder counts change too.
      if ("team" in data || "folder" in data || "visibility" in data) {
        void queryClient.invalidateQueries({ queryKey: teamKeys.all });
        void queryClient.invalidateQueries({ queryKey: folderKeys.all });
      }
      return invalidateProject(queryClient, id);
    },
  });
}
