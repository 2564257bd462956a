import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { folderKeys } from "./keys";
import type { FolderCreateInput } from "./types";

/** A folder at the root, in a team (owner only), or inside `parent` (it then takes the parent's team). */
export async function createFolder(input: FolderCreateInput) {
  return unwrap(api.POST("/api/folders/", { body: input }));
}

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    // Root lists, the parent's subfolders and its subfolders_count all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: folderKeys.all }),
  });
}
