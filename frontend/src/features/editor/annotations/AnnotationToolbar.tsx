import { SquareDashed, StickyNote } from "lucide-react";
import { useTranslation } from "react-i18next";

import { addArea, addNote } from "@/editor/annotationActions";
import type { Editor } from "@/editor/editor";
import { screenToWorld } from "@/editor/viewport/camera";

import { useEditorSnapshot } from "../hooks/useEditor";

/**
 * « Ajouter une zone » and « Ajouter une note » on the canvas (issue 17). A new area surrounds
 * the selected table, else sits in the middle of the view; a new note opens for typing at once.
 * Absent for viewers: they cannot edit.
 */
export function AnnotationToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation("areas");
  const snapshot = useEditorSnapshot(editor);
  if (!snapshot.editable) return null;
  const centre = () => screenToWorld(editor.camera, editor.width / 2, editor.height / 2);
  const onArea = () => {
    const around = snapshot.selection?.kind === "table" ? [snapshot.selection.id] : [];
    const { command, area } = addArea(editor.document, centre(), t("defaultAreaName"), around);
    if (editor.dispatch(command)) editor.select({ kind: "area", id: area.id });
  };
  const onNote = () => {
    const { command, note } = addNote(centre());
    if (editor.dispatch(command)) editor.requestEdit({ kind: "note", id: note.id });
  };
  const button = "inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm text-slate-700 hover:bg-slate-100";
  return (
    <div role="toolbar" aria-label={t("toolbar")}
      className="absolute left-3 top-3 z-10 flex gap-1 rounded-xl bg-white/95 p-1 shadow-lg ring-1 ring-slate-200">
      <button type="button" className={button} onClick={onArea} title={t("addAreaHint")}>
        <SquareDashed className="size-4" aria-hidden /> <span className="max-sm:sr-only">{t("addArea")}</span>
      </button>
      <button type="button" className={button} onClick={onNote}>
        <StickyNote className="size-4" aria-hidden /> <span className="max-sm:sr-only">{t("addNote")}</span>
      </button>
    </div>
  );
}
