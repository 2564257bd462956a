import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { command } from "@/editor/commands/types";
import type { Editor } from "@/editor/editor";
import type { Seed, Table } from "@/editor/model/types";
import { Button } from "@/shared/ui/Button";
import { cn } from "@/shared/ui/cn";
import { Modal } from "@/shared/ui/Modal";

import { ui } from "./styles";

interface DraftSeed {
  key: number;
  name: string;
  values: Record<string, string>;
}

const toDraft = (seeds: Seed[]): DraftSeed[] =>
  seeds.map((seed, at) => ({ key: at, name: seed.name, values: Object.fromEntries(seed.data.map((value) => [value.key, value.data])) }));

/**
 * "Seeds - {table}" (spec 001 §2): seed rows, each a name and one value per column, edited as a
 * draft and saved in one UPDATE_TABLE as `seeds: [{name, data: [{key: column, data: value}]}]`.
 * Mounted only while open, so each opening starts from the table's current seeds.
 */
export function SeedModal({ editor, table, editable, onClose }: { editor: Editor; table: Table; editable: boolean; onClose: () => void }) {
  const { t } = useTranslation("sidebar");
  const [seeds, setSeeds] = useState(() => toDraft(table.seeds));
  const [nextKey, setNextKey] = useState(table.seeds.length);
  /** The rows saving refused for want of a name (their keys). */
  const [unnamed, setUnnamed] = useState<number[]>([]);
  const columns = table.attributes;

  const edit = (key: number, update: (seed: DraftSeed) => DraftSeed) => {
    setSeeds((all) => all.map((seed) => (seed.key === key ? update(seed) : seed)));
    setUnnamed((keys) => keys.filter((entry) => entry !== key));
  };
  const unnamedRows = seeds.flatMap((seed, at) => (unnamed.includes(seed.key) ? [at + 1] : []));

  function add() {
    setSeeds((all) => [...all, { key: nextKey, name: "", values: {} }]);
    setNextKey((key) => key + 1);
  }

  function save() {
    // Each seed has a name (001 §3): a row left wholly blank is dropped, a filled one without a
    // name is refused, never saved nameless.
    const kept = seeds.filter((seed) => seed.name.trim() !== "" || Object.values(seed.values).some((value) => value !== ""));
    const missing = kept.filter((seed) => seed.name.trim() === "").map((seed) => seed.key);
    if (missing.length > 0) {
      setSeeds(kept);
      setUnnamed(missing);
      return;
    }
    const saved: Seed[] = kept.map((seed) => ({
      name: seed.name.trim(),
      data: columns.map(({ name }) => ({ key: name, data: seed.values[name] ?? "" })),
    }));
    editor.dispatch(command("UPDATE_TABLE", t("commands.seeds"), { tableId: table.id, changes: { seeds: saved } }));
    onClose();
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t("seeds.title", { table: table.name })}
      description={t("seeds.description")} className="max-w-4xl">
      <div className="mt-4 max-h-[60vh] space-y-3 overflow-y-auto pr-1">
        {columns.length === 0 ? <p className="text-sm text-slate-500">{t("seeds.noColumns")}</p> : null}
        {seeds.length === 0 ? <p className="text-sm text-slate-500">{t("seeds.empty")}</p> : null}
        {seeds.map((seed, at) => {
          const n = at + 1;
          return (
            <fieldset key={seed.key} className="rounded-lg p-3 ring-1 ring-slate-200">
              <legend className="px-1 text-xs font-semibold text-slate-600">{t("seeds.row", { n })}</legend>
              <div className="flex items-center gap-2">
                <input aria-label={t("seeds.name")} value={seed.name} disabled={!editable}
                  aria-invalid={unnamed.includes(seed.key) || undefined}
                  placeholder={t("seeds.namePlaceholder", { n })}
                  onChange={(event) => edit(seed.key, (entry) => ({ ...entry, name: event.target.value }))}
                  className={cn(ui.input, "flex-1 text-sm", unnamed.includes(seed.key) && "border-red-500 ring-1 ring-red-500")} />
                <button type="button" aria-label={t("seeds.remove", { n })} disabled={!editable}
                  onClick={() => setSeeds((all) => all.filter((entry) => entry.key !== seed.key))}
                  className={cn(ui.iconButton, "hover:text-red-600")}>
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
              <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-2">
                {columns.map(({ id, name: column }) => (
                  <label key={id} className="block">
                    {/* Column names have no spaces: they wrap anywhere rather than run under the next input. */}
                    <span className={cn(ui.label, "font-mono [overflow-wrap:anywhere]")}>{column}</span>
                    <input aria-label={t("seeds.value", { column, n })} value={seed.values[column] ?? ""} disabled={!editable}
                      onChange={(event) => edit(seed.key, (entry) => ({ ...entry, values: { ...entry.values, [column]: event.target.value } }))}
                      className={cn(ui.input, "font-mono")} />
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
      {unnamedRows.length > 0 ? (
        <p role="alert" className="mt-3 text-sm text-red-700">{t("seeds.nameRequired", { count: unnamedRows.length, rows: unnamedRows.join(", ") })}</p>
      ) : null}
      <div className="mt-4 flex items-center justify-between gap-2">
        <button type="button" onClick={add} disabled={!editable} className={ui.textButton}>
          <Plus className="size-3.5" aria-hidden />
          {t("seeds.add")}
        </button>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={onClose}>{editable ? t("seeds.cancel") : t("seeds.close")}</Button>
          {editable ? <Button size="sm" onClick={save}>{t("seeds.save")}</Button> : null}
        </div>
      </div>
    </Modal>
  );
}
