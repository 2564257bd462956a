import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";

import * as actions from "@/editor/actions";
import type { Editor } from "@/editor/editor";
import type { Table } from "@/editor/model/types";
import { Button } from "@/shared/ui/Button";

import { Labelled } from "./fields";
import { ui } from "./styles";

/**
 * "Add Link" (spec 001 §2): choose the source table and attribute and the target table, then
 * `actions.createRelation` adds the relation and the target's foreign key, or says why not
 * (a same-table relation is refused, §5).
 */
export function NewRelationForm({ editor, tables, onDone }: { editor: Editor; tables: readonly Table[]; onDone: () => void }) {
  const { t } = useTranslation("sidebar");
  const [fromTableId, setFromTableId] = useState("");
  const [fromAttributeId, setFromAttributeId] = useState("");
  const [toTableId, setToTableId] = useState("");
  const [refusal, setRefusal] = useState<actions.RelationRefusal | null>(null);
  const source = tables.find((table) => table.id === fromTableId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = actions.createRelation(editor.document, fromTableId, fromAttributeId || null, toTableId, null);
    if ("refused" in result) {
      setRefusal(result.refused);
      return;
    }
    if (!editor.dispatch(result.command)) return;
    onDone();
    // The new relation is the last one: select it so its item opens.
    const created = editor.document.relations.at(-1);
    if (created) editor.select({ kind: "relation", id: created.id });
  }

  const tableOptions = tables.map((table) => <option key={table.id} value={table.id}>{table.name}</option>);

  return (
    <form aria-label={t("newRelation.title")} onSubmit={submit} className="space-y-2 border-b border-slate-200 bg-slate-50 p-3">
      <h3 className="text-xs font-semibold text-slate-700">{t("newRelation.title")}</h3>
      {tables.length < 2 ? <p className="text-xs text-slate-500">{t("newRelation.needTables")}</p> : null}
      <Labelled label={t("newRelation.fromTable")}>
        {(id) => (
          <select id={id} value={fromTableId} className={ui.select}
            onChange={(event) => {
              setFromTableId(event.target.value);
              setFromAttributeId("");
              setRefusal(null);
            }}>
            <option value="">{t("newRelation.chooseTable")}</option>
            {tableOptions}
          </select>
        )}
      </Labelled>
      <Labelled label={t("newRelation.fromAttribute")}>
        {(id) => (
          <select id={id} value={fromAttributeId} disabled={!source} className={ui.select} onChange={(event) => setFromAttributeId(event.target.value)}>
            <option value="">{t("newRelation.primaryKey")}</option>
            {source?.attributes.map((attribute) => <option key={attribute.id} value={attribute.id}>{attribute.name}</option>)}
          </select>
        )}
      </Labelled>
      <Labelled label={t("newRelation.toTable")}>
        {(id) => (
          <select id={id} value={toTableId} className={ui.select}
            onChange={(event) => {
              setToTableId(event.target.value);
              setRefusal(null);
            }}>
            <option value="">{t("newRelation.chooseTable")}</option>
            {tableOptions}
          </select>
        )}
      </Labelled>
      {refusal ? <p role="alert" className="text-xs text-red-600">{t(`newRelation.refused.${refusal}`)}</p> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onDone}>{t("newRelation.cancel")}</Button>
        <Button type="submit" size="sm">{t("newRelation.create")}</Button>
      </div>
    </form>
  );
}
