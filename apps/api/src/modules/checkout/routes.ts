import type { FastifyPluginAsync } from "fastify";
import {
  confirmOrderBody,
  confirmOrderView,
  orderSubmitAnswer,
  submitOrderBody,
  toOrderSubmitAnswer,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { checkoutServiceOf } from "./service.ts";

const tags = ["checkout"];

/** `/submit-order`: confirm (pricing + one-time submit token) and submit (one trade, one order per shop). */
export function checkoutRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const checkout = checkoutServiceOf(ctx);
    route(
      app,
      {
        method: "POST",
        url: "/p/order/confirm",
        summary: "Price the selected cart lines (or buy now) per shop and answer a one-time submit token (10 min)",
        tags,
        body: confirmOrderBody,
        response: confirmOrderView,
      },
      async ({ body }, req) => checkout.confirm(requireUser(req), body, req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/order/submit",
        summary:
          "Submit a confirmed order: reserves stock atomically, creates one trade (payNo) and one order per shop; orderNumbers is mall4j's OrderNumbersDto (comma-joined string), orderNumberList the same numbers as an array",
        description:
          'Body {submitToken, addrId, orderShopParams}, or the mall4j body {orderShopParam} alone (the buyer\'s latest usable confirm and its address, stored server-side). Answers {payNo, orderNumbers: "n1,n2" (mall4j OrderNumbersDto), orderNumberList: [n1, n2], actualTotal, endTime}. A used submitToken answers the result of the submit that used it (same payNo, nothing created again); an unknown one A03002, an expired one A03003; insufficient stock A03010 and nothing is created.',
        tags,
        body: submitOrderBody,
        response: orderSubmitAnswer,
      },
      async ({ body }, req) => toOrderSubmitAnswer(await checkout.submit(requireUser(req), body, req.locale)),
    );
  };
}
