import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { folderKeys, normalizePage, type FolderListParams } from "./keys";

/**
 * Folders the user can see: `root` for the workspace's top level, `parent` for one folder's
 * children, `team` for a team's folders; no filter lists them all (the move dialog).
 */
export async function getFolders(params: FolderListParams = {}) {
  const { page, pageSize } = normalizePage({ pageSize: 100, ...params });
  return unwrap(api.GET("/api/folders/", {
    params: {
      query: {
        page,
        page_size: pageSize,
        ...(params.root ? { root: true } : {}),
        ...(params.parent != null ? { parent: params.parent } : {}),
        ...(params.team != null ? { team: params.team } : {}),
      },
    },
  }));
}

export const getFoldersQueryOptions = (params: FolderListParams = {}) =>
  queryOptions({ queryKey: folderKeys.list({ pageSize: 100, ...params }), queryFn: () => getFolders(params) });

export function useFolders(params: FolderListParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getFoldersQueryOptions(params), ...options });
}

/** The workspace's top-level folders. */
export function useRootFolders() {
  return useFolders({ root: true });
}
