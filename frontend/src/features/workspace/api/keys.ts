/**
 * Query keys of the workspace, hierarchical so a mutation invalidates exactly what it changed:
 * every list of diagrams (workspace, team, folder, favourites) lives under ["projects", "list"],
 * so a diagram that is created, moved or deleted refreshes all of them with one prefix.
 */
export type ProjectScope = "all" | "owned" | "shared" | "favorites";

export type ProjectListParams = { scope?: ProjectScope; search?: string; page?: number; pageSize?: number };
export type SearchPageParams = { search?: string; page?: number; pageSize?: number };
export type PageParams = { page?: number; pageSize?: number };
export type FolderListParams = { root?: boolean; parent?: number | null; team?: number | null } & PageParams;

/** Defaults spelled out so `{}` and `{ scope: "all", page: 1 }` share one cache entry. */
export function normalizeList(params: ProjectListParams = {}) {
  return {
    scope: params.scope ?? "all",
    search: params.search?.trim() ?? "",
    page: params.page ?? 1,
    pageSize: params.pageSize ?? 24,
  };
}

export function normalizeSearchPage(params: SearchPageParams = {}) {
  return { search: params.search?.trim() ?? "", page: params.page ?? 1, pageSize: params.pageSize ?? 24 };
}

export function normalizePage(params: PageParams = {}) {
  return { page: params.page ?? 1, pageSize: params.pageSize ?? 24 };
}

export const projectKeys = {
  all: ["projects"] as const,
  lists: () => [...projectKeys.all, "list"] as const,
  list: (params: ProjectListParams = {}) => [...projectKeys.lists(), "scope", normalizeList(params)] as const,
  myProjects: (params: SearchPageParams = {}) => [...projectKeys.lists(), "my_projects", normalizeSearchPage(params)] as const,
  sharedWithMe: (params: SearchPageParams = {}) => [...projectKeys.lists(), "shared_with_me", normalizeSearchPage(params)] as const,
  /** For the team page's list (GET /teams/{id}/projects/). */
  team: (teamId: number, params: SearchPageParams = {}) => [...projectKeys.lists(), "team", teamId, normalizeSearchPage(params)] as const,
  /** For the folder page's list (GET /folders/{id}/projects/). */
  folder: (folderId: number, params: SearchPageParams = {}) => [...projectKeys.lists(), "folder", folderId, normalizeSearchPage(params)] as const,
  details: () => [...projectKeys.all, "detail"] as const,
  detail: (id: number) => [...projectKeys.details(), id] as const,
  collaborators: (id: number) => [...projectKeys.all, "collaborators", id] as const,
  invitations: (id: number) => [...projectKeys.all, "invitations", id] as const,
};

export const favoriteKeys = {
  all: ["favorites"] as const,
  list: (params: PageParams = {}) => [...favoriteKeys.all, "list", normalizePage(params)] as const,
};

export const teamKeys = {
  all: ["teams"] as const,
  lists: () => [...teamKeys.all, "list"] as const,
  list: (params: PageParams = {}) => [...teamKeys.lists(), normalizePage(params)] as const,
  details: () => [...teamKeys.all, "detail"] as const,
  detail: (id: number) => [...teamKeys.details(), id] as const,
  members: (id: number) => [...teamKeys.all, "members", id] as const,
};

export const folderKeys = {
  all: ["folders"] as const,
  lists: () => [...folderKeys.all, "list"] as const,
  list: (params: FolderListParams = {}) =>
    [...folderKeys.lists(), { root: params.root ?? false, parent: params.parent ?? null, team: params.team ?? null, ...normalizePage(params) }] as const,
  subfolders: (id: number) => [...folderKeys.lists(), "subfolders", id] as const,
  details: () => [...folderKeys.all, "detail"] as const,
  detail: (id: number) => [...folderKeys.details(), id] as const,
};
