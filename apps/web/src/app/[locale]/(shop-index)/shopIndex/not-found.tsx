import { ShopUnknown } from "@/modules/shop/components/shop-unknown";

/** /shopIndex with an unknown or missing sid: the "shop does not exist" state with HTTP 404. */
export default function ShopNotFound() {
  return <ShopUnknown />;
}
