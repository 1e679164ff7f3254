"use client";

import { Container } from "@/components/ui/container";
import { MemberGate } from "@/components/ui/member-gate";
import { SubmitOrderView } from "../components/submit-order-view";

/** /submit-order (spec part 2): always live, members only. */
export function SubmitOrderTemplate() {
  return (
    <Container className="py-4" data-testid="submit-order">
      <MemberGate testId="submit-order">
        <SubmitOrderView />
      </MemberGate>
    </Container>
  );
}
