/** Class names shared by the sidebar's small controls. */
export const ui = {
  input:
    "block w-full min-w-0 rounded-md border-0 bg-white px-2 py-1 text-xs text-slate-900 ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:ring-brand-600 disabled:bg-slate-50 disabled:text-slate-500",
  select:
    "block w-full min-w-0 rounded-md border-0 bg-white py-1 pl-2 pr-6 text-xs text-slate-900 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-inset focus:ring-brand-600 disabled:bg-slate-50 disabled:text-slate-500",
  /** A select that takes its width from its row (no w-full). */
  selectInline:
    "block min-w-0 rounded-md border-0 bg-white py-1 pl-2 pr-6 text-xs text-slate-900 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-inset focus:ring-brand-600 disabled:bg-slate-50 disabled:text-slate-500",
  label: "mb-0.5 block text-[11px] font-medium text-slate-600",
  iconButton:
    "inline-flex size-6 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent",
  textButton:
    "inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent",
  toggle:
    "inline-flex h-6 min-w-6 items-center justify-center rounded-md px-1 text-[11px] font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed",
  toggleOn: "bg-brand-600 text-white ring-brand-600",
  toggleOff: "bg-white text-slate-500 ring-slate-300 hover:bg-slate-50",
  checkbox: "size-3.5 rounded border-slate-300 text-brand-600 focus:ring-brand-600 disabled:opacity-50",
  popover: "z-50 rounded-lg bg-white p-2 shadow-lg ring-1 ring-slate-200",
  menu: "z-50 min-w-48 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200",
  menuItem:
    "flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100",
} as const;
