import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import { ProseBlocks } from "@/shared/ui/Prose";

import { FIGURE_BASE, type DocBlock, type DocWidget } from "./blocks";
import { PlanLimits } from "./PlanLimits";
import { ShortcutList } from "./ShortcutList";

const WIDGETS: Record<DocWidget, () => React.ReactNode> = {
  shortcuts: () => <ShortcutList />,
  plans: () => <PlanLimits />,
};

export function DocBlocks({ blocks }: { blocks: readonly DocBlock[] }) {
  return blocks.map((block, index) => {
    if (typeof block === "string" || "list" in block || "steps" in block) return <ProseBlocks key={index} blocks={[block]} />;
    if ("figure" in block) {
      return (
        <figure key={index} className="overflow-hidden rounded-xl ring-1 ring-slate-200">
          <img src={`${FIGURE_BASE}${block.figure}`} alt={block.alt} width={1280} height={800} loading="lazy" className="h-auto w-full" />
          {block.caption ? <figcaption className="bg-slate-50 px-4 py-2 text-sm text-slate-600">{block.caption}</figcaption> : null}
        </figure>
      );
    }
    if ("code" in block) {
      return (
        <pre key={index} className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm leading-6 text-slate-100 dark:bg-[#020617] dark:text-[#e2e8f0] dark:ring-1 dark:ring-slate-200">
          <code>{block.code.join("\n")}</code>
        </pre>
      );
    }
    if ("link" in block) {
      return (
        <p key={index}>
          <Link to={block.link} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
            {block.label} <ArrowRight className="size-4" aria-hidden />
          </Link>
        </p>
      );
    }
    const Widget = WIDGETS[block.widget];
    return <Widget key={index} />;
  });
}
