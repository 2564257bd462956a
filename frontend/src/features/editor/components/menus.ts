/** Shared classes of the header's dropdown menus. */
export const menuContent = "z-50 min-w-52 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200";
export const menuItem =
  "flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[disabled]:opacity-40";
export const menuTrigger =
  "inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100";
