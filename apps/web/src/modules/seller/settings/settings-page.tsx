"use client";

import { roleMay, type StaffPermission, type StaffRole } from "@souk/contract";
import { Card } from "antd";
import { useTranslations } from "next-intl";
import { useConsole } from "@/console/shell/console-context";
import { FreightTemplates } from "./freight-templates";
import { OrderFieldsForm } from "./order-fields-form";
import { ProfileForm } from "./profile-form";
import { ReturnAddressForm } from "./return-address-form";

/**
 * /seller/settings: the shop's logo, introduction and customer-service hours; its return address;
 * its freight templates and order-message fields. A section shows when the staff member's role may
 * use its routes (the API's own permissions): the owner sees them all.
 */
export function SettingsPage() {
  const t = useTranslations("seller.settings");
  const tf = useTranslations("seller.freight");
  const to = useTranslations("seller.orderFields");
  const { session } = useConsole();
  const may = (...needs: StaffPermission[]) => roleMay(session.role as StaffRole, needs);
  return (
    <div className="flex flex-col gap-4">
      {may("settings") ? (
        <Card title={<h1 className="text-base">{t("title")}</h1>}>
          <ProfileForm />
        </Card>
      ) : (
        <h1 className="sr-only">{t("title")}</h1>
      )}
      {may("refunds", "settings") ? (
        <Card title={<h2 className="text-base">{t("returnTitle")}</h2>}>
          <ReturnAddressForm />
        </Card>
      ) : null}
      {may("settings", "products", "orders") ? (
        <Card title={<h2 className="text-base">{tf("title")}</h2>} data-testid="freight-section">
          <FreightTemplates canEdit={may("settings")} />
        </Card>
      ) : null}
      {may("settings") ? (
        <Card title={<h2 className="text-base">{to("title")}</h2>} data-testid="order-fields-section">
          <OrderFieldsForm />
        </Card>
      ) : null}
    </div>
  );
}
