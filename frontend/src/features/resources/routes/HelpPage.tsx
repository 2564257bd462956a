import { ArrowRight, LifeBuoy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { buttonClasses } from "@/shared/ui/Button";
import { ProseBlocks, ProsePage, ProseSection } from "@/shared/ui/Prose";

import { GUIDES, guidePath } from "../docs/guides";
import { useGuides } from "../docs/useGuides";
import { RESOURCE_PATHS } from "../paths";

/** The account FAQ, in the order a new user meets the questions, each with the page that answers it. */
const TOPICS = [
  { id: "creer-un-compte", key: "createAccount", to: "/register" },
  { id: "se-connecter", key: "signIn", to: "/login" },
  { id: "mot-de-passe-oublie", key: "forgotPassword", to: "/forgot-password" },
  { id: "verifier-son-email", key: "verifyEmail", to: RESOURCE_PATHS.contact },
  { id: "modifier-son-profil", key: "profile", to: "/my-account" },
  { id: "changer-de-mot-de-passe", key: "password", to: "/my-account" },
  { id: "supprimer-son-compte", key: "deleteAccount", to: "/my-account" },
] as const;

const textLink = "inline-flex items-center gap-1 font-medium text-brand-700 hover:underline";

export function HelpPage() {
  const { t } = useTranslation("pages");
  const { t: td } = useTranslation("docs");
  const guideText = useGuides();
  const supportEmail = t("contact.support.email");

  return (
    <ProsePage title={t("help.title")} lead={t("help.lead")}>
      <ProseSection title={td("helpGuidesTitle")}>
        <p className="leading-7 text-slate-700">{td("helpGuidesLead")}</p>
        <ul className="list-disc space-y-1 pl-6 text-brand-700 marker:text-slate-400">
          {GUIDES.map(({ slug, key }) => (
            <li key={slug}><Link to={guidePath(slug)} className="hover:underline">{guideText(key).title}</Link></li>
          ))}
        </ul>
      </ProseSection>
      <ProseSection title={t("help.faqTitle")}>
        <ul className="list-disc space-y-1 pl-6 text-brand-700 marker:text-slate-400">
          {TOPICS.map(({ id, key }) => (
            <li key={id}><a href={`#${id}`} className="hover:underline">{t(`help.faq.${key}.question`)}</a></li>
          ))}
        </ul>
        <div className="space-y-10 pt-6">
          {TOPICS.map(({ id, key, to }) => {
            const answer: readonly string[] = t(`help.faq.${key}.answer`, { returnObjects: true });
            return (
              <section key={id} id={id} className="scroll-mt-20 space-y-4">
                <h3 className="text-xl font-semibold text-slate-900">{t(`help.faq.${key}.question`)}</h3>
                <ProseBlocks blocks={answer} />
                <Link to={to} className={textLink}>
                  {t(`help.faq.${key}.link`)} <ArrowRight className="size-4" aria-hidden />
                </Link>
              </section>
            );
          })}
        </div>
      </ProseSection>
      <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
        <h2 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <LifeBuoy className="size-6 text-brand-600" aria-hidden /> {t("help.more.title")}
        </h2>
        <p className="mt-3 leading-7 text-slate-700">{t("help.more.body")}</p>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
          <a href={`mailto:${supportEmail}`} className={buttonClasses("primary", "md")}>{supportEmail}</a>
          <Link to={RESOURCE_PATHS.contact} className={textLink}>{t("help.more.contact")}</Link>
          <Link to={RESOURCE_PATHS.docs} className={textLink}>{t("help.more.docs")}</Link>
        </div>
      </div>
    </ProsePage>
  );
}
