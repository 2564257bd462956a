import type { QueryClient } from "@tanstack/react-query";

import { meQueryOptions } from "@/shared/auth/useMe";

import { favoriteKeys, folderKeys, projectKeys, teamKeys } from "./keys";

/**
 * After a diagram appears, moves or disappears: every diagram list, the favourites, the
 * team and folder counts (projects_count) that cards show, and the profile's diagram count
 * (the usage bar of My account).
 */
export function invalidateProjectPlacement(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
    queryClient.invalidateQueries({ queryKey: teamKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: teamKeys.details() }),
    queryClient.invalidateQueries({ queryKey: folderKeys.all }),
  ]);
}

/** After a diagram's own fields change: the lists that show it, its detail, the favourites. */
export function invalidateProject(queryClient: QueryClient, id: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: projectKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  ]);
}
