import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { ProseBlocks, ProsePage, ProseSection, type ProseBlock } from "@/shared/ui/Prose";

import { GUIDES, guidePath } from "../docs/guides";
import { useGuides } from "../docs/useGuides";

/**
 * The documentation, in reading order. Each entry is an anchor id and the key of its text under
 * `pages.docs.sections`; documenting a new area means appending one entry here and its text there.
 */
const DOC_SECTIONS = [
  { id: "premiers-pas", key: "gettingStarted" },
  { id: "compte", key: "account" },
  { id: "connexion", key: "signIn" },
  { id: "mot-de-passe-oublie", key: "passwordReset" },
] as const;

export function DocsPage() {
  const { t } = useTranslation("pages");
  const { t: td } = useTranslation("docs");
  const guideText = useGuides();

  return (
    <ProsePage title={t("docs.title")} lead={t("docs.lead")}>
      <nav aria-label={td("guidesTitle")}>
        <h2 className="text-2xl font-bold text-slate-900">{td("guidesTitle")}</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {GUIDES.map(({ slug, key }) => (
            <li key={slug} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <Link to={guidePath(slug)} className="font-semibold text-brand-700 hover:underline">{guideText(key).title}</Link>
              <p className="mt-1 text-sm leading-6 text-slate-600">{guideText(key).summary}</p>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t("docs.toc")} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t("docs.toc")}</p>
        <ol className="mt-3 list-decimal space-y-1 pl-6 text-brand-700">
          {DOC_SECTIONS.map(({ id, key }) => (
            <li key={id}><a href={`#${id}`} className="hover:underline">{t(`docs.sections.${key}.title`)}</a></li>
          ))}
        </ol>
      </nav>
      {DOC_SECTIONS.map(({ id, key }) => {
        const blocks: readonly ProseBlock[] = t(`docs.sections.${key}.blocks`, { returnObjects: true });
        return (
          <ProseSection key={id} id={id} title={t(`docs.sections.${key}.title`)}>
            <ProseBlocks blocks={blocks} />
          </ProseSection>
        );
      })}
    </ProsePage>
  );
}
