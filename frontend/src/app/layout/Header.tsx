import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useNavigate } from "react-router";

import { useSession } from "@/shared/auth/useSession";
import { buttonClasses } from "@/shared/ui/Button";
import { cn } from "@/shared/ui/cn";

import { AccountMenu, menuContent, menuItem } from "./AccountMenu";

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100", isActive ? "text-brand-700" : "text-slate-700");

export function Header() {
  const { t } = useTranslation();
  const { access, user } = useSession();
  const navigate = useNavigate();

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <img src="/favicon.svg" alt="" className="size-7" />
          {t("brand")}
        </Link>
        <nav aria-label={t("nav.home")} className="hidden items-center gap-1 md:flex">
          <Link to="/#fonctionnalites" className={navLink({ isActive: false })}>{t("nav.features")}</Link>
          <NavLink to="/pricing" className={navLink}>{t("nav.pricing")}</NavLink>
          <NavLink to="/projects" className={navLink}>{t("nav.workspace")}</NavLink>
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger className={cn(navLink({ isActive: false }), "inline-flex items-center gap-1")}>
              {t("nav.resources")} <ChevronDown className="size-4" aria-hidden />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content className={menuContent} align="start" sideOffset={6}>
                <DropdownMenu.Item className={menuItem} onSelect={() => navigate("/contact")}>{t("nav.contact")}</DropdownMenu.Item>
                <DropdownMenu.Item className={menuItem} onSelect={() => navigate("/docs")}>{t("nav.docs")}</DropdownMenu.Item>
                <DropdownMenu.Item className={menuItem} onSelect={() => navigate("/blog")}>{t("nav.blog")}</DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </nav>
        {access && user ? (
          <AccountMenu />
        ) : (
          <Link to="/login" className={buttonClasses("primary", "sm")}>{t("nav.login")}</Link>
        )}
      </div>
    </header>
  );
}
