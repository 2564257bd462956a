import { initials } from "@/shared/lib/initials";

import { cn } from "./cn";

const sizes = { sm: "size-8 text-xs", md: "size-10 text-sm", lg: "size-20 text-2xl" } as const;

export function Avatar({
  name, src, size = "md", className,
}: { name: string; src?: string | null; size?: keyof typeof sizes; className?: string }) {
  if (src) {
    return <img src={src} alt={name} className={cn("rounded-full object-cover", sizes[size], className)} />;
  }
  return (
    <span
      aria-label={name}
      className={cn("inline-flex select-none items-center justify-center rounded-full bg-avatar font-semibold text-white", sizes[size], className)}
    >
      {initials(name)}
    </span>
  );
}
