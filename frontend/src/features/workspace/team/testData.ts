/** Answers of the team endpoints for component tests. */
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

export function teamOut(overrides: Partial<Schemas["TeamOut"]> = {}): Schemas["TeamOut"] {
  return {
    id: 3, name: "Équipe Data", description: "Les schémas de la plateforme", avatar: null, owner: 1,
    members_count: 3, projects_count: 1, user_role: "admin", created_at: "2026-01-10T10:00:00Z", ...overrides,
  };
}

export function memberOut(id: number, username: string, role: Schemas["TeamMemberOut"]["role"], userId = id + 100): Schemas["TeamMemberOut"] {
  return {
    id, user: userId, role, joined_at: "2026-01-10T10:00:00Z",
    user_details: { id: userId, username, email: `${username}@example.com`, avatar: null },
  };
}

export function projectOut(overrides: Partial<Schemas["ProjectOut"]> = {}): Schemas["ProjectOut"] {
  return {
    id: 11, name: "Facturation", description: "", access: "editor", collaborators_count: 0,
    created_at: "2026-01-10T10:00:00Z", updated_at: "2026-01-10T10:00:00Z", folder: null, team: 3,
    is_favorite: false, is_owner: false, owner_details: { id: 101, username: "olivia", avatar: null },
    public_by_link: false, public_key: null, tags: [], thumbnail: null, visibility: "team", ...overrides,
  };
}

export function paged<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}
