import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useNavigate } from "react-router";

import { useLogout } from "@/features/auth/api/logout";
import { useSession } from "@/shared/auth/useSession";
import { Avatar } from "@/shared/ui/Avatar";
import { buttonClasses } from "@/shared/ui/Button";
import { cn } from "@/shared/ui/cn";

const menuContent = "z-50 min-w-56 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200";
const menuItem =
  "flex cursor-pointer select-none items-center rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";
const navLink = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100", isActive ? "text-brand-700" : "text-slate-700");

export function Header() {
  const { t } = useTranslation();
  const { access, user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();

  async function onLogout() {
    await logout.mutateAsync().catch(() => undefined);
    navigate("/login");
  }

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
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger aria-label={t("accountMenu.label")} className="rounded-full focus-visible:outline-2 focus-visible:outline-brand-600">
              <Avatar name={user.username} src={user.avatar} size="sm" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content className={menuContent} align="end" sideOffset={8}>
                <div className="px-3 py-2">
                  <p className="text-sm font-semibold text-slate-900">{user.username}</p>
                  <p className="truncate text-xs text-slate-500">{user.email}</p>
                </div>
                <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
                <DropdownMenu.Item className={menuItem} onSelect={() => navigate("/my-account")}>{t("accountMenu.myAccount")}</DropdownMenu.Item>
                <DropdownMenu.Item className={menuItem} onSelect={() => navigate("/projects/my-diagrams")}>{t("accountMenu.myDiagrams")}</DropdownMenu.Item>
                <DropdownMenu.Item className={menuItem} onSelect={() => navigate("/help")}>{t("accountMenu.help")}</DropdownMenu.Item>
                <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
                <DropdownMenu.Item className={cn(menuItem, "text-red-600")} onSelect={onLogout}>{t("accountMenu.logout")}</DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        ) : (
          <Link to="/login" className={buttonClasses("primary", "sm")}>{t("nav.login")}</Link>
        )}
      </div>
    </header>
  );
}
