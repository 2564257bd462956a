import type { ReactNode } from "react";

import { cn } from "./cn";

/**
 * A block of long-form text as the catalogue stores it: a paragraph, a bulleted list or numbered
 * steps. Legal pages, help, docs and blog articles all keep their text as arrays of blocks so a
 * paragraph can be added or moved without touching a component.
 */
export type ProseBlock = string | { readonly list: readonly string[] } | { readonly steps: readonly string[] };

export type ProseSectionContent = { readonly title: string; readonly blocks: readonly ProseBlock[] };

/** The page frame of long-form pages: a narrow column, a title, an optional meta line and lead. */
export function ProsePage({ title, meta, lead, children }: { title: string; meta?: ReactNode; lead?: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{title}</h1>
        {meta && <p className="mt-3 text-sm text-slate-500">{meta}</p>}
        {lead && <p className="mt-6 text-lg leading-8 text-slate-600">{lead}</p>}
      </header>
      <div className="mt-12 space-y-12">{children}</div>
    </article>
  );
}

export function ProseSection({ id, title, children, className }: { id?: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section id={id} className={cn("scroll-mt-20", className)}>
      <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

export function ProseBlocks({ blocks }: { blocks: readonly ProseBlock[] }) {
  return blocks.map((block, index) => {
    if (typeof block === "string") {
      return <p key={index} className="leading-7 text-slate-700">{block}</p>;
    }
    if ("list" in block) {
      return (
        <ul key={index} className="list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600">
          {block.list.map((item) => <li key={item}>{item}</li>)}
        </ul>
      );
    }
    return (
      <ol key={index} className="list-decimal space-y-2 pl-6 leading-7 text-slate-700 marker:font-semibold marker:text-brand-600">
        {block.steps.map((step) => <li key={step}>{step}</li>)}
      </ol>
    );
  });
}
