import clsx from "clsx";

/**
 * HTML that the API has already sanitized (product detail, notices, terms): rendered as is,
 * with the mall's typography. Images from `/files/` are reached through the /api rewrite.
 */
export function RichHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const withMedia = html.replace(/(<img\b[^>]*?\bsrc=)(["'])\/files\//gi, "$1$2/api/files/");
  return (
    <div
      className={clsx(
        "text-sm leading-7 text-ink",
        "[&_h1]:my-3 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:mb-2 [&_h2]:mt-5 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:mb-1 [&_h3]:mt-4 [&_h3]:font-semibold",
        "[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6",
        "[&_a]:text-brand [&_a]:underline [&_img]:mx-auto [&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full",
        "[&_table]:my-3 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-line [&_td]:px-3 [&_td]:py-1.5 [&_th]:border [&_th]:border-line [&_th]:bg-page [&_th]:px-3 [&_th]:py-1.5",
        className,
      )}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: withMedia }}
    />
  );
}
