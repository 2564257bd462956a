import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";

import { buttonClasses } from "@/shared/ui/Button";
import { ProseBlocks, ProsePage, ProseSection } from "@/shared/ui/Prose";

import { findArticle, formatPublishedOn, readingMinutes } from "../blog/articles";
import { useArticles } from "../blog/useArticles";
import { RESOURCE_PATHS } from "../paths";

export function BlogArticlePage() {
  const { t } = useTranslation("pages");
  const article = useArticles();
  const entry = findArticle(useParams().slug);
  const backToBlog = (
    <Link to={RESOURCE_PATHS.blog} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden /> {t("blog.allArticles")}
    </Link>
  );

  if (!entry) {
    return (
      <ProsePage title={t("blog.notFound.title")} lead={t("blog.notFound.body")}>
        <Link to={RESOURCE_PATHS.blog} className={buttonClasses("primary", "md")}>{t("blog.allArticles")}</Link>
      </ProsePage>
    );
  }

  const content = article(entry.key);
  const meta = (
    <>
      <time dateTime={entry.publishedOn}>{formatPublishedOn(entry.publishedOn)}</time>
      {" · "}
      <span>{t("blog.readingTime", { minutes: readingMinutes(content) })}</span>
    </>
  );

  return (
    <ProsePage title={content.title} meta={meta} lead={content.summary}>
      <div className="space-y-4">
        <ProseBlocks blocks={content.intro} />
      </div>
      {content.sections.map((section) => (
        <ProseSection key={section.title} title={section.title}>
          <ProseBlocks blocks={section.blocks} />
        </ProseSection>
      ))}
      <footer className="border-t border-slate-200 pt-8">{backToBlog}</footer>
    </ProsePage>
  );
}
