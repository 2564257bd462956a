import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

import { replaceDocument } from "@/editor/actions";
import type { Editor } from "@/editor/editor";
import { emptyDocument, type DiagramDocument } from "@/editor/model/types";
import { ApiError } from "@/shared/api/errors";
import { session } from "@/shared/auth/session";
import { editorToast as toast } from "../toasts";

import { saveDocument, type OpenedDiagram, type ProjectDetail } from "../api/project";
import { Autosaver, OverQuota, SaveConflict, SignedOut } from "./autosave";
import { readLocal, recoveryFor } from "./localCopy";

export interface DesignerSession {
  ready: boolean;
  name: string;
  editable: boolean;
  member: ProjectDetail | null;
  saver: Autosaver | null;
  /** The server could not be reached at start: the canvas runs on the local copy. */
  localOnly: boolean;
}

const EDIT_LEVELS = new Set(["owner", "admin", "editor"]);

async function serverSave(projectId: number, doc: DiagramDocument, revision: number) {
  try {
    return await saveDocument(projectId, doc, revision);
  } catch (error) {
    if (error instanceof ApiError && error.code === "conflict") throw new SaveConflict();
    if (error instanceof ApiError && error.code === "quota_reached") throw new OverQuota(error.body?.message ?? "");
    if (error instanceof ApiError && error.status === 401) throw new SignedOut();
    throw error;
  }
}

/**
 * Loads the opened diagram into the editor, recovers unsaved local edits, and keeps it saved:
 * locally at once, on the server after a pause, and on leaving the page. When the server cannot
 * be reached at start, the local copy opens in a local-only canvas (001 §4).
 */
export function useDesignerSession(editor: Editor, projectId: number, opened: OpenedDiagram | undefined, loadError: boolean): DesignerSession {
  const { t } = useTranslation("editor");
  const [state, setState] = useState<DesignerSession>({ ready: false, name: "", editable: false, member: null, saver: null, localOnly: false });

  useEffect(() => {
    let saver: Autosaver | null = null;
    let next: DesignerSession | null = null;
    if (opened?.kind === "member") {
      const project = opened.project;
      const serverDoc = (project.schema as unknown as DiagramDocument) ?? emptyDocument();
      editor.load(serverDoc);
      const editable = EDIT_LEVELS.has(project.access);
      editor.setEditable(editable);
      if (editable) {
        saver = new Autosaver(editor, projectId, project.revision, (doc, revision) => serverSave(projectId, doc, revision), () => session.isSignedIn());
        const recovery = recoveryFor(readLocal(projectId), project.revision);
        if (recovery.kind === "recover") {
          editor.dispatch(replaceDocument(serverDoc, recovery.entry.doc, "Récupérer les modifications locales"));
          toast.info(t("recovery.recovered"));
        } else if (recovery.kind === "stale") {
          toast.info(t("recovery.stale"));
        }
      }
      next = { ready: true, name: project.name, editable, member: project, saver, localOnly: false };
      requestAnimationFrame(() => editor.centerView());
    } else if (opened?.kind === "public") {
      editor.load((opened.schema as DiagramDocument) ?? emptyDocument());
      editor.setEditable(false);
      next = { ready: true, name: opened.name, editable: false, member: null, saver: null, localOnly: false };
      requestAnimationFrame(() => editor.centerView());
    } else if (loadError) {
      const local = readLocal(projectId);
      if (local) {
        editor.load(local.doc);
        editor.setEditable(true);
        saver = new Autosaver(editor, projectId, local.revision, () => Promise.reject(new Error("offline")), () => false);
        toast.error(t("recovery.failed"));
        next = { ready: true, name: "", editable: true, member: null, saver, localOnly: true };
      } else {
        toast.error(t("recovery.impossible"));
        editor.load(emptyDocument());
        editor.setEditable(false);
        next = { ready: true, name: "", editable: false, member: null, saver: null, localOnly: true };
      }
    }
    // The editor is an external store loaded here; the screen state follows what was loaded.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (next) setState(next);
    if (!saver) return;
    const active = saver;
    const flushHidden = () => {
      if (document.visibilityState === "hidden") void active.flush();
    };
    const warn = (event: BeforeUnloadEvent) => {
      if (!active.hasUnsavedChanges) return;
      void active.flush();
      event.preventDefault();
    };
    document.addEventListener("visibilitychange", flushHidden);
    window.addEventListener("beforeunload", warn);
    return () => {
      document.removeEventListener("visibilitychange", flushHidden);
      window.removeEventListener("beforeunload", warn);
      void active.flush().finally(() => active.dispose());
    };
  }, [editor, projectId, opened, loadError, t]);

  return state;
}
