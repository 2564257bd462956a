import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";
import { ApiError } from "@/shared/api/errors";
import type { components } from "@/shared/api/schema";
import { useSession } from "@/shared/auth/useSession";

export type ViewerAccess = components["schemas"]["ProjectDetailOut"]["access"] | "anonymous";

export type ViewedDiagram = { id: number; name: string; access: ViewerAccess; schema: unknown };

/**
 * A signed-in user gets the diagram as a member (their access level); a visitor, or a user the
 * diagram is hidden from, gets the public copy when there is one (read-only). Null: not found.
 */
export async function getViewedDiagram(projectId: number, signedIn: boolean): Promise<ViewedDiagram | null> {
  if (signedIn) {
    try {
      const project = await unwrap(
        api.GET("/api/projects/{project_id}", { params: { path: { project_id: projectId } } }),
      );
      return { id: project.id, name: project.name, access: project.access, schema: project.schema };
    } catch (caught) {
      if (!(caught instanceof ApiError) || (caught.status !== 404 && caught.status !== 401)) throw caught;
    }
  }
  try {
    const project = await unwrap(
      api.GET("/api/project/public/{project_id}/", { params: { path: { project_id: projectId } } }),
    );
    return { id: project.id, name: project.name, access: "anonymous", schema: project.schema };
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 404) return null;
    throw caught;
  }
}

export const viewedDiagramQueryOptions = (projectId: number, signedIn: boolean) =>
  queryOptions({
    queryKey: ["projects", projectId, "view", signedIn ? "member" : "public"],
    queryFn: () => getViewedDiagram(projectId, signedIn),
  });

export function useViewedDiagram(projectId: number) {
  const { access } = useSession();
  return useQuery({ ...viewedDiagramQueryOptions(projectId, Boolean(access)), enabled: Number.isInteger(projectId) });
}
