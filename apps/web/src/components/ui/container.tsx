import clsx from "clsx";
import type { ComponentProps } from "react";

/** The mall's fixed 1200 px content column; on a phone (below 768 px) the screen's width. */
export function Container({ className, ...rest }: ComponentProps<"div">) {
  return <div className={clsx("mx-auto w-[1200px] max-md:w-full", className)} {...rest} />;
}
