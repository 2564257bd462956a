import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { normalizeSearchPage, projectKeys, type SearchPageParams } from "../keys";

const PAGE_SIZE = 100;

/** The folder's diagrams the user may see, newest first, searched on name and description. */
export async function getFolderProjects(folderId: number, params: SearchPageParams = {}) {
  const { search, page, pageSize } = normalizeSearchPage({ pageSize: PAGE_SIZE, ...params });
  return unwrap(api.GET("/api/folders/{folder_id}/projects/", {
    params: { path: { folder_id: folderId }, query: { page, page_size: pageSize, ...(search ? { search } : {}) } },
  }));
}

export const getFolderProjectsQueryOptions = (folderId: number, params: SearchPageParams = {}) =>
  queryOptions({
    queryKey: projectKeys.folder(folderId, { pageSize: PAGE_SIZE, ...params }),
    queryFn: () => getFolderProjects(folderId, params),
    placeholderData: keepPreviousData,
  });

export function useFolderProjects(folderId: number, params: SearchPageParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getFolderProjectsQueryOptions(folderId, params), ...options });
}
