import { ArrowLeft, ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";

import { ProsePage, ProseSection } from "@/shared/ui/Prose";

import { DocBlocks } from "../docs/DocBlocks";
import { findGuide, GUIDES, guidePath } from "../docs/guides";
import { useGuides } from "../docs/useGuides";
import { RESOURCE_PATHS } from "../paths";

const textLink = "inline-flex items-center gap-1 font-medium text-brand-700 hover:underline";

/** One guide of the documentation (/docs/:slug): its sections, then the previous and next guides. */
export function GuidePage() {
  const { t } = useTranslation("docs");
  const guideText = useGuides();
  const { slug } = useParams();
  const guide = findGuide(slug);

  if (!guide) {
    return (
      <ProsePage title={t("notFound.title")} lead={t("notFound.body")}>
        <Link to={RESOURCE_PATHS.docs} className={textLink}><ArrowLeft className="size-4" aria-hidden /> {t("allGuides")}</Link>
      </ProsePage>
    );
  }

  const content = guideText(guide.key);
  const at = GUIDES.indexOf(guide);
  const previous = GUIDES[at - 1];
  const next = GUIDES[at + 1];

  return (
    <ProsePage title={content.title} lead={content.summary}>
      <nav aria-label={t("toc")} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <Link to={RESOURCE_PATHS.docs} className={textLink}><ArrowLeft className="size-4" aria-hidden /> {t("allGuides")}</Link>
        <ol className="mt-3 list-decimal space-y-1 pl-6 text-brand-700">
          {content.sections.map(({ id, title }) => (
            <li key={id}><a href={`#${id}`} className="hover:underline">{title}</a></li>
          ))}
        </ol>
      </nav>
      {content.sections.map(({ id, title, blocks }) => (
        <ProseSection key={id} id={id} title={title}>
          <DocBlocks blocks={blocks} />
        </ProseSection>
      ))}
      <nav aria-label={t("pager")} className="flex flex-wrap justify-between gap-4 border-t border-slate-200 pt-6">
        {previous ? <Link to={guidePath(previous.slug)} className={textLink}><ArrowLeft className="size-4" aria-hidden /> {guideText(previous.key).title}</Link> : <span />}
        {next ? <Link to={guidePath(next.slug)} className={textLink}>{guideText(next.key).title} <ArrowRight className="size-4" aria-hidden /></Link> : null}
      </nav>
    </ProsePage>
  );
}
