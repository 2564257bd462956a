import { api, unwrap } from "@/shared/api/client";
import type { components } from "@/shared/api/schema";

export type Job = components["schemas"]["JobOut"];
export type LayoutAnswer = components["schemas"]["LayoutOut"];

export interface ImportOptions {
  file: File;
  merge: boolean;
  autoLayout: boolean;
  dialect: string;
  clientRef: string;
  /** Keep the diagram as an automatic version first (not counted in the plan's limit). */
  snapshotBefore: boolean;
}

export function startImport(projectId: number, options: ImportOptions) {
  const form = new FormData();
  form.append("sql_file", options.file);
  form.append("merge_with_existing", String(options.merge));
  form.append("auto_layout", String(options.autoLayout));
  form.append("dialect", options.dialect);
  form.append("client_ref", options.clientRef);
  form.append("snapshot_before", String(options.snapshotBefore));
  return unwrap(
    api.POST("/api/projects/{project_id}/import_sql/", {
      params: { path: { project_id: projectId } },
      body: form as never,
      bodySerializer: (body: unknown) => body as FormData,
    }),
  );
}

export function getJob(jobId: string) {
  return unwrap(api.GET("/api/jobs/{job_id}/", { params: { path: { job_id: jobId } } }));
}

/** With `snapshotBefore` the server keeps the diagram as an automatic version first. */
export function requestLayout(projectId: number, snapshotBefore = false) {
  return unwrap(api.POST("/api/projects/{project_id}/auto_layout/", { params: { path: { project_id: projectId }, query: { snapshot_before: snapshotBefore } } }));
}
