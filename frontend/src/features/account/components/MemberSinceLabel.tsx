import { useTranslation } from "react-i18next";

import { memberSince } from "@/shared/lib/memberSince";

export function MemberSinceLabel({ joined, now }: { joined: string; now?: Date }) {
  const { t } = useTranslation("account");
  const since = memberSince(joined, now);
  const text = "count" in since ? t(`memberSince.${since.unit}`, { count: since.count }) : t(`memberSince.${since.unit}`);
  return <span className="text-sm text-slate-500">{text}</span>;
}
