import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { folderKeys } from "../keys";

/** One folder with its counts, whether the user owns it, and its ancestors for the breadcrumb. */
export async function getFolder(folderId: number) {
  return unwrap(api.GET("/api/folders/{folder_id}/", { params: { path: { folder_id: folderId } } }));
}

export const getFolderQueryOptions = (folderId: number) =>
  queryOptions({ queryKey: folderKeys.detail(folderId), queryFn: () => getFolder(folderId) });

export function useFolder(folderId: number) {
  return useQuery({ ...getFolderQueryOptions(folderId), enabled: Number.isInteger(folderId) });
}
