import { Cloud, Download, LayoutDashboard, MousePointerClick, Users, Zap, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { useSession } from "@/shared/auth/useSession";
import { buttonClasses } from "@/shared/ui/Button";

const FEATURES: Array<{ key: "intuitive" | "visualisation" | "sqlExport" | "cloud" | "collaboration" | "speed"; icon: LucideIcon }> = [
  { key: "intuitive", icon: MousePointerClick },
  { key: "visualisation", icon: LayoutDashboard },
  { key: "sqlExport", icon: Download },
  { key: "cloud", icon: Cloud },
  { key: "collaboration", icon: Users },
  { key: "speed", icon: Zap },
];

export function HomePage() {
  const { t } = useTranslation("home");
  const { access } = useSession();
  const start = access ? "/projects" : "/register";

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-20 text-center md:py-28">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{t("hero.eyebrow")}</p>
          <h1 className="mx-auto mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 md:text-6xl">{t("hero.title")}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">{t("hero.subtitle")}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <Link to={start} className={buttonClasses("primary", "lg")}>
              {access ? t("hero.primarySignedIn") : t("hero.primary")}
            </Link>
            <a href="#fonctionnalites" className={buttonClasses("secondary", "lg")}>{t("hero.secondary")}</a>
          </div>
        </div>
      </section>

      <section id="fonctionnalites" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20">
        <h2 className="text-center text-3xl font-bold text-slate-900">{t("features.title")}</h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{t("features.subtitle")}</p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`features.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(`features.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-brand-600">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center text-white">
          <h2 className="text-3xl font-bold">{t("cta.title")}</h2>
          <p className="mt-3 text-brand-100">{t("cta.body")}</p>
          <Link to={start} className={buttonClasses("secondary", "lg") + " mt-8"}>
            {access ? t("cta.buttonSignedIn") : t("cta.button")}
          </Link>
        </div>
      </section>
    </>
  );
}
