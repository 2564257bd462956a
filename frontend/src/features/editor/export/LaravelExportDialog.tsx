import { useState } from "react";
import { useTranslation } from "react-i18next";

import { command, type Command } from "@/editor/commands/types";
import type { Editor } from "@/editor/editor";
import { DEFAULT_LARAVEL_SETTINGS, type LaravelSettings } from "@/editor/export/laravel";
import { Button } from "@/shared/ui/Button";
import { Modal } from "@/shared/ui/Modal";

import { exportLaravelZip, loadLaravelSettings, saveLaravelSettings } from "./actions";

const input = "block w-full rounded-lg border-0 px-3 py-2 text-sm text-slate-900 ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:ring-brand-600";
const checkbox = "size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600";

type Flags = Record<string, { slug: boolean; softDeletes: boolean }>;

/**
 * Laravel export (spec 001 §2): models namespace, slug size, separate foreign-key migrations,
 * per-table slug and soft-delete checkboxes and one select-all, checked only when every table has
 * both. The per-table choices are written back to the diagram (one undoable batch of
 * UPDATE_TABLE) so the next export remembers them; the settings stay in this browser.
 */
export function LaravelExportDialog({ editor, projectName, onClose }: { editor: Editor; projectName: string; onClose: () => void }) {
  const { t } = useTranslation("editor");
  const tables = editor.document.tables;
  const [saved] = useState(loadLaravelSettings);
  const [namespace, setNamespace] = useState(saved.modelsNamespace ?? "");
  const [slugSize, setSlugSize] = useState(saved.slugSize ? String(saved.slugSize) : "");
  const [foreignMigrations, setForeignMigrations] = useState(saved.createForeignMigration ?? false);
  const [flags, setFlags] = useState<Flags>(() => Object.fromEntries(tables.map((table) => [table.id, { slug: table.slug, softDeletes: table.softDeletes }])));
  const allSet = tables.length > 0 && tables.every((table) => flags[table.id].slug && flags[table.id].softDeletes);

  const setFlag = (tableId: string, key: "slug" | "softDeletes", value: boolean) =>
    setFlags((all) => ({ ...all, [tableId]: { ...all[tableId], [key]: value } }));
  const setAll = (value: boolean) => setFlags(Object.fromEntries(tables.map((table) => [table.id, { slug: value, softDeletes: value }])));

  function submit() {
    const settings: LaravelSettings = {
      modelsNamespace: namespace.trim() || DEFAULT_LARAVEL_SETTINGS.modelsNamespace,
      slugSize: Number.parseInt(slugSize, 10) > 0 ? Number.parseInt(slugSize, 10) : DEFAULT_LARAVEL_SETTINGS.slugSize,
      createForeignMigration: foreignMigrations,
    };
    saveLaravelSettings(settings);
    const updates: Command[] = tables
      .filter((table) => table.slug !== flags[table.id].slug || table.softDeletes !== flags[table.id].softDeletes)
      .map((table) => command("UPDATE_TABLE", t("export.laravel.command"), { tableId: table.id, changes: { ...flags[table.id] } }));
    if (updates.length === 1) editor.dispatch(updates[0]);
    else if (updates.length > 1) editor.dispatch(command("BATCH", t("export.laravel.command"), { commands: updates }));
    // Export what the dialog shows, even for a reader whose commands are not applied.
    const doc = { ...editor.document, tables: editor.document.tables.map((table) => (flags[table.id] ? { ...table, ...flags[table.id] } : table)) };
    if (exportLaravelZip(doc, projectName, settings, t("export.laravel.failed"))) onClose();
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t("export.laravel.title")} description={t("export.laravel.description")} className="max-w-xl">
      <form className="mt-4 space-y-4" onSubmit={(event) => { event.preventDefault(); submit(); }}>
        <div className="grid grid-cols-2 gap-3">
          <label className="block text-sm font-medium text-slate-700">
            {t("export.laravel.namespace")}
            <input value={namespace} onChange={(event) => setNamespace(event.target.value)} placeholder="App\Models" className={`${input} mt-1 font-mono`} />
          </label>
          <label className="block text-sm font-medium text-slate-700">
            {t("export.laravel.slugSize")}
            <input value={slugSize} onChange={(event) => setSlugSize(event.target.value.replace(/\D/g, ""))} inputMode="numeric" placeholder="255" className={`${input} mt-1`} />
          </label>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={foreignMigrations} onChange={(event) => setForeignMigrations(event.target.checked)} className={checkbox} />
          {t("export.laravel.foreignMigrations")}
        </label>
        <div className="rounded-lg ring-1 ring-slate-200">
          <div className="flex items-center justify-between border-b border-slate-200 px-3 py-2 text-xs font-semibold text-slate-600">
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={allSet} disabled={tables.length === 0} onChange={(event) => setAll(event.target.checked)} className={checkbox} />
              {t("export.laravel.selectAll")}
            </label>
            <span className="flex gap-6 pr-1"><span>{t("export.laravel.slug")}</span><span>{t("export.laravel.softDeletes")}</span></span>
          </div>
          <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto">
            {tables.length === 0 ? <li className="px-3 py-2 text-sm text-slate-500">{t("export.noTables")}</li> : null}
            {tables.map((table) => (
              <li key={table.id} className="flex items-center justify-between px-3 py-1.5 text-sm">
                <span className="truncate font-mono text-slate-800">{table.name}</span>
                <span className="flex gap-10 pr-4">
                  <input type="checkbox" aria-label={t("export.laravel.slugFor", { table: table.name })} checked={flags[table.id].slug}
                    onChange={(event) => setFlag(table.id, "slug", event.target.checked)} className={checkbox} />
                  <input type="checkbox" aria-label={t("export.laravel.softDeletesFor", { table: table.name })} checked={flags[table.id].softDeletes}
                    onChange={(event) => setFlag(table.id, "softDeletes", event.target.checked)} className={checkbox} />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onClose}>{t("export.cancel")}</Button>
          <Button type="submit" size="sm">{t("export.download")}</Button>
        </div>
      </form>
    </Modal>
  );
}
