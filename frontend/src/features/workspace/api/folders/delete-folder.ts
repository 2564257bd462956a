import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { invalidateProjectPlacement } from "../invalidate";
import { folderKeys } from "../keys";

/** Subfolders go with it; the diagrams inside return to their owners' root. */
export async function deleteFolder(folderId: number) {
  await unwrap(api.DELETE("/api/folders/{folder_id}/", { params: { path: { folder_id: folderId } } }));
}

export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    onSuccess: (_data, folderId) => {
      queryClient.removeQueries({ queryKey: folderKeys.detail(folderId) });
      return invalidateProjectPlacement(queryClient);
    },
  });
}
