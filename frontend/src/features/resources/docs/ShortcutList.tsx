import { useTranslation } from "react-i18next";

import { SHORTCUTS, type ShortcutGroup } from "@/editor/interaction/shortcuts";
import { KeyCombos } from "@/shared/ui/KeyCombos";

const GROUPS: ShortcutGroup[] = ["edition", "navigation", "zoom", "file", "layout"];

/**
 * The editor's shortcuts, read from the table that drives both the editor's handler and its help
 * modal, with the editor's own labels: the documentation cannot list a key the editor ignores.
 */
export function ShortcutList() {
  const { t } = useTranslation("editor");
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {GROUPS.map((group) => (
        <section key={group} aria-label={t(`shortcuts.groups.${group}`)} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <h3 className="font-semibold text-slate-900">{t(`shortcuts.groups.${group}`)}</h3>
          <dl className="mt-2 space-y-1.5 text-sm">
            {SHORTCUTS.filter((shortcut) => shortcut.group === group && shortcut.label).map((shortcut) => (
              <div key={shortcut.label} className="flex items-start justify-between gap-4">
                <dt className="text-slate-600">{t(`shortcuts.items.${shortcut.label}` as "shortcuts.items.undo")}</dt>
                <KeyCombos combos={shortcut.keys} className="flex flex-wrap justify-end gap-1" />
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
