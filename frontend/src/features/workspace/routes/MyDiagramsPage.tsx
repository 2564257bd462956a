import { ChevronRight, Plus } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";

import { Button } from "@/shared/ui/Button";
import { cn } from "@/shared/ui/cn";

import { useProjects } from "../api/get-projects";
import { normalizeList, type ProjectScope } from "../api/keys";
import { CreateEditDiagramDialog } from "../components/CreateEditDiagramDialog";
import { DiagramCollection } from "../components/DiagramCollection";
import { useDebouncedValue } from "../hooks/useDebouncedValue";
import { useLoggedError } from "../hooks/useLoggedError";

const SCOPES: readonly ProjectScope[] = ["all", "owned", "shared", "favorites"];
const PAGE_SIZE = normalizeList().pageSize;

function scopeOf(value: string | null): ProjectScope {
  return SCOPES.find((scope) => scope === value) ?? "all";
}

/**
 * My diagrams (spec 000 §2): tabs Tous, Mes créations, Partagés, Favoris (kept in ?tab= so the
 * back button and links keep them), a server-side search on name and description, grid or list,
 * pages of 24, and an empty message per tab.
 */
export function MyDiagramsPage() {
  const { t } = useTranslation("workspace");
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params.get("tab"));
  const [search, setSearch] = useState("");
  const searched = useDebouncedValue(search).trim();
  // The page belongs to one tab and one search: changing either starts again at page 1.
  const listKey = `${scope}|${searched}`;
  const [paging, setPaging] = useState({ key: listKey, page: 1 });
  const page = paging.key === listKey ? paging.page : 1;
  const [creating, setCreating] = useState(false);

  const projects = useProjects({ scope, search: searched, page });
  useLoggedError("My diagrams", projects.error);
  const count = projects.data?.count ?? 0;

  function onTab(value: string) {
    const next = scopeOf(value);
    setParams(next === "all" ? {} : { tab: next }, { replace: true });
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <nav aria-label={t("myDiagrams.breadcrumb")}>
        <ol className="flex items-center gap-1 text-sm text-slate-500">
          <li><Link to="/projects" className="hover:text-slate-800 hover:underline">{t("myDiagrams.back")}</Link></li>
          <li aria-hidden><ChevronRight className="size-4" /></li>
          <li aria-current="page" className="font-medium text-slate-800">{t("myDiagrams.title")}</li>
        </ol>
      </nav>

      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t("myDiagrams.title")}</h1>
          {projects.data ? <p className="mt-1 text-sm text-slate-500">{t("collection.count", { count })}</p> : null}
        </div>
        <Button onClick={() => setCreating(true)}><Plus className="size-4" aria-hidden />{t("page.newDiagram")}</Button>
      </div>

      <Tabs.Root value={scope} onValueChange={onTab}>
        <Tabs.List aria-label={t("myDiagrams.tabsLabel")} className="flex gap-1 border-b border-slate-200">
          {SCOPES.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={cn(
                "-mb-px border-b-2 px-4 py-2 text-sm font-medium outline-none focus-visible:bg-slate-100",
                value === scope ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900",
              )}
            >
              {t(`myDiagrams.tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={scope} className="pt-6 outline-none">
          <DiagramCollection
            projects={projects.data?.results}
            isLoading={projects.isPending}
            search={search}
            onSearchChange={setSearch}
            searchActive={searched !== ""}
            empty={<EmptyTab scope={scope} onCreate={() => setCreating(true)} />}
            pagination={{
              page,
              pageCount: Math.ceil(count / PAGE_SIZE),
              onPageChange: (next) => setPaging({ key: listKey, page: next }),
            }}
          />
        </Tabs.Content>
      </Tabs.Root>

      {creating ? <CreateEditDiagramDialog open onOpenChange={setCreating} /> : null}
    </div>
  );
}

function EmptyTab({ scope, onCreate }: { scope: ProjectScope; onCreate: () => void }) {
  const { t } = useTranslation("workspace");
  return (
    <>
      <p className="font-semibold text-slate-900">{t(`myDiagrams.empty.${scope}.title`)}</p>
      <p className="mt-1 text-sm text-slate-500">{t(`myDiagrams.empty.${scope}.body`)}</p>
      {scope === "all" || scope === "owned" ? (
        <Button className="mt-4" onClick={onCreate}><Plus className="size-4" aria-hidden />{t("page.newDiagram")}</Button>
      ) : null}
    </>
  );
}
