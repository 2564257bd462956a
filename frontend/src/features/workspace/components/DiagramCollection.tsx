import { LayoutGrid, List, Search } from "lucide-react";
import { useCallback, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

import { Button } from "@/shared/ui/Button";
import { cn } from "@/shared/ui/cn";
import { Spinner } from "@/shared/ui/Spinner";
import { toast } from "@/shared/ui/toast";

import { useProjectDuplicated, type DuplicateFailedEvent, type DuplicatedEvent } from "../api/duplicate-project";
import type { Project } from "../api/types";
import { useQuotaToast } from "../hooks/useQuotaToast";
import { DiagramCard } from "./DiagramCard";
import { DiagramListRow } from "./DiagramListRow";

export type ViewMode = "grid" | "list";

export type Pagination = { page: number; pageCount: number; onPageChange: (page: number) => void };

type Props = {
  projects: readonly Project[] | undefined;
  isLoading: boolean;
  /** The text in the search box; the caller debounces what it sends to the server. */
  search: string;
  onSearchChange: (search: string) => void;
  /** Whether the list shown is a search result; defaults to a non-empty search box. */
  searchActive?: boolean;
  /** Shown when there is no diagram and no search (each page words it its own way). */
  empty?: ReactNode;
  pagination?: Pagination;
  defaultView?: ViewMode;
  /** Extra controls at the end of the toolbar (e.g. a create button). */
  actions?: ReactNode;
};

/**
 * Diagrams as a grid (the default) or a list, with a search box, the loader, the empty states and
 * paging. Mounted once per page, it also announces the copies made by Dupliquer.
 */
export function DiagramCollection({
  projects, isLoading, search, onSearchChange, searchActive, empty, pagination, defaultView = "grid", actions,
}: Props) {
  const { t } = useTranslation("workspace");
  const searchId = useId();
  const [view, setView] = useState<ViewMode>(defaultView);
  const searching = searchActive ?? search.trim() !== "";

  const onCopy = useCallback((event: DuplicatedEvent) => toast.success(t("card.duplicated", { name: event.name })), [t]);
  const quotaToast = useQuotaToast();
  const onCopyRefused = useCallback(
    (event: DuplicateFailedEvent) => quotaToast(event.message || t("card.duplicateRefused")),
    [quotaToast, t],
  );
  useProjectDuplicated(onCopy, onCopyRefused);

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-56 flex-1">
          <label htmlFor={searchId} className="sr-only">{t("collection.searchLabel")}</label>
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder={t("collection.searchPlaceholder")}
            className="block w-full rounded-lg border-0 bg-white py-2 pl-9 pr-3 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
          />
        </div>
        <div role="group" aria-label={t("collection.viewLabel")} className="inline-flex rounded-lg bg-white p-0.5 ring-1 ring-slate-300">
          {(["grid", "list"] as const).map((mode) => {
            const Icon = mode === "grid" ? LayoutGrid : List;
            return (
              <button
                key={mode}
                type="button"
                aria-pressed={view === mode}
                aria-label={t(`collection.${mode}`)}
                title={t(`collection.${mode}`)}
                onClick={() => setView(mode)}
                className={cn(
                  "rounded-md p-1.5 focus-visible:outline-2 focus-visible:outline-brand-600",
                  view === mode ? "bg-brand-600 text-white" : "text-slate-600 hover:bg-slate-100",
                )}
              >
                <Icon className="size-4" aria-hidden />
              </button>
            );
          })}
        </div>
        {actions}
      </div>

      {isLoading && !projects ? (
        <div className="flex justify-center py-16"><Spinner label={t("collection.loading")} /></div>
      ) : !projects?.length ? (
        <EmptyState searching={searching} empty={empty} />
      ) : view === "grid" ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label={t("collection.grid")}>
          {projects.map((project) => <li key={project.id}><DiagramCard project={project} /></li>)}
        </ul>
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200" aria-label={t("collection.list")}>
          {projects.map((project) => <DiagramListRow key={project.id} project={project} />)}
        </ul>
      )}

      {pagination && pagination.pageCount > 1 ? <Pager {...pagination} /> : null}
    </section>
  );
}

function EmptyState({ searching, empty }: { searching: boolean; empty?: ReactNode }) {
  const { t } = useTranslation("workspace");
  return (
    <div className="rounded-2xl border-2 border-dashed border-slate-200 px-6 py-14 text-center">
      {searching ? (
        <>
          <p className="font-semibold text-slate-900">{t("collection.noResults")}</p>
          <p className="mt-1 text-sm text-slate-500">{t("collection.noResultsHint")}</p>
        </>
      ) : (
        empty ?? <p className="font-semibold text-slate-900">{t("collection.emptyTitle")}</p>
      )}
    </div>
  );
}

function Pager({ page, pageCount, onPageChange }: Pagination) {
  const { t } = useTranslation("workspace");
  return (
    <nav aria-label={t("collection.pagination")} className="flex items-center justify-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t("collection.previous")}
      </Button>
      <span className="text-sm text-slate-600">{t("collection.pageOf", { page, pages: pageCount })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {t("collection.next")}
      </Button>
    </nav>
  );
}
