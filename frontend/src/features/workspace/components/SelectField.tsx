import { useId, type ReactNode, type SelectHTMLAttributes } from "react";

import { cn } from "@/shared/ui/cn";

/** A labelled native select, styled like the shared text fields. */
export function SelectField({
  label, hint, className, children, ...props
}: { label: ReactNode; hint?: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">{label}</label>
      <select
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={cn(
          "block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 ring-1 ring-inset ring-slate-300",
          "focus:ring-2 focus:ring-inset focus:ring-brand-600 disabled:bg-slate-100",
        )}
        {...props}
      >
        {children}
      </select>
      {hint ? <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}
