"use client";

import { Container } from "@/components/ui/container";
import { MemberGate } from "@/components/ui/member-gate";
import { CartView } from "../components/cart-view";

/** /cart (spec part 2): always live, members only. */
export function CartTemplate() {
  return (
    <Container className="py-4" data-testid="cart-page">
      <MemberGate testId="cart">
        <CartView />
      </MemberGate>
    </Container>
  );
}
