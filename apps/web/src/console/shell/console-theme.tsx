"use client";

import { App, ConfigProvider } from "antd";
import enUS from "antd/locale/en_US";
import zhCN from "antd/locale/zh_CN";
import { useLocale } from "next-intl";
import type { ReactNode } from "react";

/**
 * The component library's context for every console page: its texts in the page's language
 * (zh-CN / en-US), the mall's brand colour and a darker link blue (both AA contrast on white), and App (so message/modal follow the theme).
 */
export function ConsoleTheme({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <ConfigProvider
      locale={locale === "en" ? enUS : zhCN}
      // "保存", not "保 存": the spaced label would also be what screen readers announce.
      button={{ autoInsertSpace: false }}
      theme={{
        token: {
          colorPrimary: "#cf2a2d",
          colorLink: "#0958d9",
          // antd's secondary text (rgba(0,0,0,.45)) is 3.4:1 on white; these pass AA (4.5:1).
          colorTextDescription: "#595959",
          colorTextTertiary: "#595959",
          colorTextPlaceholder: "#757575",
          borderRadius: 4,
          fontSize: 14,
        },
      }}
    >
      <App>{children}</App>
    </ConfigProvider>
  );
}
