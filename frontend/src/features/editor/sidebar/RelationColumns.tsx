import { ArrowRight, Plus, X } from "lucide-react";
import { useTranslation } from "react-i18next";

import { nextPair, setRelationPairs, type KeyPair } from "@/editor/compositeKeys";
import type { Editor } from "@/editor/editor";
import { relationPairs, type Relation, type Table } from "@/editor/model/types";

import { ui } from "./styles";

export interface RelationColumnsProps {
  editor: Editor;
  relation: Relation;
  from: Table;
  to: Table;
  editable: boolean;
}

/**
 * The columns of the relation's foreign key, one row per pair (referenced column → key column):
 * a composite key has several, and a pair can be added or removed here.
 */
export function RelationColumns({ editor, relation, from, to, editable }: RelationColumnsProps) {
  const { t } = useTranslation("sidebar");
  const pairs: KeyPair[] = relationPairs(relation);
  const change = (next: KeyPair[]) => {
    const cmd = setRelationPairs(editor.document, relation.id, next);
    if (cmd) editor.dispatch(cmd);
  };
  const replace = (at: number, pair: Partial<KeyPair>) => change(pairs.map((p, i) => (i === at ? { ...p, ...pair } : p)));
  const suggestion = nextPair(editor.document, relation);
  const composite = pairs.length > 1;

  return (
    <fieldset className="col-span-2">
      <legend className={ui.label}>{t("relation.columns")}</legend>
      <ol className="space-y-1">
        {pairs.map((pair, at) => {
          // A column already in another pair is not offered: a key names each column once.
          const takenFrom = new Set(pairs.filter((_, i) => i !== at).map((p) => p.fromAttributeId));
          const takenTo = new Set(pairs.filter((_, i) => i !== at).map((p) => p.toAttributeId));
          return (
            <li key={`${pair.fromAttributeId}|${pair.toAttributeId}|${at}`} className="flex items-center gap-1">
              <select aria-label={t("relation.fromColumn", { n: at + 1 })} value={pair.fromAttributeId ?? ""} disabled={!editable}
                className={ui.select} onChange={(event) => replace(at, { fromAttributeId: event.target.value || null })}>
                {composite ? null : <option value="">{t("relation.noColumn", { table: from.name })}</option>}
                {from.attributes.map((a) => <option key={a.id} value={a.id} disabled={takenFrom.has(a.id)}>{a.name}</option>)}
              </select>
              <ArrowRight className="size-3 shrink-0 text-slate-400" aria-hidden />
              <select aria-label={t("relation.toColumn", { n: at + 1 })} value={pair.toAttributeId ?? ""} disabled={!editable}
                className={ui.select} onChange={(event) => replace(at, { toAttributeId: event.target.value || null })}>
                {composite ? null : <option value="">{t("relation.noColumn", { table: to.name })}</option>}
                {to.attributes.map((a) => <option key={a.id} value={a.id} disabled={takenTo.has(a.id)}>{a.name}</option>)}
              </select>
              {composite ? (
                <button type="button" disabled={!editable} className={ui.iconButton}
                  aria-label={t("relation.removePair", { n: at + 1 })} onClick={() => change(pairs.filter((_, i) => i !== at))}>
                  <X className="size-3.5" aria-hidden />
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {relation.type === "many-to-many" ? null : (
        <button type="button" className={ui.textButton} disabled={!editable || !suggestion || pairs.some((p) => !p.fromAttributeId || !p.toAttributeId)}
          onClick={() => suggestion && change([...pairs, suggestion])}>
          <Plus className="size-3.5" aria-hidden />
          {t("relation.addPair")}
        </button>
      )}
    </fieldset>
  );
}
