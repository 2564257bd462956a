import { SlidersHorizontal, Trash2 } from "lucide-react";
import { memo, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

import * as actions from "@/editor/actions";
import type { Editor } from "@/editor/editor";
import type { Attribute, AttributeType } from "@/editor/model/types";
import { cn } from "@/shared/ui/cn";

import { CommitInput, Labelled } from "./fields";
import { ui } from "./styles";
import { TypePicker } from "./TypePicker";

/** Types whose precision and scale mean something (fixed and floating point). */
const PRECISION_TYPES: readonly AttributeType[] = ["DECIMAL", "NUMERIC", "FLOAT", "DOUBLE"];
const hasValues = (type: AttributeType) => type === "ENUM" || type === "SET";

interface Props {
  editor: Editor;
  tableId: string;
  attribute: Attribute;
  editable: boolean;
}

/**
 * One attribute (spec 001 §2): name, type picker, N and PK toggles, an options panel whose
 * fields follow the type (§5), delete. Memoised on the attribute object: the reducer replaces it
 * only when it changes.
 */
export const AttributeRow = memo(function AttributeRow({ editor, tableId, attribute, editable }: Props) {
  const { t } = useTranslation("sidebar");
  const [optionsOpen, setOptionsOpen] = useState(false);
  const optionsButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const name = attribute.name;
  const update = (changes: Partial<Attribute>) => {
    const cmd = actions.updateAttribute(editor.document, tableId, attribute.id, changes);
    if (cmd) editor.dispatch(cmd);
  };

  return (
    <li role="group" aria-label={t("attribute.group", { name })} className="rounded-md py-0.5">
      <div className="flex items-center gap-1">
        <div className="relative min-w-0 flex-1">
          <CommitInput
            aria-label={t("attribute.name")}
            value={name}
            disabled={!editable}
            onCommit={(value) => update({ name: value })}
            className={cn(ui.input, "font-mono", attribute.isForeignKey && "pr-7")}
          />
          {attribute.isForeignKey ? (
            <abbr title={t("attribute.foreignKeyTitle")}
              className="pointer-events-none absolute right-1.5 top-1/2 -translate-y-1/2 text-[10px] font-semibold text-sky-700 no-underline">
              {t("attribute.foreignKey")}
            </abbr>
          ) : null}
        </div>
        <TypePicker
          value={attribute.type}
          disabled={!editable}
          label={t("attribute.type", { name, type: attribute.type })}
          onChange={(type) => update({ type })}
        />
        <Toggle
          pressed={attribute.isNullable}
          disabled={!editable}
          title={t("attribute.nullableTitle")}
          onClick={() => update({ isNullable: !attribute.isNullable })}
        >
          {t("attribute.nullable")}
        </Toggle>
        <Toggle
          pressed={attribute.isPrimaryKey}
          disabled={!editable}
          title={t("attribute.primaryKeyTitle")}
          onClick={() => update({ isPrimaryKey: !attribute.isPrimaryKey })}
        >
          {t("attribute.primaryKey")}
        </Toggle>
        <button
          ref={optionsButton}
          type="button"
          aria-label={t("attribute.options", { name })}
          aria-expanded={optionsOpen}
          aria-controls={panelId}
          onClick={() => setOptionsOpen((open) => !open)}
          className={cn(ui.iconButton, optionsOpen && "bg-slate-100 text-slate-800")}
        >
          <SlidersHorizontal className="size-3.5" aria-hidden />
        </button>
        <button
          type="button"
          aria-label={t("attribute.remove", { name })}
          disabled={!editable}
          onClick={() => editor.dispatch(actions.removeAttribute(tableId, attribute.id))}
          className={cn(ui.iconButton, "hover:text-red-600")}
        >
          <Trash2 className="size-3.5" aria-hidden />
        </button>
      </div>
      {optionsOpen ? (
        // Escape closes the panel; its fields commit what was typed first (escapeCommits).
        <div id={panelId} className="mt-1 mb-1.5 grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-2"
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            event.stopPropagation();
            setOptionsOpen(false);
            optionsButton.current?.focus();
          }}>
          <Options attribute={attribute} editable={editable} update={update} />
        </div>
      ) : null}
    </li>
  );
});

function Options({ attribute, editable, update }: { attribute: Attribute; editable: boolean; update: (changes: Partial<Attribute>) => void }) {
  const { t } = useTranslation("sidebar");
  const number = (value: number | null) => (value === null ? "" : String(value));
  const type = attribute.type;
  return (
    <>
      {actions.hasLength(type) ? (
        <Labelled label={t("attribute.length")}>
          {(id) => (
            <CommitInput escapeCommits id={id} inputMode="numeric" value={number(attribute.length)} disabled={!editable}
              onCommit={(value) => update({ length: actions.parseLength(value) })} className={ui.input} />
          )}
        </Labelled>
      ) : null}
      {PRECISION_TYPES.includes(type) ? (
        <>
          <Labelled label={t("attribute.precision")}>
            {(id) => (
              <CommitInput escapeCommits id={id} inputMode="numeric" value={number(attribute.precision)} disabled={!editable}
                onCommit={(value) => update({ precision: actions.parseLength(value) })} className={ui.input} />
            )}
          </Labelled>
          <Labelled label={t("attribute.scale")}>
            {(id) => (
              <CommitInput escapeCommits id={id} inputMode="numeric" value={number(attribute.scale)} disabled={!editable}
                onCommit={(value) => update({ scale: actions.parseLength(value) })} className={ui.input} />
            )}
          </Labelled>
        </>
      ) : null}
      {hasValues(type) ? (
        <Labelled label={t("attribute.enumValues")} className="col-span-2">
          {(id) => (
            <CommitInput escapeCommits id={id} value={attribute.enumValues} disabled={!editable} placeholder={t("attribute.enumPlaceholder")}
              onCommit={(value) => update({ enumValues: value })} className={cn(ui.input, "font-mono")} />
          )}
        </Labelled>
      ) : null}
      <Labelled label={t("attribute.defaultValue")} className="col-span-2">
        {(id) => (
          <CommitInput escapeCommits id={id} value={attribute.defaultValue ?? ""} disabled={!editable}
            onCommit={(value) => update({ defaultValue: value === "" ? null : value })} className={cn(ui.input, "font-mono")} />
        )}
      </Labelled>
      <div className="col-span-2 flex flex-wrap gap-x-3 gap-y-1">
        {actions.isIntegerType(type) ? (
          <>
            <Check label={t("attribute.autoIncrement")} checked={attribute.isAutoIncrement} disabled={!editable}
              onChange={(isAutoIncrement) => update({ isAutoIncrement })} />
            <Check label={t("attribute.unsigned")} checked={attribute.unsigned} disabled={!editable}
              onChange={(unsigned) => update({ unsigned })} />
          </>
        ) : null}
        <Check label={t("attribute.unique")} checked={attribute.isUnique} disabled={!editable}
          onChange={(isUnique) => update({ isUnique })} />
        <Check label={t("attribute.array")} checked={attribute.isArray ?? false} disabled={!editable}
          onChange={(isArray) => update({ isArray })} />
      </div>
      <Labelled label={t("attribute.comment")} className="col-span-2">
        {(id) => (
          <CommitInput escapeCommits id={id} value={attribute.comment} disabled={!editable}
            onCommit={(value) => update({ comment: value })} className={ui.input} />
        )}
      </Labelled>
    </>
  );
}

function Toggle({ pressed, disabled, title, onClick, children }: {
  pressed: boolean; disabled: boolean; title: string; onClick: () => void; children: ReactNode;
}) {
  return (
    <button type="button" aria-pressed={pressed} title={title} disabled={disabled} onClick={onClick}
      className={cn(ui.toggle, pressed ? ui.toggleOn : ui.toggleOff)}>
      {children}
    </button>
  );
}

function Check({ label, checked, disabled, onChange }: {
  label: string; checked: boolean; disabled: boolean; onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex items-center gap-1.5 text-xs text-slate-700">
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} className={ui.checkbox} />
      {label}
    </label>
  );
}
