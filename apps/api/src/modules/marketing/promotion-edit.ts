import { AppError, showFail } from "../../infra/http/app-error.ts";
import { PROMOTION_EDIT_TEXT } from "./texts.ts";

/** What an edit may change depends on these facts of the stored activity. */
interface Stored {
  status: number;
  prodId: number;
  startTime: Date;
  endTime: Date;
}

/**
 * Why an edit of a flash sale or group buy is refused at `at`, or null. An ended activity (ended by
 * the shop or past its end) is history: A00035. A running one keeps its product (orders are of its
 * SKUs) and stays running (its start cannot move past now). The new end must be in the future
 * (ending now is the End action, which the operation log records as such).
 */
export function editRefusal(stored: Stored, body: Omit<Stored, "status">, at: number): AppError | null {
  if (stored.status !== 1 || at >= stored.endTime.getTime()) return new AppError("A00035");
  if (body.endTime.getTime() <= at) return showFail(PROMOTION_EDIT_TEXT.endPast, 409);
  if (at >= stored.startTime.getTime()) {
    if (body.prodId !== stored.prodId) return showFail(PROMOTION_EDIT_TEXT.productLocked, 409);
    if (body.startTime.getTime() > at) return showFail(PROMOTION_EDIT_TEXT.startLocked, 409);
  }
  return null;
}
