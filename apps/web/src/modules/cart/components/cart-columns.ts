/** The columns of the cart table, shared by its header row, shop blocks and lines. */
export const COLS = "grid grid-cols-[44px_1fr_130px_150px_130px_120px] items-center";
