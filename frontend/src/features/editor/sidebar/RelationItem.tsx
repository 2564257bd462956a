import { ArrowRight, ChevronRight, Trash2 } from "lucide-react";
import { memo, useId } from "react";
import { useTranslation } from "react-i18next";

import * as actions from "@/editor/actions";
import { command } from "@/editor/commands/types";
import type { Editor } from "@/editor/editor";
import { relationPairs, type ReferentialAction, type Relation, type Table } from "@/editor/model/types";
import { cn } from "@/shared/ui/cn";

import { Palette } from "./ColorPicker";
import { CommitInput, Labelled } from "./fields";
import { RelationColumns } from "./RelationColumns";
import { ui } from "./styles";

const REFERENTIAL_ACTIONS: readonly ReferentialAction[] = ["CASCADE", "SET NULL", "RESTRICT", "NO ACTION", "SET DEFAULT"];

export interface RelationItemProps {
  editor: Editor;
  relation: Relation;
  from: Table | undefined;
  to: Table | undefined;
  expanded: boolean;
  selected: boolean;
  editable: boolean;
  onToggle: (relationId: string, expanded?: boolean) => void;
}

/** `table.column`, or `table.(a, b)` for the columns of a composite key. */
function end(table: Table | undefined, attributeIds: (string | null)[], missing: string): string {
  if (!table) return missing;
  const names = attributeIds.map((id) => table.attributes.find((a) => a.id === id)?.name).filter((name) => name !== undefined);
  if (names.length === 0) return table.name;
  return names.length === 1 ? `${table.name}.${names[0]}` : `${table.name}.(${names.join(", ")})`;
}

/**
 * One relation (spec 001 §2, §3): a collapsible "from → to" row with a delete button and, open,
 * its cardinality (1:1 → 1:N → N:N), the columns of its key, ON DELETE / ON UPDATE, name, label,
 * colour and dash.
 */
export const RelationItem = memo(function RelationItem(props: RelationItemProps) {
  const { editor, relation, from, to, expanded, selected, editable, onToggle } = props;
  const { t } = useTranslation("sidebar");
  const detailsId = useId();
  const missing = t("relation.missingTable");
  const pairs = relationPairs(relation);
  const fromText = end(from, pairs.map((p) => p.fromAttributeId), missing);
  const toText = end(to, pairs.map((p) => p.toAttributeId), missing);
  const title = `${fromText} → ${toText}`;
  const update = (changes: Partial<Relation>) =>
    editor.dispatch(command("UPDATE_RELATION", t("commands.relation"), { relationId: relation.id, changes }));

  return (
    <li className={cn("border-b border-slate-100", selected && "bg-brand-50/60")}>
      <div className="flex items-center gap-1.5 py-1.5 pl-1 pr-2">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          aria-label={t(expanded ? "relation.collapse" : "relation.expand", { name: title })}
          onClick={() => onToggle(relation.id)}
          className={ui.iconButton}
        >
          <ChevronRight className={cn("size-4 transition-transform", expanded && "rotate-90")} aria-hidden />
        </button>
        <button
          type="button"
          aria-label={t("relation.select", { name: title })}
          aria-current={selected ? "true" : undefined}
          onClick={() => {
            editor.select({ kind: "relation", id: relation.id });
            onToggle(relation.id, true);
          }}
          title={title}
          // Long names wrap (anywhere: identifiers have no spaces) rather than hide their end.
          className="flex min-w-0 flex-1 flex-wrap items-center gap-x-1 rounded px-1 text-left font-mono text-xs text-slate-800 [overflow-wrap:anywhere] focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="min-w-0">{fromText}</span>
          <ArrowRight className="size-3 shrink-0 text-slate-400" aria-hidden />
          <span className="min-w-0">{toText}</span>
        </button>
        <span className="shrink-0 rounded bg-slate-100 px-1 font-mono text-[10px] text-slate-600">{actions.cardinalityLabel(relation)}</span>
        <button
          type="button"
          aria-label={t("relation.remove", { name: title })}
          disabled={!editable}
          onClick={() => editor.dispatch(actions.removeRelation(editor.document, relation.id))}
          className={cn(ui.iconButton, "hover:text-red-600")}
        >
          <Trash2 className="size-3.5" aria-hidden />
        </button>
      </div>
      {expanded ? (
        <div id={detailsId} className="grid grid-cols-2 gap-2 px-3 pb-3">
          <div className="col-span-2 flex items-center gap-2">
            <button
              type="button"
              disabled={!editable}
              title={t("relation.cardinalityTitle")}
              onClick={() => editor.dispatch(actions.cycleCardinality(relation))}
              className="rounded-md bg-white px-2 py-1 font-mono text-xs font-semibold text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:hover:bg-white"
            >
              {t("relation.cardinality", { label: actions.cardinalityLabel(relation) })}
            </button>
          </div>
          {from && to ? <RelationColumns editor={editor} relation={relation} from={from} to={to} editable={editable} /> : null}
          <Labelled label={t("relation.onDelete")}>
            {(id) => (
              <select id={id} value={relation.onDelete} disabled={!editable} className={ui.select}
                onChange={(event) => update({ onDelete: event.target.value as ReferentialAction })}>
                {REFERENTIAL_ACTIONS.map((action) => <option key={action} value={action}>{action}</option>)}
              </select>
            )}
          </Labelled>
          <Labelled label={t("relation.onUpdate")}>
            {(id) => (
              <select id={id} value={relation.onUpdate} disabled={!editable} className={ui.select}
                onChange={(event) => update({ onUpdate: event.target.value as ReferentialAction })}>
                {REFERENTIAL_ACTIONS.map((action) => <option key={action} value={action}>{action}</option>)}
              </select>
            )}
          </Labelled>
          <Labelled label={t("relation.name")}>
            {(id) => <CommitInput id={id} value={relation.name} disabled={!editable} className={ui.input} onCommit={(name) => update({ name })} />}
          </Labelled>
          <Labelled label={t("relation.label")}>
            {(id) => <CommitInput id={id} value={relation.label} disabled={!editable} className={ui.input} onCommit={(label) => update({ label })} />}
          </Labelled>
          <div className="col-span-2">
            <span className={ui.label}>{t("relation.color")}</span>
            <Palette value={relation.color} allowNone disabled={!editable} label={t("relation.color")} onChange={(color) => update({ color })} />
          </div>
          <label className="col-span-2 inline-flex items-center gap-1.5 text-xs text-slate-700">
            <input type="checkbox" checked={relation.isDashed} disabled={!editable} className={ui.checkbox}
              onChange={(event) => update({ isDashed: event.target.checked })} />
            {t("relation.dashed")}
          </label>
        </div>
      ) : null}
    </li>
  );
});
