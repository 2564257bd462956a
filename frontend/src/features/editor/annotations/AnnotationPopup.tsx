import { Palette as PaletteIcon, Pencil, Trash2 } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

import { removeArea, removeNote, setAreaColor, setNoteColor } from "@/editor/annotationActions";
import type { Editor } from "@/editor/editor";
import { worldToScreen } from "@/editor/viewport/camera";

import { useEditorCamera, useEditorSnapshot } from "../hooks/useEditor";
import { Palette } from "../sidebar/ColorPicker";

/**
 * The bar over the selected note or area (issue 17): edit its text or name, its colour from the
 * tables' palette, delete it (an area's tables stay). Editors only: a viewer just selects.
 */
export function AnnotationPopup({ editor }: { editor: Editor }) {
  const { t } = useTranslation("areas");
  const snapshot = useEditorSnapshot(editor);
  const camera = useEditorCamera(editor);
  const [paletteFor, setPaletteFor] = useState<string | null>(null);
  // The shown document, a drag in progress included (a view change): the bar follows what it drags.
  const doc = useSyncExternalStore(editor.subscribeView, () => editor.document);
  const selection = snapshot.selection;
  if (!snapshot.editable || (selection?.kind !== "note" && selection?.kind !== "area")) return null;
  const item = selection.kind === "note" ? doc.notes?.find((n) => n.id === selection.id) : doc.areas?.find((a) => a.id === selection.id);
  if (!item) return null;
  const at = worldToScreen(camera, item.x, item.y);
  const right = worldToScreen(camera, item.x + item.width, item.y);
  if (right.x < 0 || at.x > editor.width || at.y > editor.height) return null;
  const isNote = selection.kind === "note";
  const label = isNote ? t("note.selected") : t("area.selected", { name: (item as { name: string }).name || t("area.unnamed") });
  const paletteOpen = paletteFor === item.id;
  const icon = "rounded-md p-1.5 text-slate-600 hover:bg-slate-100";
  return (
    <div role="toolbar" aria-label={label}
      style={{ left: Math.max(4, at.x), top: Math.max(4, at.y - 44) }}
      className="absolute z-10 flex flex-col gap-1 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200">
      <div className="flex items-center gap-0.5">
        <button type="button" className={icon} aria-label={isNote ? t("note.edit") : t("area.rename")} title={isNote ? t("note.edit") : t("area.rename")}
          onClick={() => editor.requestEdit({ kind: selection.kind, id: item.id })}>
          <Pencil className="size-4" aria-hidden />
        </button>
        <button type="button" className={icon} aria-expanded={paletteOpen} aria-label={isNote ? t("note.color") : t("area.color")} title={isNote ? t("note.color") : t("area.color")}
          onClick={() => setPaletteFor(paletteOpen ? null : item.id)}>
          <PaletteIcon className="size-4" aria-hidden style={{ color: item.color }} />
        </button>
        <button type="button" className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-600"
          aria-label={isNote ? t("note.remove") : t("area.remove")} title={isNote ? t("note.remove") : t("area.remove")}
          onClick={() => editor.dispatch(isNote ? removeNote(item.id) : removeArea(item.id))}>
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
      {paletteOpen ? (
        <div className="w-64 p-1">
          <Palette value={item.color} label={isNote ? t("note.color") : t("area.color")} onChange={(color) => {
            if (!color) return;
            const cmd = isNote ? setNoteColor(editor.document, item.id, color) : setAreaColor(editor.document, item.id, color);
            if (cmd) editor.dispatch(cmd);
          }} />
        </div>
      ) : null}
    </div>
  );
}
