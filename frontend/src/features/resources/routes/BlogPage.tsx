import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { ProsePage } from "@/shared/ui/Prose";

import { ARTICLES, formatPublishedOn, readingMinutes } from "../blog/articles";
import { useArticles } from "../blog/useArticles";
import { articlePath } from "../paths";

export function BlogPage() {
  const { t } = useTranslation("pages");
  const article = useArticles();

  return (
    <ProsePage title={t("blog.title")} lead={t("blog.lead")}>
      <ul className="space-y-6">
        {ARTICLES.map(({ slug, key, publishedOn }) => {
          const content = article(key);
          return (
            <li key={slug} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-300">
              <p className="text-sm text-slate-500">
                <time dateTime={publishedOn}>{formatPublishedOn(publishedOn)}</time>
                {" · "}
                <span>{t("blog.readingTime", { minutes: readingMinutes(content) })}</span>
              </p>
              <h2 className="mt-2 text-2xl font-bold text-slate-900">
                {/* The title link covers the whole card, so the card has a single accessible link. */}
                <Link to={articlePath(slug)} className="after:absolute after:inset-0 hover:text-brand-700">{content.title}</Link>
              </h2>
              <p className="mt-3 leading-7 text-slate-700">{content.summary}</p>
              <p className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700" aria-hidden>
                {t("blog.readMore")} <ArrowRight className="size-4" />
              </p>
            </li>
          );
        })}
      </ul>
    </ProsePage>
  );
}
