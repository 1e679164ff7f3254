/**
 * The order reads other modules may run inside their own transaction (payment settles a trade, refund checks a
 * line). Everything else in queries.ts stays private to the order module; writes go through OrderService.
 * `lockTrade` takes the trade row first: trade → orders → skus → products is the lock order of every money workflow.
 */
export { byNumber, itemsOf, lockTrade, ofTrade, type OrderItemRow, type OrderWithShop } from "./queries.ts";
