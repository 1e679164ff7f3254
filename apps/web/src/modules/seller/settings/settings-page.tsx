"use client";

import { Card } from "antd";
import { useTranslations } from "next-intl";
import { ProfileForm } from "./profile-form";
import { ReturnAddressForm } from "./return-address-form";

/** /seller/settings: the shop's logo, introduction and customer-service hours; its return address. */
export function SettingsPage() {
  const t = useTranslations("seller.settings");
  return (
    <div className="flex flex-col gap-4">
      <Card title={<h1 className="text-base">{t("title")}</h1>}>
        <ProfileForm />
      </Card>
      <Card title={<h2 className="text-base">{t("returnTitle")}</h2>}>
        <ReturnAddressForm />
      </Card>
    </div>
  );
}
