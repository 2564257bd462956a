import { Clock, LifeBuoy, Mail, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { buttonClasses } from "@/shared/ui/Button";
import { Card } from "@/shared/ui/Card";
import { ProsePage, ProseSection } from "@/shared/ui/Prose";

import { RESOURCE_PATHS } from "../paths";

const CHANNELS: Array<{ key: "general" | "support"; icon: LucideIcon; variant: "primary" | "secondary" }> = [
  { key: "general", icon: Mail, variant: "primary" },
  { key: "support", icon: LifeBuoy, variant: "secondary" },
];

export function ContactPage() {
  const { t } = useTranslation("pages");

  return (
    <ProsePage title={t("contact.title")} lead={t("contact.lead")}>
      <div className="grid gap-6 sm:grid-cols-2">
        {CHANNELS.map(({ key, icon: Icon, variant }) => {
          const email = t(`contact.${key}.email`);
          return (
            <Card key={key} className="flex flex-col">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon className="size-6" aria-hidden />
              </span>
              <h2 className="mt-4 text-xl font-bold text-slate-900">{t(`contact.${key}.title`)}</h2>
              <p className="mt-2 leading-7 text-slate-700">{t(`contact.${key}.body`)}</p>
              <p className="mt-2 select-all font-semibold text-slate-900">{email}</p>
              <a href={`mailto:${email}`} className={buttonClasses(variant, "md") + " mt-6 self-start"}>
                {t(`contact.${key}.button`)}
              </a>
            </Card>
          );
        })}
      </div>
      <ProseSection title={t("contact.delay.title")}>
        <p className="flex items-start gap-3 leading-7 text-slate-700">
          <Clock className="mt-1 size-5 shrink-0 text-brand-600" aria-hidden />
          {t("contact.delay.body")}
        </p>
        <p className="leading-7 text-slate-700">{t("contact.delay.tip")}</p>
      </ProseSection>
      <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
        <h2 className="text-2xl font-bold text-slate-900">{t("contact.faq.title")}</h2>
        <p className="mt-3 leading-7 text-slate-700">{t("contact.faq.body")}</p>
        <Link to={RESOURCE_PATHS.help} className={buttonClasses("secondary", "md") + " mt-6"}>{t("contact.faq.link")}</Link>
      </div>
    </ProsePage>
  );
}
