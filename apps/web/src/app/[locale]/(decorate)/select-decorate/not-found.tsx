import { MicroPageMissing } from "@/modules/decoration/components/micro-page-missing";

/** /select-decorate with an unknown, foreign or closed shop's page: the "page missing" view with HTTP 404. */
export default function MicroPageNotFound() {
  return <MicroPageMissing />;
}
