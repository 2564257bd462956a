/** API answers for the workspace's component tests. */
import type { Folder, Paged, Project, Team } from "./api/types";

export function project(overrides: Partial<Project> = {}): Project {
  return {
    id: 21, name: "Boutique", description: "Le schéma de la boutique en ligne", access: "owner",
    collaborators_count: 2, created_at: "2026-01-10T10:00:00Z", updated_at: new Date().toISOString(),
    folder: null, team: null, is_favorite: false, is_owner: true,
    owner_details: { id: 7, username: "alice", avatar: null }, public_by_link: false, public_key: null, tags: [],
    thumbnail: null, visibility: "private", ...overrides,
  };
}

/** A diagram someone else owns and shared with the viewer at `access`. */
export function sharedProject(access: Project["access"], overrides: Partial<Project> = {}): Project {
  return project({
    id: 31, name: "Catalogue", access, is_owner: false,
    owner_details: { id: 9, username: "bruno", avatar: null }, ...overrides,
  });
}

export function team(overrides: Partial<Team> = {}): Team {
  return {
    id: 3, name: "Équipe Data", description: "", avatar: null, owner: 7, members_count: 4,
    projects_count: 2, user_role: "owner", created_at: "2026-01-10T10:00:00Z", ...overrides,
  };
}

export function folder(overrides: Partial<Folder> = {}): Folder {
  return {
    id: 5, name: "Clients", description: "", color: "#3b82f6", owner: 7, is_owner: true, team: null,
    parent: null, projects_count: 1, subfolders_count: 0, created_at: "2026-01-10T10:00:00Z",
    updated_at: "2026-01-10T10:00:00Z", ...overrides,
  };
}

export function paged<T>(results: T[], count = results.length): Paged<T> {
  return { count, next: null, previous: null, results };
}

export function apiError(status: number, error: string, message: string) {
  return { status, body: { error, message } };
}
