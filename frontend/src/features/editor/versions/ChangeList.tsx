import { useTranslation } from "react-i18next";

import { DIFF_COLORS } from "@/editor/diff/display";

import type { ChangeLine } from "./changeList";

/** Every change of a comparison, each revealing its table on the canvas when clicked. */
export function ChangeList({ lines, onReveal }: { lines: ChangeLine[]; onReveal: (tableId: string) => void }) {
  const { t } = useTranslation("versions");
  const label = (line: ChangeLine) => {
    const { names } = line;
    switch (line.subject) {
      case "table": return t("compareView.table", { name: names.name });
      case "attribute": return t("compareView.attribute", { table: names.table, name: names.name });
      case "index": return t("compareView.index", { table: names.table, name: names.name });
      default: return t("compareView.relation", { from: names.from ?? "", to: names.to ?? "" });
    }
  };
  return (
    <section className="flex min-h-0 flex-1 flex-col">
      <h3 className="text-sm font-semibold text-slate-800">{t("compareView.changes")}</h3>
      <ul className="mt-2 min-h-0 flex-1 space-y-1 overflow-y-auto pr-1" data-testid="compare-changes">
        {lines.map((line) => (
          <li key={line.key}>
            <button type="button" className="w-full rounded-lg px-2 py-1.5 text-left text-sm hover:bg-slate-100" onClick={() => onReveal(line.tableId)}>
              <span className="flex items-start gap-2">
                <span className="mt-1.5 size-2 shrink-0 rounded-full" style={{ background: DIFF_COLORS[line.kind] }} aria-hidden />
                <span className="min-w-0">
                  <span className="block truncate text-slate-900">{label(line)} — {t(`compareView.kinds.${line.kind}`)}</span>
                  {line.renamedFrom !== null || line.fields.length ? (
                    <span className="block truncate text-xs text-slate-500">
                      {[
                        line.renamedFrom !== null ? t("compareView.renamed", { from: line.renamedFrom }) : null,
                        ...line.fields.map((field) => t(`compareView.fieldNames.${field as "type"}`, { defaultValue: field })),
                      ].filter(Boolean).join(", ")}
                    </span>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
