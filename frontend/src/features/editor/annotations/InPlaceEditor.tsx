import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { renameArea, setNoteText } from "@/editor/annotationActions";
import type { EditTarget, Editor } from "@/editor/editor";
import { ANNOTATION } from "@/editor/model/annotations";
import { LIMITS } from "@/editor/model/generated/constants";
import { worldToScreen } from "@/editor/viewport/camera";

import { useEditorCamera, useEditorSnapshot } from "../hooks/useEditor";

/**
 * A note's text or an area's name typed where it is drawn (issue 17): a textarea over the note,
 * a field over the area's label, opened by a double-click or the bar's pencil. Confirmed by a
 * click elsewhere, Enter (Ctrl + Enter in a note, where Enter starts a line); Escape cancels.
 * One command when confirmed, so one undo step; nothing when the text did not change.
 */
export function InPlaceEditor({ editor }: { editor: Editor }) {
  const { t } = useTranslation("areas");
  const snapshot = useEditorSnapshot(editor);
  const camera = useEditorCamera(editor);
  const [target, setTarget] = useState<(EditTarget & { value: string }) | null>(null);
  const field = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  /** The field being closed: the blur its removal may cause must not confirm it again (or after Escape). */
  const closing = useRef(false);

  useEffect(() => editor.onEditRequest((next) => {
    const doc = editor.document;
    const value = next.kind === "note" ? doc.notes?.find((n) => n.id === next.id)?.text : doc.areas?.find((a) => a.id === next.id)?.name;
    if (value === undefined) return;
    closing.current = false;
    setTarget({ ...next, value });
  }), [editor]);

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [target?.kind, target?.id]);

  if (!target) return null;
  const doc = snapshot.doc;
  const item = target.kind === "note" ? doc.notes?.find((n) => n.id === target.id) : doc.areas?.find((a) => a.id === target.id);
  // Removed meanwhile (a collaborator, an undo), or the editor turned read-only: nothing to edit.
  if (!item || !snapshot.editable) return null;

  const commit = () => {
    if (closing.current) return;
    closing.current = true;
    const cmd = target.kind === "note" ? setNoteText(editor.document, target.id, target.value) : renameArea(editor.document, target.id, target.value);
    setTarget(null);
    if (cmd) editor.dispatch(cmd);
  };
  const cancel = () => {
    closing.current = true;
    setTarget(null);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    // Keys typed here are the text's, not the canvas's shortcuts (Delete, arrows, Ctrl+Z).
    event.stopPropagation();
    if (event.key === "Escape") cancel();
    else if (event.key === "Enter" && (target.kind === "area" || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      commit();
    }
  };
  const at = worldToScreen(camera, item.x, item.y);
  const scale = camera.scale;
  const common = {
    onKeyDown,
    onBlur: commit,
    onChange: (event: React.ChangeEvent<HTMLTextAreaElement | HTMLInputElement>) => setTarget({ ...target, value: event.target.value }),
    value: target.value,
  };
  if (target.kind === "note") {
    return (
      <textarea ref={field} {...common} aria-label={t("note.text")} title={t("noteEditHint")} placeholder={t("note.placeholder")}
        maxLength={LIMITS.textLength}
        style={{ left: at.x, top: at.y, width: Math.max(160, item.width * scale), height: Math.max(80, item.height * scale), fontSize: Math.max(12, ANNOTATION.noteFont * scale) }}
        className="absolute z-20 resize-none rounded-sm border-2 border-brand-500 bg-white p-2 text-slate-900 shadow-lg outline-none" />
    );
  }
  return (
    <input ref={field} {...common} aria-label={t("area.name")} title={t("editHint")} maxLength={LIMITS.nameLength}
      style={{ left: at.x, top: at.y, width: Math.max(200, Math.min(item.width * scale, 400)), height: Math.max(28, ANNOTATION.labelHeight * scale) }}
      className="absolute z-20 rounded-sm border-2 border-brand-500 bg-white px-2 text-sm font-semibold text-slate-900 shadow-lg outline-none" />
  );
}
