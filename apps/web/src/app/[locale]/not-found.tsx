import { DefaultLayout } from "@/modules/layout/templates/default-layout";
import { NotFoundView } from "@/modules/layout/components/not-found-view";

/** Unknown route or unknown `?lang=` (the proxy sends those here): the 404 page inside the default chrome. */
export default function NotFound() {
  return (
    <DefaultLayout>
      <NotFoundView />
    </DefaultLayout>
  );
}
