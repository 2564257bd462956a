import { useId } from "react";
import { useTranslation } from "react-i18next";

import type { Outline, OutlineColumn, OutlineRelation, OutlineTable } from "../outline";

function Marker({ children, title, tone = "slate" }: { children: string; title?: string; tone?: "amber" | "sky" | "slate" }) {
  const tones = { amber: "bg-amber-100 text-amber-800", sky: "bg-sky-100 text-sky-800", slate: "bg-slate-100 text-slate-700" };
  const body = <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
  return title ? <abbr title={title} className="no-underline">{body}</abbr> : body;
}

function ColumnRow({ column }: { column: OutlineColumn }) {
  const { t } = useTranslation("viewer");
  return (
    <tr className="border-t border-slate-100 align-top">
      <th scope="row" className="py-2 pr-4 text-left font-medium text-slate-900">
        {column.name || t("unnamed")}
        {column.comment ? <p className="text-xs font-normal text-slate-500">{column.comment}</p> : null}
      </th>
      <td className="py-2 pr-4 font-mono text-xs text-slate-700">{column.type}</td>
      <td className="py-2 pr-4">
        <span className="flex flex-wrap gap-1">
          {column.primaryKey ? <Marker tone="amber" title={t("markers.pkTitle")}>{t("markers.pk")}</Marker> : null}
          {column.foreignKey ? <Marker tone="sky" title={t("markers.fkTitle")}>{t("markers.fk")}</Marker> : null}
          {column.unique ? <Marker>{t("markers.unique")}</Marker> : null}
          {column.autoIncrement ? <Marker>{t("markers.autoIncrement")}</Marker> : null}
          <Marker>{column.nullable ? t("markers.nullable") : t("markers.notNull")}</Marker>
        </span>
      </td>
      <td className="py-2 font-mono text-xs text-slate-600">{column.defaultValue ?? ""}</td>
    </tr>
  );
}

function TableSection({ table }: { table: OutlineTable }) {
  const { t } = useTranslation("viewer");
  const headingId = useId();
  const name = table.name || t("unnamed");
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <header className="flex items-center gap-3 border-b border-slate-100 px-5 py-3">
        <span aria-hidden className="size-3 rounded-full" style={{ backgroundColor: table.color ?? "#6366f1" }} />
        <h3 id={headingId} className="font-semibold text-slate-900">{name}</h3>
      </header>
      <div className="px-5 py-3">
        {table.comment ? <p className="mb-2 text-sm text-slate-600">{table.comment}</p> : null}
        {table.columns.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t("columnsOf", { name })}</caption>
              <thead>
                <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
                  <th scope="col" className="pb-1 pr-4 font-medium">{t("headers.name")}</th>
                  <th scope="col" className="pb-1 pr-4 font-medium">{t("headers.type")}</th>
                  <th scope="col" className="pb-1 pr-4 font-medium">{t("headers.constraints")}</th>
                  <th scope="col" className="pb-1 font-medium">{t("headers.default")}</th>
                </tr>
              </thead>
              <tbody>{table.columns.map((column) => <ColumnRow key={column.id} column={column} />)}</tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-slate-500">{t("noColumns")}</p>
        )}
      </div>
    </section>
  );
}

function end(side: OutlineRelation["from"]): string {
  return side.column ? `${side.table}.${side.column}` : side.table;
}

function RelationItem({ relation }: { relation: OutlineRelation }) {
  const { t } = useTranslation("viewer");
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
      <span className="font-mono text-sm text-slate-900">{end(relation.from)} → {end(relation.to)}</span>
      <span className="text-sm text-slate-600">{t(`kinds.${relation.kind}`)}</span>
      {relation.name ? <span className="text-sm italic text-slate-500">{relation.name}</span> : null}
      {relation.onDelete ? <span className="text-xs text-slate-500">{t("onDelete", { action: relation.onDelete })}</span> : null}
      {relation.onUpdate ? <span className="text-xs text-slate-500">{t("onUpdate", { action: relation.onUpdate })}</span> : null}
    </li>
  );
}

export function DiagramOutline({ outline }: { outline: Outline }) {
  const { t } = useTranslation("viewer");
  if (!outline.tables.length) {
    return <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">{t("empty")}</p>;
  }
  return (
    <div className="space-y-10">
      <section aria-labelledby="viewer-tables" className="space-y-4">
        <h2 id="viewer-tables" className="text-lg font-semibold text-slate-900">{t("tables")}</h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {outline.tables.map((table) => <TableSection key={table.id} table={table} />)}
        </div>
      </section>
      {outline.relations.length ? (
        <section aria-labelledby="viewer-relations">
          <h2 id="viewer-relations" className="text-lg font-semibold text-slate-900">{t("relations")}</h2>
          <ul className="mt-3 divide-y divide-slate-100 rounded-2xl bg-white px-5 ring-1 ring-slate-200">
            {outline.relations.map((relation) => <RelationItem key={relation.id} relation={relation} />)}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
