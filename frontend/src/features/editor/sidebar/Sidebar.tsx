import { Link2, Lock, Plus, Search } from "lucide-react";
import { Tabs } from "radix-ui";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

import * as actions from "@/editor/actions";
import type { Editor } from "@/editor/editor";
import type { Relation, Table } from "@/editor/model/types";
import { cn } from "@/shared/ui/cn";

import { NewRelationForm } from "./NewRelationForm";
import { ProcessingArea } from "./ProcessingArea";
import { processingStore as sharedStore, type ProcessingMessage, type ProcessingStore } from "./processing";
import { RelationItem } from "./RelationItem";
import { ui } from "./styles";
import { TableItem } from "./TableItem";
import { useEditorState } from "./useEditorState";
import { VirtualList, type ScrollRequest } from "./VirtualList";

type Mode = "tables" | "relations";

export interface SidebarProps {
  editor: Editor;
  /** A message to show now (save, import); when absent the store's message is shown. */
  processing?: ProcessingMessage | null;
  /** The store the page pushes messages to; `processingStore` by default. */
  processingStore?: ProcessingStore;
  className?: string;
}

/** Spec 001 §4: a new table whose name starts with "Table " opens in rename mode. */
const opensInRename = (table: Table) => table.name.startsWith("Table ");
const keyOf = (item: Table | Relation) => item.id;

function toggled(set: ReadonlySet<string>, id: string, open?: boolean): ReadonlySet<string> {
  const next = open ?? !set.has(id);
  if (next === set.has(id)) return set;
  const copy = new Set(set);
  if (next) copy.add(id);
  else copy.delete(id);
  return copy;
}

/**
 * The editor's left panel (spec 001 §2): search, tables (newest first) and relations, the
 * processing message. It only reads the editor and dispatches its actions. It re-renders on
 * document and selection changes, not on camera moves; the list is windowed, items are memoised
 * on their objects and only expanded ones render their details, so a thousand tables stay light.
 */
export function Sidebar({ editor, processing, processingStore = sharedStore, className }: SidebarProps) {
  const { t } = useTranslation("sidebar");
  const tables = useEditorState(editor, (e) => e.snapshot().doc.tables);
  const relations = useEditorState(editor, (e) => e.snapshot().doc.relations);
  const selection = useEditorState(editor, (e) => e.snapshot().selection);
  const editable = useEditorState(editor, (e) => e.snapshot().editable);
  const stored = useSyncExternalStore(processingStore.subscribe, processingStore.get, processingStore.get);

  const [query, setQuery] = useState("");
  const [mode, setMode] = useState<Mode>("tables");
  const [expandedTables, setExpandedTables] = useState<ReadonlySet<string>>(() => new Set());
  const [expandedRelations, setExpandedRelations] = useState<ReadonlySet<string>>(() => new Set());
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [creatingRelation, setCreatingRelation] = useState(false);
  const [scrollTo, setScrollTo] = useState<ScrollRequest | null>(null);

  // The canvas selection expands the matching item and brings it into view.
  useEffect(() => {
    let previous = editor.selected;
    return editor.subscribe(() => {
      const current = editor.selected;
      if (current === previous) return;
      previous = current;
      if (!current) return;
      if (current.kind === "table") setExpandedTables((set) => toggled(set, current.id, true));
      else setExpandedRelations((set) => toggled(set, current.id, true));
      setScrollTo({ key: current.id });
    });
  }, [editor]);

  // A table added here, from the canvas or by shortcut opens in rename mode, visible in the list.
  useEffect(
    () =>
      editor.onCommand((cmd, origin) => {
        if (origin !== "local" || cmd.type !== "ADD_TABLE" || !opensInRename(cmd.data.table)) return;
        const { table } = cmd.data;
        setMode("tables");
        setQuery((current) => (table.name.includes(current) ? current : ""));
        setRenamingId(table.id);
      }),
    [editor],
  );

  const toggleTable = useCallback((id: string, open?: boolean) => setExpandedTables((set) => toggled(set, id, open)), []);
  const toggleRelation = useCallback((id: string, open?: boolean) => setExpandedRelations((set) => toggled(set, id, open)), []);

  // Newest first: the reverse of document order; the search is a case-sensitive substring.
  const visibleTables = useMemo(() => tables.filter((table) => table.name.includes(query)).reverse(), [tables, query]);
  const byId = useMemo(() => (mode === "relations" ? new Map(tables.map((table) => [table.id, table])) : null), [mode, tables]);
  const visibleRelations = useMemo(() => {
    if (!byId) return [];
    if (!query) return relations;
    return relations.filter((r) => byId.get(r.fromTableId)?.name.includes(query) || byId.get(r.toTableId)?.name.includes(query));
  }, [byId, relations, query]);

  function addTable() {
    const { command, table } = actions.addTable(editor.document);
    if (!editor.dispatch(command)) return;
    setQuery("");
    setRenamingId(table.id);
    editor.select({ kind: "table", id: table.id });
    editor.reveal(table.id);
  }

  const selectedTable = selection?.kind === "table" ? selection.id : null;
  const selectedRelation = selection?.kind === "relation" ? selection.id : null;

  return (
    <aside aria-label={t("label")} className={cn("flex h-2/5 w-full min-h-0 shrink-0 flex-col border-b border-slate-200 bg-white sm:h-full sm:w-80 sm:border-b-0 sm:border-r", className)}>
      <div className="space-y-2 p-3">
        <div className="relative">
          <Search className="pointer-events-none absolute left-2 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            type="search"
            aria-label={t("search.label")}
            placeholder={t("search.placeholder")}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={cn(ui.input, "py-1.5 pl-8 text-sm")}
          />
        </div>
        {editable ? null : (
          <p className="flex items-center gap-1.5 text-xs text-slate-500">
            <Lock className="size-3.5" aria-hidden />
            {t("readOnly")}
          </p>
        )}
      </div>
      <ProcessingArea message={processing === undefined ? stored : processing} />
      <Tabs.Root value={mode} onValueChange={(value) => setMode(value as Mode)} className="flex min-h-0 flex-1 flex-col">
        <Tabs.List aria-label={t("modes.label")} className="mx-3 flex gap-1 rounded-lg bg-slate-100 p-1">
          {(["tables", "relations"] as const).map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="flex-1 rounded-md px-2 py-1 text-xs font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              {t(`modes.${value}`, { count: value === "tables" ? tables.length : relations.length })}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="tables" className="flex min-h-0 flex-1 flex-col focus:outline-none">
          <div className="px-3 py-2">
            <button type="button" onClick={addTable} disabled={!editable} className={cn(ui.textButton, "w-full justify-center py-1.5 ring-1 ring-inset ring-brand-100")}>
              <Plus className="size-4" aria-hidden />
              {t("tables.add")}
            </button>
          </div>
          <VirtualList
            label={t("tables.list")}
            items={visibleTables}
            getKey={keyOf}
            scrollTo={scrollTo}
            className="min-h-0 flex-1 overflow-y-auto"
            before={visibleTables.length === 0 ? (
              <p className="px-3 py-4 text-center text-xs text-slate-500">{query ? t("tables.noMatch", { query }) : t("tables.empty")}</p>
            ) : null}
            renderItem={(table) => (
              <TableItem
                key={table.id}
                editor={editor}
                table={table}
                expanded={expandedTables.has(table.id)}
                selected={selectedTable === table.id}
                renaming={renamingId === table.id}
                editable={editable}
                onToggle={toggleTable}
                onRename={setRenamingId}
              />
            )}
          />
        </Tabs.Content>
        <Tabs.Content value="relations" className="flex min-h-0 flex-1 flex-col focus:outline-none">
          <div className="px-3 py-2">
            <button type="button" onClick={() => setCreatingRelation(true)} disabled={!editable || creatingRelation}
              className={cn(ui.textButton, "w-full justify-center py-1.5 ring-1 ring-inset ring-brand-100")}>
              <Link2 className="size-4" aria-hidden />
              {t("relations.add")}
            </button>
          </div>
          {creatingRelation && editable ? <NewRelationForm editor={editor} tables={tables} onDone={() => setCreatingRelation(false)} /> : null}
          <VirtualList
            label={t("relations.list")}
            items={visibleRelations}
            getKey={keyOf}
            scrollTo={scrollTo}
            className="min-h-0 flex-1 overflow-y-auto"
            before={visibleRelations.length === 0 ? (
              <p className="px-3 py-4 text-center text-xs text-slate-500">{query ? t("relations.noMatch", { query }) : t("relations.empty")}</p>
            ) : null}
            renderItem={(relation) => (
              <RelationItem
                key={relation.id}
                editor={editor}
                relation={relation}
                from={byId?.get(relation.fromTableId)}
                to={byId?.get(relation.toTableId)}
                expanded={expandedRelations.has(relation.id)}
                selected={selectedRelation === relation.id}
                editable={editable}
                onToggle={toggleRelation}
              />
            )}
          />
        </Tabs.Content>
      </Tabs.Root>
    </aside>
  );
}
