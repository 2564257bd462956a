import { Popover } from "radix-ui";
import { useRef, type ComponentPropsWithoutRef, type ReactNode, type RefObject } from "react";

import { cn } from "@/shared/ui/cn";

import { ui } from "./styles";

type ContentProps = Omit<ComponentPropsWithoutRef<typeof Popover.Content>, "className" | "children" | "onCloseAutoFocus" | "onPointerDownOutside" | "onInteractOutside">;

/**
 * A popover mounted only while open, anchored to a plain button the caller renders. Rows and
 * list items show many pickers; keeping Radix out of the closed ones keeps them cheap. Like a
 * Radix trigger, the anchor gets the focus back on close unless the user clicked elsewhere.
 */
export function LazyPopover({
  anchor, open, onOpenChange, className, children, ...content
}: {
  anchor: RefObject<HTMLElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className?: string;
  children: ReactNode;
} & ContentProps) {
  if (!open) return null;
  return (
    <Popover.Root open onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <LazyContent anchor={anchor} className={className} {...content}>{children}</LazyContent>
      </Popover.Portal>
    </Popover.Root>
  );
}

function LazyContent({ anchor, className, children, ...content }: { anchor: RefObject<HTMLElement | null>; className?: string; children: ReactNode } & ContentProps) {
  const outside = useRef(false);
  return (
    <Popover.Content
      {...content}
      className={cn(ui.popover, className)}
      onPointerDownOutside={(event) => {
        // A click on the anchor toggles the popover itself; it is not an outside click.
        if (anchor.current?.contains(event.target as Node)) event.preventDefault();
        else outside.current = true;
      }}
      onFocusOutside={() => {
        outside.current = true;
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (!outside.current) anchor.current?.focus();
      }}
    >
      {children}
    </Popover.Content>
  );
}
