"use client";

import clsx from "clsx";
import { Popover as P } from "radix-ui";
import type { ComponentProps } from "react";

export const Popover = P.Root;
export const PopoverTrigger = P.Trigger;

/** Radix popover with the mall's card look: white, thin grey border, small shadow. */
export function PopoverContent({ className, sideOffset = 4, children, ...rest }: ComponentProps<typeof P.Content>) {
  return (
    <P.Portal>
      <P.Content
        sideOffset={sideOffset}
        className={clsx(
          "z-50 rounded-sm border border-line bg-white p-3 text-xs text-ink shadow-md outline-none",
          className,
        )}
        {...rest}
      >
        {children}
      </P.Content>
    </P.Portal>
  );
}
