/**
 * The Export menu's code exports (spec 001 §2, §8): SQL in four dialects, DBML, Laravel and Django ZIPs,
 * generated in the browser and handed over as downloads. ZIP failures are alerts, as specified.
 */
import type { Editor } from "@/editor/editor";
import { exportDbml } from "@/editor/export/dbml";
import { djangoZip } from "@/editor/export/django";
import { laravelZip, type LaravelSettings } from "@/editor/export/laravel";
import { exportFileName } from "@/editor/export/png";
import { exportSql, sqlExtension, type SqlDialect } from "@/editor/export/sql";
import type { DiagramDocument } from "@/editor/model/types";

import { downloadBlob } from "../download";

export function exportSqlFile(editor: Editor, projectName: string, dialect: SqlDialect) {
  const text = exportSql(editor.document, dialect);
  downloadBlob(new Blob([text], { type: "application/sql;charset=utf-8" }), exportFileName(projectName, sqlExtension(dialect)));
}

export function exportDbmlFile(editor: Editor, projectName: string) {
  downloadBlob(new Blob([exportDbml(editor.document)], { type: "text/plain;charset=utf-8" }), exportFileName(projectName, "dbml"));
}

const zipBlob = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/zip" });

/** True when the file was handed over; on failure the spec's alert is shown. */
export function exportLaravelZip(doc: DiagramDocument, projectName: string, settings: LaravelSettings, failure: string): boolean {
  try {
    downloadBlob(zipBlob(laravelZip(doc, settings)), exportFileName(projectName, "laravel.zip"));
    return true;
  } catch (error) {
    console.error(error);
    window.alert(failure);
    return false;
  }
}

export function exportDjangoZip(editor: Editor, projectName: string, failure: string): boolean {
  try {
    downloadBlob(zipBlob(djangoZip(editor.document, projectName)), exportFileName(projectName, "django.zip"));
    return true;
  } catch (error) {
    console.error(error);
    window.alert(failure);
    return false;
  }
}

const SETTINGS_KEY = "relata.export.laravel";

/** Export settings (001 §3) are the user's, kept in this browser between exports. */
export function loadLaravelSettings(): Partial<LaravelSettings> {
  try {
    const saved = JSON.parse(window.localStorage.getItem(SETTINGS_KEY) ?? "{}") as Partial<LaravelSettings>;
    return typeof saved === "object" && saved !== null ? saved : {};
  } catch {
    return {};
  }
}

export function saveLaravelSettings(settings: LaravelSettings) {
  try {
    window.localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Private browsing or a full storage: the settings just are not remembered.
  }
}
