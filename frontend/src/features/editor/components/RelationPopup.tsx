import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";

import { cardinalityLabel, cycleCardinality, removeRelation } from "@/editor/actions";
import type { Editor } from "@/editor/editor";
import { HIT } from "@/editor/model/constants";
import { worldToScreen } from "@/editor/viewport/camera";

import { useEditorCamera, useEditorSnapshot } from "../hooks/useEditor";

/**
 * The popup of the selected relation on the canvas (001 §9: 110 px wide): its cardinality,
 * cycled with a click, and deletion. Placed on the middle of its route.
 */
export function RelationPopup({ editor }: { editor: Editor }) {
  const { t } = useTranslation("sidebar");
  const snapshot = useEditorSnapshot(editor);
  const camera = useEditorCamera(editor);
  const selection = snapshot.selection;
  if (selection?.kind !== "relation") return null;
  const relation = snapshot.doc.relations.find((r) => r.id === selection.id);
  editor.routes.sync(editor.document);
  const route = editor.routes.get(selection.id);
  if (!relation || !route) return null;
  const a = route.points[Math.floor((route.points.length - 1) / 2)];
  const b = route.points[Math.floor((route.points.length - 1) / 2) + 1] ?? a;
  const at = worldToScreen(camera, (a.x + b.x) / 2, (a.y + b.y) / 2);
  if (at.x < 0 || at.y < 0 || at.x > editor.width || at.y > editor.height) return null;
  const label = cardinalityLabel(relation);
  return (
    <div
      role="toolbar"
      aria-label={t("relation.select", { name: label })}
      style={{ left: at.x - HIT.relationPopupWidth / 2, top: at.y - 44, width: HIT.relationPopupWidth }}
      className="absolute z-10 flex items-center justify-between rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
    >
      <button
        type="button"
        disabled={!snapshot.editable}
        title={t("relation.cardinalityTitle")}
        aria-label={t("relation.cardinality", { label })}
        onClick={() => editor.dispatch(cycleCardinality(relation))}
        className="rounded-md px-2 py-1 font-mono text-xs font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        {label}
      </button>
      {snapshot.editable ? (
        <button
          type="button"
          aria-label={t("relation.remove", { name: label })}
          onClick={() => editor.dispatch(removeRelation(editor.document, relation.id))}
          className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-600"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
