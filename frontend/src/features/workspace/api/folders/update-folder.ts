import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";
import type { components } from "@/shared/api/schema";

import { folderKeys } from "../keys";

export type FolderPatchInput = components["schemas"]["FolderPatchIn"];

export async function updateFolder(folderId: number, input: FolderPatchInput) {
  return unwrap(api.PATCH("/api/folders/{folder_id}/", { params: { path: { folder_id: folderId } }, body: input }));
}

export function useUpdateFolder(folderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FolderPatchInput) => updateFolder(folderId, input),
    onSuccess: (folder) => {
      queryClient.setQueryData(folderKeys.detail(folderId), folder);
      // Its name and colour show in its parent's grid and in the workspace.
      return queryClient.invalidateQueries({ queryKey: folderKeys.lists() });
    },
  });
}
