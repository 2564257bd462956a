import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";

import { useSession } from "@/shared/auth/useSession";
import { Button } from "@/shared/ui/Button";
import { Spinner } from "@/shared/ui/Spinner";

import { useViewedDiagram } from "../api/get-viewed-diagram";
import { DiagramOutline } from "../components/DiagramOutline";
import { outlineOf } from "../outline";

/**
 * /projects/{id} until the designer lands: the diagram's name and an accessible outline of its
 * tables and relations, for members and, through the public link, for anyone.
 */
export function DiagramViewerPage() {
  const { t } = useTranslation("viewer");
  const { projectId } = useParams();
  const { access } = useSession();
  const id = Number(projectId);
  const query = useViewedDiagram(id);
  const outline = useMemo(() => outlineOf(query.data?.schema), [query.data]);

  const back = access ? (
    <Link to="/projects" className="text-sm text-brand-600 hover:underline">← {t("back")}</Link>
  ) : null;

  if (!Number.isInteger(id) || query.data === null) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{t("notFound.title")}</h1>
        <p className="mt-3 text-slate-600">{t("notFound.body")}</p>
        <div className="mt-6">{back}</div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <p role="alert" className="text-slate-700">{t("loadFailed")}</p>
        <Button className="mt-6" variant="secondary" onClick={() => query.refetch()}>{t("retry")}</Button>
      </div>
    );
  }
  if (!query.data) {
    return <div className="px-4 py-24 text-center"><Spinner label={t("loading")} /></div>;
  }

  const diagram = query.data;
  const readOnly = diagram.access === "viewer" || diagram.access === "anonymous";
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {back}
      <header className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{diagram.name}</h1>
        {readOnly ? (
          <span title={t("readOnlyHint")} className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-800">
            {t("readOnly")}
          </span>
        ) : null}
      </header>
      <p className="mt-2 text-sm text-slate-500">
        {t("summary.tables", { count: outline.tables.length })} · {t("summary.relations", { count: outline.relations.length })}
      </p>
      <div className="mt-8">
        <DiagramOutline outline={outline} />
      </div>
    </div>
  );
}
