import { ChevronRight, EllipsisVertical, MessageSquare, Minimize2, Maximize2, Plus, Sprout, Trash2 } from "lucide-react";
import { ContextMenu, DropdownMenu } from "radix-ui";
import { memo, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import * as actions from "@/editor/actions";
import { command } from "@/editor/commands/types";
import type { Editor } from "@/editor/editor";
import type { Table } from "@/editor/model/types";
import { cn } from "@/shared/ui/cn";

import { AttributeRow } from "./AttributeRow";
import { ColorPicker } from "./ColorPicker";
import { CommitTextarea } from "./fields";
import { IndexSection } from "./IndexSection";
import { SeedModal } from "./SeedModal";
import { ui } from "./styles";

export interface TableItemProps {
  editor: Editor;
  table: Table;
  expanded: boolean;
  selected: boolean;
  renaming: boolean;
  editable: boolean;
  onToggle: (tableId: string, expanded?: boolean) => void;
  onRename: (tableId: string | null) => void;
}

/**
 * One table of the list (spec 001 §2). Collapsed it is one light row; only an expanded item
 * renders its attributes, indexes, comment and seeds. Memoised on the table object, which the
 * reducer replaces only when the table changes, so editing one table re-renders one item.
 */
export const TableItem = memo(function TableItem(props: TableItemProps) {
  const { editor, table, expanded, selected, renaming, editable, onToggle, onRename } = props;
  const { t } = useTranslation("sidebar");
  const [commentFocus, setCommentFocus] = useState(0);
  const name = table.name;

  function select() {
    editor.select({ kind: "table", id: table.id });
    editor.reveal(table.id);
  }

  function finishRename(value: string | null) {
    onRename(null);
    if (value === null) return;
    const cmd = actions.renameTable(editor.document, table.id, value.trim() || t("tables.unnamed"));
    if (cmd) editor.dispatch(cmd);
  }

  function requestComment() {
    onToggle(table.id, true);
    setCommentFocus((n) => n + 1);
  }

  return (
    <li className={cn("border-b border-slate-100", selected && "bg-brand-50/60")}>
      <ContextMenu.Root modal={false}>
        <ContextMenu.Trigger asChild disabled={!editable || renaming}>
          <div className="flex items-center gap-1.5 py-1.5 pl-1 pr-2" style={{ boxShadow: `inset 3px 0 0 ${table.color}` }}>
            <button
              type="button"
              aria-expanded={expanded}
              aria-label={t(expanded ? "table.collapse" : "table.expand", { name })}
              onClick={() => onToggle(table.id)}
              className={ui.iconButton}
            >
              <ChevronRight className={cn("size-4 transition-transform", expanded && "rotate-90")} aria-hidden />
            </button>
            <ColorPicker
              value={table.color}
              disabled={!editable}
              label={t("table.color", { name })}
              onChange={(color) => editor.dispatch(command("UPDATE_TABLE", t("commands.color"), { tableId: table.id, changes: { color } }))}
            />
            {renaming && editable ? (
              <RenameInput name={name} onDone={finishRename} label={t("table.rename")} />
            ) : (
              <button
                type="button"
                aria-current={selected ? "true" : undefined}
                title={editable ? t("table.renameHint") : undefined}
                onClick={select}
                onDoubleClick={() => editable && onRename(table.id)}
                className="min-w-0 flex-1 truncate rounded px-1 text-left text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {name}
              </button>
            )}
            <span className="shrink-0 text-[11px] text-slate-400">{t("table.attributeCount", { count: table.attributes.length })}</span>
            <TableMenu editor={editor} table={table} editable={editable} onComment={requestComment} />
          </div>
        </ContextMenu.Trigger>
        <TableMenuContent Menu={ContextMenu} editor={editor} table={table} onComment={requestComment} />
      </ContextMenu.Root>
      {expanded ? <TableDetails editor={editor} table={table} editable={editable} commentFocus={commentFocus} /> : null}
    </li>
  );
});

function RenameInput({ name, label, onDone }: { name: string; label: string; onDone: (value: string | null) => void }) {
  const [value, setValue] = useState(name);
  const done = useRef(false);
  const finish = (result: string | null) => {
    if (done.current) return;
    done.current = true;
    onDone(result);
  };
  return (
    <input
      autoFocus
      aria-label={label}
      value={value}
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => finish(value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          finish(value);
        } else if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          finish(null);
        }
      }}
      className={cn(ui.input, "flex-1 text-sm")}
    />
  );
}

function TableMenu({ editor, table, editable, onComment }: { editor: Editor; table: Table; editable: boolean; onComment: () => void }) {
  const { t } = useTranslation("sidebar");
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={t("table.menu", { name: table.name })} disabled={!editable} className={ui.iconButton}>
        <EllipsisVertical className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <TableMenuContent Menu={DropdownMenu} editor={editor} table={table} onComment={onComment} />
    </DropdownMenu.Root>
  );
}

/**
 * The table's actions (spec 001 §2: 'Ajouter un commentaire', 'Supprimer la table'), shared by
 * the ⋮ button's menu and the row's right-click context menu, whose parts have the same shape.
 */
function TableMenuContent({ Menu, editor, table, onComment }: {
  Menu: typeof DropdownMenu | typeof ContextMenu; editor: Editor; table: Table; onComment: () => void;
}) {
  const { t } = useTranslation("sidebar");
  const keepFocus = useRef(false);
  const M = Menu as typeof DropdownMenu;
  return (
    <M.Portal>
      <M.Content
        className={ui.menu}
        {...(Menu === DropdownMenu ? { align: "end" as const, sideOffset: 4 } : {})}
        onCloseAutoFocus={(event) => {
          // The comment area takes the focus, not the trigger.
          if (keepFocus.current) event.preventDefault();
          keepFocus.current = false;
        }}
      >
        <M.Item
          className={ui.menuItem}
          onSelect={() => {
            keepFocus.current = true;
            onComment();
          }}
        >
          <MessageSquare className="size-4" aria-hidden />
          {t("table.addComment")}
        </M.Item>
        <M.Item
          className={ui.menuItem}
          onSelect={() => {
            const cmd = actions.toggleCollapsed(editor.document, table.id);
            if (cmd) editor.dispatch(cmd);
          }}
        >
          {table.isCollapsed ? <Maximize2 className="size-4" aria-hidden /> : <Minimize2 className="size-4" aria-hidden />}
          {t(table.isCollapsed ? "table.expandOnCanvas" : "table.collapseOnCanvas")}
        </M.Item>
        <M.Separator className="my-1 h-px bg-slate-200" />
        <M.Item className={cn(ui.menuItem, "text-red-600")} onSelect={() => editor.dispatch(actions.removeTable(table.id))}>
          <Trash2 className="size-4" aria-hidden />
          {t("table.remove")}
        </M.Item>
      </M.Content>
    </M.Portal>
  );
}

function TableDetails({ editor, table, editable, commentFocus }: { editor: Editor; table: Table; editable: boolean; commentFocus: number }) {
  const { t } = useTranslation("sidebar");
  const [seedsOpen, setSeedsOpen] = useState(false);
  const comment = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (commentFocus > 0) comment.current?.focus();
  }, [commentFocus]);

  return (
    <div className="px-2 pb-3 pl-3">
      {table.attributes.length === 0 ? <p className="py-1 text-xs text-slate-400">{t("table.noAttributes")}</p> : null}
      <ul aria-label={t("table.attributes", { name: table.name })}>
        {table.attributes.map((attribute) => (
          <AttributeRow key={attribute.id} editor={editor} tableId={table.id} attribute={attribute} editable={editable} />
        ))}
      </ul>
      <button
        type="button"
        disabled={!editable}
        onClick={() => {
          const cmd = actions.addAttribute(editor.document, table.id);
          if (cmd) editor.dispatch(cmd);
        }}
        className={cn(ui.textButton, "mt-1")}
      >
        <Plus className="size-3.5" aria-hidden />
        {t("table.addAttribute")}
      </button>
      <IndexSection editor={editor} table={table} editable={editable} />
      <div className="mt-2 border-t border-slate-100 pt-2">
        <label className={ui.label}>
          {t("table.comment")}
          <CommitTextarea
            ref={comment}
            value={table.comment}
            disabled={!editable}
            placeholder={t("table.commentPlaceholder")}
            rows={2}
            onCommit={(value) => editor.dispatch(command("UPDATE_TABLE", t("commands.comment"), { tableId: table.id, changes: { comment: value } }))}
            className={cn(ui.input, "mt-0.5 resize-y font-normal")}
          />
        </label>
      </div>
      <button type="button" onClick={() => setSeedsOpen(true)} className={cn(ui.textButton, "mt-2")}>
        <Sprout className="size-3.5" aria-hidden />
        {table.seeds.length ? t("table.seedsCount", { count: table.seeds.length }) : t("table.seeds")}
      </button>
      {seedsOpen ? <SeedModal editor={editor} table={table} editable={editable} onClose={() => setSeedsOpen(false)} /> : null}
    </div>
  );
}
