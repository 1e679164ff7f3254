/** Spec part 9: arrows appear with more than 9 top categories; the up arrow after 48 px of scrolling. */
export const VISIBLE_TOP_CATEGORIES = 9;
export const UP_ARROW_AFTER_PX = 48;

export interface ArrowState {
  up: boolean;
  down: boolean;
}

/**
 * `maxScroll` (scrollHeight - clientHeight) hides the down arrow once the list is at its end;
 * unknown (not measured yet) keeps it shown.
 */
export function scrollArrows(topCount: number, scrollTop: number, maxScroll?: number): ArrowState {
  if (topCount <= VISIBLE_TOP_CATEGORIES) return { up: false, down: false };
  const atEnd = maxScroll !== undefined && maxScroll > 0 && scrollTop >= maxScroll - 1;
  return { up: scrollTop > UP_ARROW_AFTER_PX, down: !atEnd };
}
