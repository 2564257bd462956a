/** Answers of the folder endpoints for component tests. */
import type { components } from "@/shared/api/schema";

type Schemas = components["schemas"];

export function folderDetailOut(overrides: Partial<Schemas["FolderDetailOut"]> = {}): Schemas["FolderDetailOut"] {
  return {
    id: 8, name: "Clients", description: "Les schémas des clients", color: "#3b82f6", owner: 7, is_owner: true,
    parent: 5, team: null, projects_count: 1, subfolders_count: 2,
    created_at: "2026-11-22T12:00:00Z", updated_at: "2026-11-22T12:00:00Z",
    ancestors: [{ id: 5, name: "Agence" }], ...overrides,
  };
}

export function folderOut(id: number, name: string, projectsCount: number, color = "#10b981"): Schemas["FolderOut"] {
  return {
    id, name, description: "", color, owner: 7, is_owner: true, parent: 8, team: null,
    projects_count: projectsCount, subfolders_count: 0,
    created_at: "2026-11-22T12:00:00Z", updated_at: "2026-11-22T12:00:00Z",
  };
}
