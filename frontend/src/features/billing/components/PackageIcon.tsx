import { Package as GenericIcon, User, Users, type LucideIcon } from "lucide-react";

import type { Package } from "../types";

const ICONS: Partial<Record<Package["package_type"], LucideIcon>> = { individual: User, team: Users };

export function PackageIcon({ type, className }: { type: Package["package_type"]; className?: string }) {
  const Icon = ICONS[type] ?? GenericIcon;
  return <Icon className={className} aria-hidden data-icon={type in ICONS ? type : "generic"} />;
}
