import { useCallback, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

import type { Editor } from "@/editor/editor";
import type { DiagramDocument } from "@/editor/model/types";
import { messageOf } from "@/shared/api/errors";
import { isQuotaRefusal } from "@/shared/api/quota";

import { editorToast as toast } from "../toasts";
import { importDocument, recordServerImport } from "./imports";
import type { LiveSession } from "./liveSession";

/**
 * The designer's actions that go through the live session: save now (Ctrl+S), waiting for the
 * server before a server-side job, and the imports.
 */
export function useLiveActions(editor: Editor, projectId: number, live: LiveSession | null, canEdit: boolean) {
  const { t } = useTranslation("editor");
  const navigate = useNavigate();
  /** The document the SQL import replaces, for its undo step. */
  const importBase = useRef<DiagramDocument | null>(null);

  const saveNow = useMemo(() => (live && canEdit ? async () => {
    try {
      await live.saveNow();
      toast.success(t("save.success"));
    } catch {
      toast.error(t("save.error"));
    }
  } : null), [live, canEdit, t]);

  /** Server-side jobs (layout, SQL import) read the stored document: the user's edits first. */
  const flush = useCallback(async () => {
    await live?.drain();
  }, [live]);

  const importJson = useCallback(async (next: DiagramDocument) => {
    try {
      const result = await importDocument(editor, live, projectId, next, t("file.importCommand"));
      toast.success(t("file.importDone", { count: next.tables.length }));
      if (result.kind === "whole") toast.info(t("live.importWhole"));
      editor.centerView();
    } catch (error) {
      if (isQuotaRefusal(error)) {
        toast.errorWithAction(messageOf(error, t("live.quota")), { label: t("sqlImport.seePlans"), onClick: () => void navigate("/pricing") });
      } else {
        toast.error(messageOf(error, t("live.importFailed")));
      }
    }
  }, [editor, live, projectId, navigate, t]);

  const beforeSqlImport = useCallback(async () => {
    await live?.drain();
    importBase.current = live ? live.sync.document : null;
  }, [live]);

  const afterSqlImport = useCallback(async (revision: number) => {
    const before = importBase.current;
    importBase.current = null;
    // Without the revision the import was stored at, there is nothing to wait for.
    if (!live || !Number.isInteger(revision)) return editor.centerView();
    const { reached, undoable } = await recordServerImport(editor, live, before, revision, t("sqlImport.title"));
    if (reached) editor.centerView();
    if (reached && before && !undoable) toast.info(t("live.sqlNoUndo"));
  }, [editor, live, t]);

  return { saveNow, flush, importJson, beforeSqlImport, afterSqlImport };
}
