import { Fragment } from "react";
import { useTranslation } from "react-i18next";

import { helpRows, type ShortcutContext } from "@/editor/interaction/shortcuts";
import { Modal } from "@/shared/ui/Modal";

/** The keyboard shortcuts help (001 §2): ? or Ctrl+/ toggles it, Escape closes it. */
export function ShortcutsHelp({ open, onClose, context }: { open: boolean; onClose: () => void; context: ShortcutContext }) {
  const { t } = useTranslation("editor");
  const { t: td } = useTranslation("docs");
  const keyLabel = (key: string) => (/^[a-z][a-zA-Z]+$/.test(key) ? t(`shortcuts.keys.${key}` as "shortcuts.keys.mod") : key);
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
                  <dd className="flex shrink-0 items-center justify-end gap-1 whitespace-nowrap">
                    {row.keys.map((combo, i) => (
                      <Fragment key={i}>
                        {i > 0 ? <span className="text-slate-400">/</span> : null}
                        {combo.map((key) => (
                          <kbd key={key} className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-xs font-medium text-slate-700">{keyLabel(key)}</kbd>
                        ))}
                      </Fragment>
                    ))}
                  </dd>
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
