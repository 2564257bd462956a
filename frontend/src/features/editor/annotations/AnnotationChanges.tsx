import { useTranslation } from "react-i18next";

import type { AnnotationDiff } from "@/editor/diff/annotations";
import type { EntityChange, FieldChange } from "@/editor/diff/diff";
import { DIFF_COLORS } from "@/editor/diff/display";
import type { Area, Note } from "@/editor/model/types";

type Field = "text" | "name" | "color" | "place" | "size";

/** x and y read as one "position", width and height as one "size". */
function fieldNames(fields: FieldChange[]): Field[] {
  const names = new Set<Field>();
  for (const { field } of fields) names.add(field === "x" || field === "y" ? "place" : field === "width" || field === "height" ? "size" : (field as Field));
  return [...names];
}

/** The notes and areas a comparison found changed (issue 17), under the schema's changes. */
export function AnnotationChanges({ diff }: { diff: AnnotationDiff }) {
  const { t } = useTranslation("areas");
  const lines: Array<{ key: string; label: string; change: EntityChange<Note> | EntityChange<Area> }> = [
    ...diff.areas.map((change) => ({ key: `g${change.id}`, label: t("changes.area", { name: (change.after ?? change.before)!.name || t("area.unnamed") }), change })),
    ...diff.notes.map((change) => {
      const text = (change.after ?? change.before)!.text.split("\n")[0];
      return { key: `n${change.id}`, label: text ? t("changes.note", { text: text.length > 40 ? `${text.slice(0, 40)}…` : text }) : t("changes.emptyNote"), change };
    }),
  ];
  if (lines.length === 0) return null;
  return (
    <section className="shrink-0">
      <h3 className="text-sm font-semibold text-slate-800">{t("changes.title")}</h3>
      <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto pr-1" data-testid="compare-annotations">
        {lines.map(({ key, label, change }) => (
          <li key={key} className="flex items-start gap-2 px-2 py-1 text-sm">
            <span className="mt-1.5 size-2 shrink-0 rounded-full" style={{ background: DIFF_COLORS[change.kind] }} aria-hidden />
            <span className="min-w-0">
              <span className="block truncate text-slate-900">{label} — {t(`changes.kinds.${change.kind}`)}</span>
              {change.fields.length ? (
                <span className="block truncate text-xs text-slate-500">{fieldNames(change.fields).map((f) => t(`changes.fields.${f}`)).join(", ")}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
