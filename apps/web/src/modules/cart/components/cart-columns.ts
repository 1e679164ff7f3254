/** The columns of the cart table, shared by its header row, shop blocks and lines. */
export const COLS = "grid grid-cols-[44px_1fr_130px_150px_130px_120px] items-center";

/**
 * Phones (below md): a line is a card — the check box down the left; the item across; its price
 * and quantity side by side; delete and collect under them; the subtotal column gives way (the
 * sticky total bar sums the choice). Children keep the desktop order, placed by auto-flow.
 */
export const PHONE_LINE =
  "max-md:grid-cols-[40px_minmax(0,1fr)_auto] max-md:gap-x-2 max-md:gap-y-2 max-md:px-2 max-md:py-3";

/** Each grid child's place in PHONE_LINE. */
export const PHONE_CELL = {
  check: "max-md:row-span-3 max-md:self-stretch max-md:pt-0",
  item: "max-md:col-span-2",
  price: "max-md:items-start",
  subtotal: "max-md:hidden",
  actions: "max-md:col-span-2 max-md:flex-row max-md:justify-end max-md:gap-2",
} as const;
