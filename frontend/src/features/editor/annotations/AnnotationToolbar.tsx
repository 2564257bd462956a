import { Crosshair, SquareDashed, StickyNote } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";

import { addArea, addNote } from "@/editor/annotationActions";
import type { Editor } from "@/editor/editor";
import { screenToWorld } from "@/editor/viewport/camera";

import { menuContent, menuItem } from "../components/menus";
import { useEditorSnapshot } from "../hooks/useEditor";

/**
 * « Ajouter une zone » and « Ajouter une note » on the canvas (issue 17). A new area surrounds
 * the selected table, else sits in the middle of the view; a new note opens for typing at once.
 * Viewers get « Aller à… » only: the list of areas and notes, which is also how the keyboard
 * reaches them.
 */
export function AnnotationToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation("areas");
  const snapshot = useEditorSnapshot(editor);
  const hasAnnotations = (editor.document.areas?.length ?? 0) + (editor.document.notes?.length ?? 0) > 0;
  if (!snapshot.editable && !hasAnnotations) return null;
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
      {snapshot.editable ? (
        <>
          <button type="button" className={button} onClick={onArea} title={t("addAreaHint")}>
            <SquareDashed className="size-4" aria-hidden /> <span className="max-sm:sr-only">{t("addArea")}</span>
          </button>
          <button type="button" className={button} onClick={onNote}>
            <StickyNote className="size-4" aria-hidden /> <span className="max-sm:sr-only">{t("addNote")}</span>
          </button>
        </>
      ) : null}
      {hasAnnotations ? <GoTo editor={editor} className={button} /> : null}
    </div>
  );
}

/** Every area and note by name or first words: picking one selects it and brings it into view. */
function GoTo({ editor, className }: { editor: Editor; className: string }) {
  const { t } = useTranslation("areas");
  const go = (kind: "note" | "area", id: string) => {
    editor.select({ kind, id });
    editor.revealAnnotation(kind, id);
  };
  const firstWords = (text: string) => {
    const line = text.trim().split("\n")[0];
    return line.length > 40 ? `${line.slice(0, 40)}…` : line;
  };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={className} aria-label={t("goTo.label")}>
        <Crosshair className="size-4" aria-hidden /> <span className="max-sm:sr-only">{t("goTo.button")}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={`${menuContent} max-h-80 overflow-y-auto`} align="start" sideOffset={6}>
          {(editor.document.areas ?? []).map((area) => (
            <DropdownMenu.Item key={area.id} className={menuItem} onSelect={() => go("area", area.id)}>
              <span aria-hidden className="size-3 shrink-0 rounded-sm" style={{ background: area.color }} />
              {area.name ? t("changes.area", { name: area.name }) : t("area.unnamed")}
            </DropdownMenu.Item>
          ))}
          {(editor.document.notes ?? []).map((note) => (
            <DropdownMenu.Item key={note.id} className={menuItem} onSelect={() => go("note", note.id)}>
              <span aria-hidden className="size-3 shrink-0 rounded-full" style={{ background: note.color }} />
              {note.text.trim() ? t("changes.note", { text: firstWords(note.text) }) : t("changes.emptyNote")}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
