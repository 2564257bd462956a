import { useTranslation } from "react-i18next";

import { helpRows, type ShortcutContext } from "@/editor/interaction/shortcuts";
import { KeyCombos } from "@/shared/ui/KeyCombos";
import { Modal } from "@/shared/ui/Modal";

/** The keyboard shortcuts help (001 §2): ? or Ctrl+/ toggles it, Escape closes it. */
export function ShortcutsHelp({ open, onClose, context }: { open: boolean; onClose: () => void; context: ShortcutContext }) {
  const { t } = useTranslation("editor");
  const { t: td } = useTranslation("docs");
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={t("shortcuts.title")} description={t("shortcuts.hint")} className="max-w-3xl">
      <div className="mt-4 grid max-h-[60vh] gap-6 overflow-y-auto sm:grid-cols-2">
        {helpRows(context).map(({ group, rows }) => (
          <section key={group}>
            <h3 className="text-sm font-semibold text-slate-900">{t(`shortcuts.groups.${group}`)}</h3>
            <dl className="mt-2 space-y-1.5 text-sm">
              {rows.map((row) => (
                <div key={row.label} className="flex items-start justify-between gap-4">
                  <dt className="min-w-0 text-slate-600">{t(`shortcuts.items.${row.label}` as "shortcuts.items.undo")}</dt>
                  <KeyCombos combos={row.keys} className="flex shrink-0 items-center justify-end gap-1 whitespace-nowrap" />
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      {/* A new tab: the diagram stays open while the user reads. */}
      <a href="/docs/editeur" target="_blank" rel="noopener" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">{td("editorLink")}</a>
    </Modal>
  );
}
