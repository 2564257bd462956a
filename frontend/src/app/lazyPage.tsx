import { lazy, Suspense, type ComponentType } from "react";

import { Spinner } from "@/shared/ui/Spinner";

/** A page component loaded on first use, with a quiet loader while its code arrives. */
export function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): ComponentType {
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return function LazyPage() {
    return (
      <Suspense fallback={<div className="flex justify-center px-4 py-24"><Spinner /></div>}>
        <Lazy />
      </Suspense>
    );
  };
}
