import { Plus, Trash2, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import * as actions from "@/editor/actions";
import type { Editor } from "@/editor/editor";
import type { Index, IndexColumn, IndexMethod, IndexType, Table } from "@/editor/model/types";
import { cn } from "@/shared/ui/cn";

import { CommitInput, Labelled } from "./fields";
import { ui } from "./styles";

const INDEX_TYPES: readonly IndexType[] = ["INDEX", "UNIQUE", "FULLTEXT", "SPATIAL"];
const INDEX_METHODS: readonly IndexMethod[] = ["BTREE", "HASH"];
const ORDERS: ReadonlyArray<IndexColumn["order"]> = ["ASC", "DESC"];
const takesMethod = (type: IndexType) => type !== "FULLTEXT" && type !== "SPATIAL";

/** A column row added but without an attribute yet: shown here, never saved (spec 001 §5). */
interface PendingColumn {
  key: number;
  indexId: string;
  order: IndexColumn["order"];
}

/**
 * The table's indexes (spec 001 §2, §3, §5). Every change saves the whole list through
 * `actions.setIndexes`, which drops columns without an attribute and the method of FULLTEXT and
 * SPATIAL indexes; a column row stays local until an attribute is chosen for it.
 */
export function IndexSection({ editor, table, editable }: { editor: Editor; table: Table; editable: boolean }) {
  const { t } = useTranslation("sidebar");
  const [pending, setPending] = useState<PendingColumn[]>([]);
  const [nextKey, setNextKey] = useState(0);

  // Read the table at event time: the list is saved whole, so it must be the latest one.
  const current = () => editor.document.tables.find((entry) => entry.id === table.id) ?? table;
  const save = (indexes: Index[]) => {
    const cmd = actions.setIndexes(editor.document, table.id, indexes);
    if (cmd) editor.dispatch(cmd);
  };
  const change = (indexId: string, update: (index: Index) => Index) =>
    save(current().indexes.map((index) => (index.id === indexId ? update(index) : index)));

  function addIndex() {
    const latest = current();
    save([...latest.indexes, actions.newIndex(latest)]);
  }

  function addColumn(indexId: string) {
    setPending((rows) => [...rows, { key: nextKey, indexId, order: "ASC" }]);
    setNextKey((key) => key + 1);
  }

  function choosePending(row: PendingColumn, attributeId: string) {
    if (!attributeId) return;
    setPending((rows) => rows.filter((entry) => entry.key !== row.key));
    change(row.indexId, (index) => ({ ...index, attributes: [...index.attributes, { attributeId, order: row.order }] }));
  }

  const removeIndex = (indexId: string) => {
    setPending((rows) => rows.filter((row) => row.indexId !== indexId));
    save(current().indexes.filter((index) => index.id !== indexId));
  };

  return (
    <section aria-label={t("index.title")} className="mt-2 border-t border-slate-100 pt-2">
      <div className="flex items-center justify-between">
        <h4 className="text-[11px] font-semibold uppercase tracking-wide text-slate-500">{t("index.title")}</h4>
        <button type="button" onClick={addIndex} disabled={!editable} className={ui.textButton}>
          <Plus className="size-3.5" aria-hidden />
          {t("index.add")}
        </button>
      </div>
      {table.indexes.length === 0 ? <p className="py-1 text-xs text-slate-400">{t("index.empty")}</p> : null}
      <ul className="space-y-2">
        {table.indexes.map((index) => {
          const rows = pending.filter((row) => row.indexId === index.id);
          return (
            <li key={index.id} role="group" aria-label={t("index.group", { name: index.name })} className="space-y-1.5 rounded-md bg-slate-50 p-2">
              <div className="flex items-end gap-1">
                <Labelled label={t("index.name")} className="flex-1">
                  {(id) => (
                    <CommitInput id={id} value={index.name} disabled={!editable} className={cn(ui.input, "font-mono")}
                      onCommit={(name) => change(index.id, (entry) => ({ ...entry, name }))} />
                  )}
                </Labelled>
                <button type="button" aria-label={t("index.remove", { name: index.name })} disabled={!editable}
                  onClick={() => removeIndex(index.id)} className={cn(ui.iconButton, "hover:text-red-600")}>
                  <Trash2 className="size-3.5" aria-hidden />
                </button>
              </div>
              <div className="grid grid-cols-2 gap-1.5">
                <Labelled label={t("index.type")}>
                  {(id) => (
                    <select id={id} value={index.type} disabled={!editable} className={ui.select}
                      onChange={(event) => change(index.id, (entry) => ({ ...entry, type: event.target.value as IndexType }))}>
                      {INDEX_TYPES.map((type) => <option key={type} value={type}>{type}</option>)}
                    </select>
                  )}
                </Labelled>
                {takesMethod(index.type) ? (
                  <Labelled label={t("index.method")}>
                    {(id) => (
                      <select id={id} value={index.method ?? "BTREE"} disabled={!editable} className={ui.select}
                        onChange={(event) => change(index.id, (entry) => ({ ...entry, method: event.target.value as IndexMethod }))}>
                        {INDEX_METHODS.map((method) => <option key={method} value={method}>{method}</option>)}
                      </select>
                    )}
                  </Labelled>
                ) : null}
              </div>
              <Labelled label={t("index.comment")}>
                {(id) => (
                  <CommitInput id={id} value={index.comment} disabled={!editable} className={ui.input}
                    onCommit={(comment) => change(index.id, (entry) => ({ ...entry, comment }))} />
                )}
              </Labelled>
              <fieldset>
                <legend className={ui.label}>{t("index.columns")}</legend>
                <ol className="space-y-1">
                  {index.attributes.map((column, at) => (
                    <ColumnRow
                      key={`${column.attributeId}-${at}`}
                      n={at + 1}
                      table={table}
                      attributeId={column.attributeId}
                      order={column.order}
                      editable={editable}
                      onAttribute={(attributeId) => change(index.id, (entry) => ({
                        ...entry,
                        attributes: entry.attributes.map((c, i) => (i === at ? { ...c, attributeId } : c)),
                      }))}
                      onOrder={(order) => change(index.id, (entry) => ({
                        ...entry,
                        attributes: entry.attributes.map((c, i) => (i === at ? { ...c, order } : c)),
                      }))}
                      onRemove={() => change(index.id, (entry) => ({ ...entry, attributes: entry.attributes.filter((_, i) => i !== at) }))}
                    />
                  ))}
                  {rows.map((row, at) => (
                    <ColumnRow
                      key={`pending-${row.key}`}
                      n={index.attributes.length + at + 1}
                      table={table}
                      attributeId=""
                      order={row.order}
                      editable={editable}
                      onAttribute={(attributeId) => choosePending(row, attributeId)}
                      onOrder={(order) => setPending((all) => all.map((entry) => (entry.key === row.key ? { ...entry, order } : entry)))}
                      onRemove={() => setPending((all) => all.filter((entry) => entry.key !== row.key))}
                    />
                  ))}
                </ol>
                <button type="button" onClick={() => addColumn(index.id)} disabled={!editable} className={cn(ui.textButton, "mt-1")}>
                  <Plus className="size-3.5" aria-hidden />
                  {t("index.addColumn")}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ColumnRow({ n, table, attributeId, order, editable, onAttribute, onOrder, onRemove }: {
  n: number;
  table: Table;
  attributeId: string;
  order: IndexColumn["order"];
  editable: boolean;
  onAttribute: (attributeId: string) => void;
  onOrder: (order: IndexColumn["order"]) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("sidebar");
  return (
    <li className="flex items-center gap-1">
      <select aria-label={t("index.column", { n })} value={attributeId} disabled={!editable} className={cn(ui.selectInline, "flex-1")}
        onChange={(event) => onAttribute(event.target.value)}>
        <option value="">{t("index.chooseAttribute")}</option>
        {table.attributes.map((attribute) => <option key={attribute.id} value={attribute.id}>{attribute.name}</option>)}
      </select>
      <select aria-label={t("index.order", { n })} value={order} disabled={!editable} className={cn(ui.selectInline, "w-20 flex-none")}
        onChange={(event) => onOrder(event.target.value as IndexColumn["order"])}>
        {ORDERS.map((entry) => <option key={entry} value={entry}>{entry}</option>)}
      </select>
      <button type="button" aria-label={t("index.removeColumn", { n })} disabled={!editable} onClick={onRemove} className={ui.iconButton}>
        <X className="size-3.5" aria-hidden />
      </button>
    </li>
  );
}

