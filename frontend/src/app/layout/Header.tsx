import { ChevronDown, Menu } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useNavigate } from "react-router";

import { useSession } from "@/shared/auth/useSession";
import { buttonClasses } from "@/shared/ui/Button";
import { cn } from "@/shared/ui/cn";

import { AccountMenu, menuContent, menuItem } from "./AccountMenu";

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100", isActive ? "text-brand-700" : "text-slate-700");

const MAIN_LINKS = [
  { label: "nav.features", to: "/#fonctionnalites" },
  { label: "nav.pricing", to: "/pricing" },
  { label: "nav.workspace", to: "/projects" },
] as const;

/** The Ressources dropdown (spec 000 §2). */
const RESOURCE_LINKS = [
  { label: "nav.contact", to: "/contact" },
  { label: "nav.docs", to: "/docs" },
  { label: "nav.blog", to: "/blog" },
] as const;

type NavEntry = (typeof MAIN_LINKS)[number] | (typeof RESOURCE_LINKS)[number];

/**
 * Below the md breakpoint the navigation is hidden; this menu carries the same links so that
 * Tarifs, Workspace and the Ressources stay reachable on a phone.
 */
function MobileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const item = (link: NavEntry) => (
    <DropdownMenu.Item key={link.to} className={menuItem} onSelect={() => navigate(link.to)}>{t(link.label)}</DropdownMenu.Item>
  );
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={t("nav.openMenu")} className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden">
        <Menu className="size-5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuContent} align="end" sideOffset={8}>
          {MAIN_LINKS.map(item)}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{t("nav.resources")}</DropdownMenu.Label>
          {RESOURCE_LINKS.map(item)}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

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
          {/* An anchor on the home page is never "active", whatever page is shown. */}
          <Link to={MAIN_LINKS[0].to} className={navLink({ isActive: false })}>{t(MAIN_LINKS[0].label)}</Link>
          {MAIN_LINKS.slice(1).map((link) => (
            <NavLink key={link.to} to={link.to} className={navLink}>{t(link.label)}</NavLink>
          ))}
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger className={cn(navLink({ isActive: false }), "inline-flex items-center gap-1")}>
              {t("nav.resources")} <ChevronDown className="size-4" aria-hidden />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content className={menuContent} align="start" sideOffset={6}>
                {RESOURCE_LINKS.map((link) => (
                  <DropdownMenu.Item key={link.to} className={menuItem} onSelect={() => navigate(link.to)}>{t(link.label)}</DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </nav>
        <div className="flex items-center gap-2">
          {access && user ? (
            <AccountMenu />
          ) : (
            <Link to="/login" className={buttonClasses("primary", "sm")}>{t("nav.login")}</Link>
          )}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
