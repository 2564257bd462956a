import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { folderKeys } from "../keys";

export async function getSubfolders(folderId: number) {
  return unwrap(api.GET("/api/folders/{folder_id}/subfolders/", {
    params: { path: { folder_id: folderId }, query: { page: 1, page_size: 100 } },
  }));
}

export const getSubfoldersQueryOptions = (folderId: number) =>
  queryOptions({ queryKey: folderKeys.subfolders(folderId), queryFn: () => getSubfolders(folderId) });

export function useSubfolders(folderId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getSubfoldersQueryOptions(folderId), ...options });
}
