export const menuContent = "z-50 min-w-56 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200";
export const menuItem =
  "flex cursor-pointer select-none items-center rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";
